import type { DutyGenerateResult } from '@hc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dutyGroupsEn from '../../../../locales/en/duty-groups.json';
import formsEn from '../../../../locales/en/forms.json';
import { cleanupAfterTest, i18n, json, renderWithProviders, slowDom } from '../../../list-kit/test-utils';
import { GeneratePanel } from './generate-panel';

beforeAll(() => {
  i18n.addResourceBundle('en', 'duty-groups', dutyGroupsEn);
  i18n.addResourceBundle('en', 'forms', formsEn);
});
afterEach(cleanupAfterTest);

const result = (dryRun: boolean, overrides: Partial<DutyGenerateResult> = {}): DutyGenerateResult => ({
  dryRun,
  from: '2026-11-30',
  to: '2026-12-14',
  weeks: [
    {
      weekStart: '2026-11-30',
      rotas: [
        {
          rotaId: 1,
          rotaName: 'Yaoundé III',
          groupId: 11,
          groupPosition: 0,
          groupName: null,
          toCreate: 12,
          existing: 0,
        },
      ],
    },
    {
      weekStart: '2026-12-07',
      rotas: [
        {
          rotaId: 1,
          rotaName: 'Yaoundé III',
          groupId: 12,
          groupPosition: 1,
          groupName: 'Groupe B',
          toCreate: 5,
          existing: 1,
        },
      ],
    },
  ],
  periods: [],
  created: 17,
  existing: 1,
  warnings: [
    {
      code: 'night_without_pharmacy',
      rotaId: 1,
      rotaName: 'Yaoundé III',
      divisionId: null,
      subdivisionId: 7,
      night: '2026-12-09',
      startsAt: '2026-12-09T21:00:00.000Z',
      endsAt: '2026-12-10T06:30:00.000Z',
    },
  ],
  ...overrides,
});

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const dryRun = url.searchParams.get('dryRun') === 'true';
    return json({ data: result(dryRun) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    dryRun: new URL(String(url), 'http://localhost').searchParams.get('dryRun'),
    body: JSON.parse(String(init?.body)) as unknown,
  }));

describe('the Generate panel', slowDom, () => {
  it('previews first (weeks, groups, nights without a pharmacy), then generates exactly what was previewed', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<GeneratePanel />);
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Number of weeks'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('From the week of'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Preview week by week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.any(String), 'Group 1', '12', '0'],
      [expect.any(String), 'Groupe B', '5', '1'],
    ]);
    expect(screen.getByRole('status').textContent).toContain('17 periods to create, 1 already there');
    expect(screen.getByTestId('duty-warnings').textContent).toContain(
      'Yaoundé III: no pharmacy on duty on the night of',
    );
    expect(calls(fetchMock)).toEqual([{ dryRun: 'true', body: { weeks: 2, from: '2026-11-30' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('17 periods created; 1 were already there.');
    expect(calls(fetchMock)[1]).toEqual({ dryRun: 'false', body: { weeks: 2, from: '2026-11-30' } });
    // The preview is spent: generating again needs a new preview.
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });

  it('asks for a new preview when the values change, and refuses more than 26 weeks before calling the API', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<GeneratePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Generate' })).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Number of weeks'), { target: { value: '27' } });
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Must be at most 26');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
