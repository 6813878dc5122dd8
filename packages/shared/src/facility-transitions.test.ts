import { describe, expect, it } from 'vitest';
import { canTransition, facilityStatuses } from './enums';

describe('facility transitions', () => {
  it('allows exactly the spec 02 lifecycle', () => {
    const allowed = (['approve', 'suspend', 'reactivate'] as const).flatMap((action) =>
      facilityStatuses.filter((status) => canTransition(action, status)).map((status) => `${action}:${status}`),
    );
    expect(allowed).toEqual(['approve:pending', 'suspend:active', 'suspend:approved', 'reactivate:suspended']);
  });
});
