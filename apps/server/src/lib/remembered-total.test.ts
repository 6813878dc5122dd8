import { describe, expect, it } from 'vitest';
import { pageWithRememberedTotal, type VersionedIds } from './remembered-total';
import { createVersionMemo } from './version-memo';

/** A list's data as the statements would see it: a version and the rows' ids. */
function data(version: string, ids: number[]) {
  const calls = { counts: 0, pages: [] as number[] };
  const state = { version, ids };
  return {
    state,
    calls,
    count: async () => {
      calls.counts++;
      return { version: state.version, value: state.ids.length };
    },
    page: async (total: number): Promise<VersionedIds> => {
      calls.pages.push(total);
      return { version: state.version, ids: state.ids.slice(0, 2) };
    },
  };
}

describe('pageWithRememberedTotal', () => {
  it('counts a filter set once per version of the data and reads only the page after that', async () => {
    const memo = createVersionMemo<number>();
    const list = data('1', [1, 2, 3]);
    expect(await pageWithRememberedTotal({ memo, key: 'k', ...list })).toEqual({ total: 3, ids: [1, 2] });
    expect(await pageWithRememberedTotal({ memo, key: 'k', ...list })).toEqual({ total: 3, ids: [1, 2] });
    expect(list.calls.counts).toBe(1);
    expect(list.calls.pages).toEqual([3, 3]);
  });

  it('counts again as soon as the page statement sees a newer version, and pages with the new total', async () => {
    const memo = createVersionMemo<number>();
    const list = data('1', [1, 2, 3]);
    await pageWithRememberedTotal({ memo, key: 'k', ...list });
    // Another process adds a row: the counter moves with it.
    list.state.version = '2';
    list.state.ids = [0, 1, 2, 3];
    expect(await pageWithRememberedTotal({ memo, key: 'k', ...list })).toEqual({ total: 4, ids: [0, 1] });
    expect(list.calls.counts).toBe(2);
    // The stale total (3) was tried once, then the page was read again with the fresh one.
    expect(list.calls.pages).toEqual([3, 3, 4]);
  });

  it('remembers each filter set apart', async () => {
    const memo = createVersionMemo<number>();
    const a = data('1', [1, 2, 3]);
    const b = data('1', [7]);
    await pageWithRememberedTotal({ memo, key: 'a', ...a });
    expect(await pageWithRememberedTotal({ memo, key: 'b', ...b })).toEqual({ total: 1, ids: [7] });
    expect(await pageWithRememberedTotal({ memo, key: 'a', ...a })).toEqual({ total: 3, ids: [1, 2] });
    expect(a.calls.counts).toBe(1);
    expect(b.calls.counts).toBe(1);
  });
});
