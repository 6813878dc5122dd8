import type { WeeklyHours } from '@hc/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import formsEn from '../../locales/en/forms.json';
import formsFr from '../../locales/fr/forms.json';
import hoursEn from '../../locales/en/hours.json';
import hoursFr from '../../locales/fr/hours.json';
import { bindFieldErrors } from '../../lib/forms/field-error';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { hoursFormSchema, hoursToForm, type HoursForm } from '../../lib/forms/weekly-hours';
import { WeeklyHoursEditor } from './weekly-hours-editor';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { common: {}, forms: formsEn, hours: hoursEn },
      fr: { common: {}, forms: formsFr, hours: hoursFr },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

// Any form may hold the hours, at any path: here a nested one, beside another field.
const schema = z.object({ name: z.string(), place: z.object({ week: hoursFormSchema }) });

function PlaceForm({ hours, onSave }: { hours: HoursForm; onSave: (openingHours: WeeklyHours | null) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { defaultValues: { name: 'Pharmacie du Lac', place: { week: hours } } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit((values) => onSave(values.place.week))(event)}>
      <WeeklyHoursEditor form={form} name="place.week" errorOf={errorOf} />
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = (hours: HoursForm = hoursToForm(null)) => {
  const onSave = vi.fn<(openingHours: WeeklyHours | null) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <PlaceForm hours={hours} onSave={onSave} />
    </I18nextProvider>,
  );
  return onSave;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
/** The texts an element's aria-describedby names, as a screen reader reads them after its name. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the weekly hours editor', () => {
  it('keeps unknown hours apart from closed days: unknown saves none, known saves every day', async () => {
    const onSave = renderForm();
    expect(screen.getByText('No opening hours will be saved: the directory shows them as unknown.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Monday' })).toBeNull();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null));

    fireEvent.click(screen.getByLabelText('The opening hours are known'));
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const day of days) {
      // A fieldset per day, and every control says which day it is for.
      const group = within(screen.getByRole('group', { name: day }));
      expect(group.getByRole('radio', { name: `${day}: closed` })).toHaveProperty('checked', true);
      expect(group.getByRole('radio', { name: `${day}: open 24 hours` })).toBeTruthy();
      expect(group.getByRole('radio', { name: `${day}: open at set hours` })).toBeTruthy();
    }
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenLastCalledWith({ mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] }),
    );
  });

  it('adds and removes intervals with the focus where the keyboard needs it, and says when one runs overnight', async () => {
    const onSave = renderForm(hoursToForm({ mo: [{ opens: '08:00', closes: '12:00' }] }));
    const monday = within(screen.getByRole('group', { name: 'Monday' }));
    expect(monday.getByRole('radio', { name: 'Monday: open at set hours' })).toHaveProperty('checked', true);
    expect(monday.queryByRole('button', { name: /^Remove/ })).toBeNull();

    const add = monday.getByRole('button', { name: 'Add hours to Monday' });
    fireEvent.click(add);
    // The new interval's first input takes the focus; with two, each is numbered.
    await waitFor(() => expect(document.activeElement).toBe(monday.getByLabelText('Monday: opens (2)')));
    expect(monday.getByLabelText('Monday: opens (1)')).toBeTruthy();
    fireEvent.change(monday.getByLabelText('Monday: opens (2)'), { target: { value: '20:00' } });
    const closes = monday.getByLabelText('Monday: closes (2)');
    fireEvent.change(closes, { target: { value: '02:00' } });
    expect(descriptionOf(closes)).toBe('Overnight: closes the next day');

    fireEvent.click(monday.getByRole('button', { name: 'Add hours to Monday' }));
    fireEvent.click(monday.getByRole('button', { name: 'Remove Monday hours 3' }));
    // Its button is gone: the focus goes to the day's "Add hours", not to the page's start.
    expect(document.activeElement).toBe(add);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      mo: [
        { opens: '08:00', closes: '12:00' },
        { opens: '20:00', closes: '02:00' },
      ],
      tu: [],
    });
  });

  it('shows what is wrong on the input itself, tied to it, and saves nothing', async () => {
    const onSave = renderForm(hoursToForm({ th: [{ opens: '09:00', closes: '09:00' }] }));
    const thursday = within(screen.getByRole('group', { name: 'Thursday' }));
    save();
    const closes = thursday.getByLabelText('Thursday: closes');
    await waitFor(() => expect(closes.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(closes)).toBe('This value is not valid');
    expect(thursday.getByLabelText('Thursday: opens').getAttribute('aria-invalid')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks French in French', async () => {
    await i18n.changeLanguage('fr');
    renderForm(hoursToForm({ mo: [{ opens: '08:00', closes: '12:00' }] }));
    const lundi = within(screen.getByRole('group', { name: 'Lundi' }));
    expect(lundi.getByRole('radio', { name: 'Lundi : ouvert 24 h/24' })).toBeTruthy();
    expect(lundi.getByLabelText('Lundi : ouverture')).toBeTruthy();
    expect(lundi.getByRole('button', { name: 'Lundi : ajouter une plage' })).toBeTruthy();
    expect(screen.getByLabelText('Les horaires d’ouverture sont connus')).toHaveProperty('checked', true);
  });
});
