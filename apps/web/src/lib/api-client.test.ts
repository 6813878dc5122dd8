import { dataEnvelope } from '@hc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('apiRequest typed by a contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  const contract = dataEnvelope(z.object({ id: z.number(), name: z.string() }));

  it('parses the answer with the schema given, dropping what the contract does not name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { id: 1, name: 'Hôpital Laquintinie', extra: true } })),
    );
    await expect(apiRequest('/api/x', { schema: contract })).resolves.toEqual({
      data: { id: 1, name: 'Hôpital Laquintinie' },
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { id: 'one' } })),
    );
    await expect(apiRequest('/api/x', { schema: contract })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('typed at compile time only, hands the answer on as it came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { id: 2, name: 'Pharmacie du Soleil', extra: 1 } })),
    );
    const answer = await apiRequest<typeof contract>('/api/x');
    expect(answer.data.name).toBe('Pharmacie du Soleil');
    expect(answer).toEqual({ data: { id: 2, name: 'Pharmacie du Soleil', extra: 1 } });
  });
});
