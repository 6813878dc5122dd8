import type { RotaImportPreviewResult, RotaImportResult } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest, renderPage, slowDom, stubApi } from '../test-utils';
import { RotaImportPage } from './rota-import-page';

afterEach(cleanupAfterTest);

const LIST = 'Pharmacies de garde du 28/11/2026 au 05/12/2026\nPHCIE BONANJO\nPharmacie Makepe\nPharmacie Espoir';
const candidate = (facilityId: number, name: string, score: number) => ({
  facilityId,
  name,
  phone: null,
  status: 'active' as const,
  subdivision: null,
  score,
  isPhoneMatch: false,
});
const line = (n: number, name: string, match: 'matched' | 'unsure' | 'unknown', candidates = [] as unknown[]) => ({
  line: n,
  text: name,
  zone: null,
  name,
  phone: null,
  phoneText: null,
  startsAt: '2026-11-28T06:30:00.000Z',
  endsAt: '2026-12-05T06:30:00.000Z',
  match,
  candidates,
  conflict: null,
});
const preview: RotaImportPreviewResult = {
  text: LIST,
  format: 'text',
  lines: [
    line(2, 'PHCIE BONANJO', 'matched', [candidate(11, 'Pharmacie de Bonanjo', 1)]),
    line(3, 'Pharmacie Makepe', 'unsure', [
      candidate(21, 'Pharmacie Makepe Missoke', 0.63),
      candidate(22, 'Pharmacie Makepe Saint-Tropez', 0.55),
    ]),
    line(4, 'Pharmacie Espoir', 'unknown'),
  ] as RotaImportPreviewResult['lines'],
  problems: [],
  counts: { matched: 1, unsure: 1, unknown: 1 },
};
const lineResult = (n: number, name: string, facilityId: number, isNewPharmacy = false) => ({
  line: n,
  name,
  action: isNewPharmacy ? ('new' as const) : ('use' as const),
  outcome: 'created' as const,
  facilityId,
  isNewPharmacy,
  periodId: 100 + n,
  startsAt: '2026-11-28T06:30:00.000Z',
  endsAt: '2026-12-05T06:30:00.000Z',
  conflict: null,
  reason: null,
});
const imported: RotaImportResult = {
  lines: [
    lineResult(2, 'PHCIE BONANJO', 11),
    lineResult(3, 'Pharmacie Makepe', 22),
    lineResult(4, 'Pharmacie Espoir', 900, true),
  ],
  problems: [],
  counts: { periods: 3, newPharmacies: 1, skipped: 0, conflicts: 0 },
};

const render = () =>
  renderPage(<RotaImportPage />, {
    url: '/admin-dashboard/pharmacy-calls/import',
    path: '/admin-dashboard/pharmacy-calls/import',
  });

async function fillAndRead() {
  const region = await screen.findByRole('combobox', { name: 'Region' });
  await waitFor(() => expect(within(region).getByRole('option', { name: 'Littoral' })).toBeTruthy());
  fireEvent.change(region, { target: { value: '2' } });
  const town = await screen.findByRole('combobox', { name: 'Town (division)' });
  await waitFor(() => expect(within(town).getByRole('option', { name: 'Wouri' })).toBeTruthy());
  fireEvent.change(town, { target: { value: '20' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Duty list' }), { target: { value: LIST } });
  fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
}

describe('Import a published rota', slowDom, () => {
  it('reads the list, asks for the unsure line, then imports the decisions and shows each line', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/pharmacy-calls/import/preview') return [200, { data: preview }];
      if (call.path === '/api/admin/pharmacy-calls/import') return [200, { data: imported }];
      return undefined;
    });
    render();
    expect(screen.getByRole('heading', { name: 'Import a published rota' })).toBeTruthy();
    await fillAndRead();

    await screen.findByText('3 pharmacies read: 1 found, 1 to check, 1 not in the directory.');
    const previewCall = calls.find((c) => c.path === '/api/admin/pharmacy-calls/import/preview')!;
    expect(previewCall.body).toEqual({ text: LIST, divisionId: 20, subdivisionId: null });
    const matched = screen.getByRole('combobox', { name: 'Decision for line 2: PHCIE BONANJO' });
    expect((matched as HTMLSelectElement).value).toBe('11');
    const unsure = screen.getByRole('combobox', { name: 'Decision for line 3: Pharmacie Makepe' });
    expect((unsure as HTMLSelectElement).value).toBe('');
    expect(
      (screen.getByRole('combobox', { name: 'Decision for line 4: Pharmacie Espoir' }) as HTMLSelectElement).value,
    ).toBe('new');

    // The unsure line must be decided first: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }));
    expect(await screen.findByText('1 line still needs a decision.')).toBeTruthy();
    // The same element all along: a decision keeps the select (and the keyboard focus).
    expect(screen.getByRole('combobox', { name: 'Decision for line 3: Pharmacie Makepe' })).toBe(unsure);
    expect(unsure.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/admin/pharmacy-calls/import')).toBe(false);

    fireEvent.change(unsure, { target: { value: '22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 lines' }));
    await screen.findByText('Imported: 3 duty periods, 1 new pharmacies awaiting review, 0 lines skipped.');
    const sent = calls.find((c) => c.path === '/api/admin/pharmacy-calls/import')!;
    expect(sent.body).toEqual({
      text: LIST,
      divisionId: 20,
      subdivisionId: null,
      decisions: [
        { line: 2, action: 'use', facilityId: 11 },
        { line: 3, action: 'use', facilityId: 22 },
        { line: 4, action: 'new' },
      ],
    });
    const results = screen.getByRole('table', { name: 'What became of each line' });
    expect(within(results).getByText('New pharmacy and period added')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the periods in Pharmacy Calls' })).toBeTruthy();
  });

  it('shows the lines a refused import conflicts on, and a required list', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/pharmacy-calls/import/preview') return [200, { data: preview }];
      if (call.path === '/api/admin/pharmacy-calls/import')
        return [
          409,
          {
            error: { code: 'conflict', message: 'Nothing was imported' },
            data: {
              ...imported,
              lines: [
                {
                  ...imported.lines[0]!,
                  outcome: 'conflict',
                  periodId: null,
                  reason: 'duty_overlap',
                  conflict: { periodId: 7, startsAt: '', endsAt: '' },
                },
              ],
              counts: { periods: 0, newPharmacies: 0, skipped: 0, conflicts: 1 },
            },
          },
        ];
      return undefined;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Read the list' }));
    expect(await screen.findByRole('textbox', { name: 'Duty list' })).toHaveProperty('ariaInvalid', 'true');

    await fillAndRead();
    const unsure = await screen.findByRole('combobox', { name: 'Decision for line 3: Pharmacie Makepe' });
    fireEvent.change(unsure, { target: { value: 'skip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }));
    expect(await screen.findByText(/Nothing was imported: 1 line conflicts/)).toBeTruthy();
    expect(screen.getByText('Overlaps period #7')).toBeTruthy();
  });
});
