import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

// The list's search reports what was typed when typing pauses, and at once when the field is left: a
// person who types and then clicks a row's link must not have the pause end after their click (the
// search would rewrite the address of the page they opened).
describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderBox(value = '') {
    const onSearch = vi.fn();
    const view = render(<SearchBox label="Search" value={value} onSearch={onSearch} delayMs={350} />);
    return { onSearch, box: screen.getByRole('searchbox', { name: 'Search' }), view };
  }

  it('reports the text once typing has paused', () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: ' 52d7 ' } });
    vi.advanceTimersByTime(349);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('52d7');
  });

  it('reports the text at once when the field is left, and not again when the pause would have ended', () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'hopital' } });
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('hopital');
    vi.advanceTimersByTime(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('reports nothing when the field is left with the search already shown', () => {
    const { onSearch, box } = renderBox('clinique');
    fireEvent.blur(box);
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('reports the text at once on Enter, and not again after the pause', () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'labo' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('labo');
    vi.advanceTimersByTime(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
