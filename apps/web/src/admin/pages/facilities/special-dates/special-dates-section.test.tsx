import { doualaDate, getCameroonPublicHolidays, type SpecialDate } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import facilities from '../../../../locales/en/admin-facilities.json';
import forms from '../../../../locales/en/forms.json';
import hours from '../../../../locales/en/hours.json';
import {
  addCatalogs,
  cleanupAfterTest,
  polyfillDialog,
  renderWithProviders,
  slowDom,
  stubFetch,
  type Call,
} from '../../../list-kit/test-utils';
import { SpecialDatesSection } from './special-dates-section';

addCatalogs({ 'admin-facilities': facilities, forms, hours });
beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const path = '/api/admin/facilities/7/special-dates';
const nextYear = Number(doualaDate(new Date()).slice(0, 4)) + 1;
const christmas: SpecialDate = {
  id: 31,
  facilityId: 7,
  startsOn: `${nextYear}-12-25`,
  endsOn: `${nextYear}-12-25`,
  kind: 'closed',
  hours: null,
  reason: null,
  holiday: 'christmas',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

function renderSection(answer: (call: Call) => [number, unknown] | undefined = () => undefined) {
  let dates = [christmas];
  const calls = stubFetch((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === '/api/holidays')
      return [200, { data: getCameroonPublicHolidays(Number(call.query.get('year'))) }];
    if (call.path === path && call.method === 'GET') return [200, { data: dates }];
    if (call.path === path && call.method === 'POST') {
      const added = { ...christmas, id: 32, ...(call.body as object) } as SpecialDate;
      dates = [...dates, { ...added, endsOn: added.endsOn ?? added.startsOn }];
      return [201, { data: added }];
    }
    if (call.path === `${path}/31` && call.method === 'DELETE') {
      dates = [];
      return [200, { data: christmas }];
    }
    return undefined;
  });
  renderWithProviders(<SpecialDatesSection facilityId={7} />);
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('SpecialDatesSection', slowDom, () => {
  it('lists the dates with the holiday’s name, and deletes one after a confirmation', async () => {
    const calls = renderSection();
    const row = (await screen.findByText('Christmas Day')).closest('tr')!;
    expect(within(row).getByText('Closed')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Delete the special date of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this special date?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No special date.')).toBeTruthy();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: `${path}/31` })]);
  });

  it('adds a coming Muslim holiday, asking to confirm its expected date', async () => {
    const calls = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a special date' }));
    const select = screen.getByLabelText('Public holiday');
    const expected = await within(select).findAllByRole('option', { name: /expected, confirm the date/ });
    const option = expected[0] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    expect(screen.getByRole('note').textContent).toContain('moon sighting');
    const date = option.textContent!.match(/\d{4}-\d{2}-\d{2}/)![0];
    expect((screen.getByLabelText('Date (or first day)') as HTMLInputElement).value).toBe(date);
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Tabaski' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path,
      body: { startsOn: date, kind: 'closed', hours: null, reason: 'Tabaski', holiday: option.value.split('|')[0] },
    });
    expect(await screen.findByText('Tabaski')).toBeTruthy();
  });

  it('offers a holiday of this year and of next year apart: each sets its own date', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a special date' }));
    const select = screen.getByLabelText('Public holiday');
    const days = await within(select).findAllByRole('option', { name: /^Christmas/ });
    expect(days).toHaveLength(2);
    const later = days[1] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: later.value } });
    const date = later.textContent!.match(/\d{4}-\d{2}-\d{2}/)![0];
    expect((screen.getByLabelText('Date (or first day)') as HTMLInputElement).value).toBe(date);
    expect((select as HTMLSelectElement).value).toBe(later.value);
  });

  it('checks the form as the server does, and shows the server’s field errors translated', async () => {
    const calls = renderSection((call) =>
      call.method === 'POST'
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'Overlaps',
                fields: [{ path: 'startsOn', code: 'special_date_overlap', message: 'Overlaps' }],
              },
            },
          ]
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a special date' }));
    fireEvent.click(screen.getByLabelText('Special hours'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Date (or first day)'), { target: { value: `${nextYear}-12-26` } });
    fireEvent.change(screen.getByLabelText('Opens'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Closes'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already has a special date on one of these days/)).toBeTruthy();
    expect(writes(calls)[0]?.body).toMatchObject({ kind: 'hours', hours: [{ opens: '09:00', closes: '12:00' }] });
  });
});
