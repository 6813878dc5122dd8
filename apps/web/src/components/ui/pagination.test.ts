import { describe, expect, it } from 'vitest';
import { clampPage, countPages, showingRange, visiblePages } from './pagination';

// The back-office lists show 10 rows a page, the public listings 20 (spec 02 §9).
const ADMIN = 10;
const LISTING = 20;

describe('countPages', () => {
  it('rounds up and never goes below one page', () => {
    expect(countPages(0, ADMIN)).toBe(1);
    expect(countPages(1, ADMIN)).toBe(1);
    expect(countPages(10, ADMIN)).toBe(1);
    expect(countPages(11, ADMIN)).toBe(2);
    expect(countPages(101, ADMIN)).toBe(11);
    expect(countPages(95, LISTING)).toBe(5);
    expect(countPages(-4, LISTING)).toBe(1);
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
    expect(visiblePages(9, 18)).toEqual([7, 8, 9, 10, 11]);
  });

  it('stays within the last pages at the end', () => {
    expect(visiblePages(18, 18)).toEqual([14, 15, 16, 17, 18]);
    expect(visiblePages(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(99, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('an empty list still has page 1', () => {
    expect(visiblePages(1, 0)).toEqual([1]);
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

  it('takes another number of buttons', () => {
    expect(visiblePages(5, 20, 3)).toEqual([4, 5, 6]);
  });
});

describe('showingRange', () => {
  it('gives the numbers of "Showing X to Y of Z"', () => {
    expect(showingRange(1, 0, ADMIN)).toEqual({ from: 0, to: 0, total: 0 });
    expect(showingRange(1, 7, ADMIN)).toEqual({ from: 1, to: 7, total: 7 });
    expect(showingRange(1, 25, ADMIN)).toEqual({ from: 1, to: 10, total: 25 });
    expect(showingRange(3, 25, ADMIN)).toEqual({ from: 21, to: 25, total: 25 });
    expect(showingRange(2, 20, ADMIN)).toEqual({ from: 11, to: 20, total: 20 });
    expect(showingRange(2, 95, LISTING)).toEqual({ from: 21, to: 40, total: 95 });
  });

  it('clamps a page past the end', () => {
    expect(showingRange(9, 25, ADMIN)).toEqual({ from: 21, to: 25, total: 25 });
  });
});
