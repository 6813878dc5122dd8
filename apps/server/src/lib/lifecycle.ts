/**
 * Where a server process is in its life, as its readiness reports it to a load balancer: `starting` until
 * its database is prepared and its search index loaded, `ready` while it should be sent traffic, `draining`
 * from the shutdown signal on (it still answers, but the balancer must take it out before it goes).
 */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export type Lifecycle = {
  readonly phase: LifecyclePhase;
  markReady(): void;
  startDraining(): void;
};

export function createLifecycle(initial: LifecyclePhase = 'starting'): Lifecycle {
  let phase = initial;
  return {
    get phase() {
      return phase;
    },
    markReady() {
      // A process never comes back from draining: it is on its way out.
      if (phase === 'starting') phase = 'ready';
    },
    startDraining() {
      phase = 'draining';
    },
  };
}
