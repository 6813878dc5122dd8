import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** Resets of the lazy components whose download failed since the last retry. */
const failed = new Set<() => void>();

/**
 * `React.lazy`, except that a failed download can be tried again: React keeps a lazy component's
 * first failure for good, so after a dropped connection every later render would fail the same way
 * without asking the network. `retryFailedLoads` (the error boundary's Retry) makes each failed one
 * download afresh on its next render.
 */
// `any` as React.lazy's own signature has it: the props are whatever the loaded component takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let current: LazyExoticComponent<T>;
  const create = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(create);
        throw error;
      }),
    );
  };
  create();
  function Retryable(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return Retryable;
}

/** Lets every lazy component whose download failed try again when it next renders. */
export function retryFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}
