import { describe, expect, it } from 'vitest';
import {
  dotCount,
  lastStartIndex,
  nextIndex,
  pageFromScroll,
  previousIndex,
  scrollForPage,
  shouldAutoAdvance,
  visibleCardCount,
} from './carousel';

describe('featured carousel', () => {
  it('shows 2 cards under 640 px, 4 under 1024 px, 5.5 otherwise', () => {
    expect(visibleCardCount(375)).toBe(2);
    expect(visibleCardCount(639)).toBe(2);
    expect(visibleCardCount(640)).toBe(4);
    expect(visibleCardCount(1023)).toBe(4);
    expect(visibleCardCount(1024)).toBe(5.5);
    expect(visibleCardCount(1920)).toBe(5.5);
  });

  it('loops forwards and backwards over the positions that fill the view', () => {
    expect(lastStartIndex(10, 5.5)).toBe(5);
    expect(lastStartIndex(10, 4)).toBe(6);
    expect(lastStartIndex(3, 4)).toBe(0);
    expect(nextIndex(0, 10, 5.5)).toBe(1);
    expect(nextIndex(5, 10, 5.5)).toBe(0);
    expect(nextIndex(0, 3, 4)).toBe(0);
    expect(previousIndex(0, 10, 5.5)).toBe(5);
    expect(previousIndex(3, 10, 5.5)).toBe(2);
    expect(previousIndex(9, 10, 4)).toBe(6);
  });

  it('auto-advances only from 640 px, without reduced motion, unpaused and with more cards than fit', () => {
    const base = { width: 1280, prefersReducedMotion: false, isPaused: false, count: 10, visible: 5.5 };
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, width: 639 })).toBe(false);
    expect(shouldAutoAdvance({ ...base, prefersReducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, isPaused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, count: 5 })).toBe(false);
  });

  it('has one dot per two cards', () => {
    expect(dotCount(0)).toBe(0);
    expect(dotCount(1)).toBe(1);
    expect(dotCount(9)).toBe(5);
    expect(dotCount(10)).toBe(5);
  });

  it('maps the scroll position to a page and back', () => {
    expect(pageFromScroll(0, 1000, 300, 5)).toBe(0);
    expect(pageFromScroll(700, 1000, 300, 5)).toBe(4);
    expect(pageFromScroll(360, 1000, 300, 5)).toBe(2);
    expect(pageFromScroll(-20, 1000, 300, 5)).toBe(0);
    expect(pageFromScroll(900, 1000, 300, 5)).toBe(4);
    expect(pageFromScroll(0, 300, 300, 5)).toBe(0);
    expect(pageFromScroll(100, 1000, 300, 1)).toBe(0);
    expect(scrollForPage(2, 1000, 300, 5)).toBe(350);
    expect(scrollForPage(9, 1000, 300, 5)).toBe(700);
    expect(pageFromScroll(scrollForPage(3, 1000, 300, 5), 1000, 300, 5)).toBe(3);
  });
});
