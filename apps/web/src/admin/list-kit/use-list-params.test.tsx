import { logsQuerySchema } from '@hc/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentSearch, renderWithProviders, slowDom } from './test-utils';
import { parseListQuery, useListParams } from './use-list-params';

afterEach(cleanup);

describe('parseListQuery', () => {
  it('parses the URL with the section schema, defaults filled in', () => {
    expect(parseListQuery(logsQuerySchema, new URLSearchParams('level=WARN&page=3&q=sign'))).toEqual({
      page: 3,
      q: 'sign',
      level: 'WARN',
      order: 'desc',
      range: 'all',
    });
  });

  it('drops the values the schema refuses instead of failing the page', () => {
    expect(parseListQuery(logsQuerySchema, new URLSearchParams('level=LOUD&source=AUTH&page=x&order=up'))).toEqual({
      page: 1,
      source: 'AUTH',
      order: 'desc',
      range: 'all',
    });
  });
});

function Probe() {
  const list = useListParams(logsQuerySchema, { defaultSort: { sort: 'time', order: 'desc' } });
  return (
    <>
      <pre data-testid="query">{JSON.stringify(list.query)}</pre>
      <pre data-testid="sort">{JSON.stringify(list.sort)}</pre>
      <button type="button" onClick={() => list.update({ level: 'ERROR' })}>
        Level
      </button>
      <button type="button" onClick={() => list.update({ q: '' })}>
        Clear search
      </button>
      <button type="button" onClick={() => list.setPage(4)}>
        Page 4
      </button>
      <button type="button" onClick={() => list.setPage(1)}>
        Page 1
      </button>
      <button type="button" onClick={() => list.setSort({ sort: 'time', order: 'asc' })}>
        Oldest first
      </button>
      <button type="button" onClick={() => list.setSort({ sort: 'time', order: 'desc' })}>
        Newest first
      </button>
      <button type="button" onClick={list.reset}>
        Reset
      </button>
    </>
  );
}

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('useListParams', slowDom, () => {
  it('keeps the page in the URL, and any filter change goes back to page 1 (spec 02 §9)', () => {
    const { container } = renderWithProviders(<Probe />, { url: '/logs?q=sign&level=INFO' });
    click('Page 4');
    expect(currentSearch(container).get('page')).toBe('4');
    expect(JSON.parse(screen.getByTestId('query').textContent!)).toMatchObject({ page: 4, level: 'INFO', q: 'sign' });

    click('Level');
    expect(currentSearch(container).get('level')).toBe('ERROR');
    expect(currentSearch(container).has('page')).toBe(false);

    click('Page 4');
    click('Clear search');
    expect(currentSearch(container).toString()).toBe('level=ERROR');

    click('Page 4');
    click('Page 1');
    expect(currentSearch(container).has('page')).toBe(false);
  });

  it('keeps the sort in the URL unless it is the default, and a new sort goes back to page 1', () => {
    const { container } = renderWithProviders(<Probe />, { url: '/logs?page=2' });
    expect(JSON.parse(screen.getByTestId('sort').textContent!)).toEqual({ sort: 'time', order: 'desc' });
    click('Oldest first');
    expect(currentSearch(container).toString()).toBe('order=asc');
    expect(JSON.parse(screen.getByTestId('sort').textContent!)).toEqual({ sort: 'time', order: 'asc' });
    expect(JSON.parse(screen.getByTestId('query').textContent!)).toMatchObject({ order: 'asc', page: 1 });
    click('Newest first');
    expect(currentSearch(container).toString()).toBe('');
  });

  it('resets every filter at once', () => {
    const { container } = renderWithProviders(<Probe />, { url: '/logs?level=WARN&source=AUTH&page=3&order=asc' });
    click('Reset');
    expect(currentSearch(container).toString()).toBe('');
  });
});
