/**
 * Runs around every web test file. The files of a worker share one module graph (isolate: false in
 * apps/web/vitest.config.ts), so what one file leaves behind must not reach the next: mounted trees, stubbed
 * globals, spies, fake timers. Each file still gets its own jsdom window.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
