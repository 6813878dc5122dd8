import { dataEnvelope } from '@hc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('apiRequest typed by a contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  const contract = dataEnvelope(z.object({ id: z.number(), name: z.string() }));

  it('typed at compile time only, hands the answer on as it came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { id: 2, name: 'Pharmacie du Soleil', extra: 1 } })),
    );
    const answer = await apiRequest<typeof contract>('/api/x');
    expect(answer.data.name).toBe('Pharmacie du Soleil');
    // The type came from the contract the answer does meet; nothing checked it at run time.
    expect(contract.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({ data: { id: 2, name: 'Pharmacie du Soleil', extra: 1 } });
  });
});
