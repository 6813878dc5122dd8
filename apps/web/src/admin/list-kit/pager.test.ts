import { describe, expect, it } from 'vitest';
import { clampPage, countPages, showingRange, visiblePages } from './pager';

describe('countPages', () => {
  it('rounds up and never goes below one page', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(1)).toBe(1);
    expect(countPages(10)).toBe(1);
    expect(countPages(11)).toBe(2);
    expect(countPages(101)).toBe(11);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the number of pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('visiblePages', () => {
  it('shows every page when there are five or fewer', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five buttons, the current page centred', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(visiblePages(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('stays within the last pages at the end', () => {
    expect(visiblePages(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(99, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('always contains the (clamped) current page', () => {
    for (let pages = 1; pages <= 12; pages++) {
      for (let page = 1; page <= pages; page++) {
        const shown = visiblePages(page, pages);
        expect(shown).toContain(page);
        expect(shown.length).toBe(Math.min(5, pages));
      }
    }
  });
});

describe('showingRange', () => {
  it('gives the numbers of "Showing X to Y of Z entries"', () => {
    expect(showingRange(1, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(showingRange(1, 7)).toEqual({ from: 1, to: 7, total: 7 });
    expect(showingRange(1, 25)).toEqual({ from: 1, to: 10, total: 25 });
    expect(showingRange(3, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(showingRange(2, 20)).toEqual({ from: 11, to: 20, total: 20 });
  });

  it('clamps a page past the end', () => {
    expect(showingRange(9, 25)).toEqual({ from: 21, to: 25, total: 25 });
  });
});
