import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function installObserver() {
  const observers: { callback: Callback; disconnect: ReturnType<typeof vi.fn> }[] = [];
  class FakeObserver {
    disconnect = vi.fn();
    constructor(callback: Callback) {
      observers.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('renders nothing but a placeholder until its place comes near the viewport', () => {
    const observers = installObserver();
    render(
      <WhenVisible placeholderClassName="min-h-40">
        <p>Newsletter form</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Newsletter form')).toBeNull();

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Newsletter form')).toBeNull();

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Newsletter form')).toBeTruthy();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <p>Newsletter form</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Newsletter form')).toBeTruthy();
  });
});
