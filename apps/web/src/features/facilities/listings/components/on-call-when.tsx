import { DIRECTORY_TIME_ZONE } from '@hc/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '../on-call-time';

type Props = {
  /** The instant chosen, or null for now. */
  at: Date | null;
  /** `at` for the API ("2026-11-28T23:00:00+01:00"), or null to go back to now. */
  onChange: (at: string | null) => void;
};

/**
 * What the list answers for, in words: short ("Now", "Saturday 5 December, 23:00") for the folded line,
 * long for a screen reader when it changes.
 */
export function useOnCallWhenText(at: Date | null): { short: string; long: string } {
  const { t, i18n } = useTranslation('listings');
  if (!at) return { short: t('onCall.fold.now'), long: t('onCall.showingNow') };
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(at);
  return { short: when, long: t('onCall.showingAt', { when }) };
}

/** "I will go on Saturday at 23:00" (as France's 3237 offers): the instant the on-call list answers for. */
export function OnCallWhen({ at, onChange }: Props) {
  const { t } = useTranslation('listings');
  const inputId = useId();
  const [value, setValue] = useState(() => (at ? toLocalInput(at) : ''));
  const [lastAt, setLastAt] = useState(at);
  if (lastAt?.getTime() !== at?.getTime()) {
    // Back/Forward or Reset changed the URL: show what it says.
    setLastAt(at);
    setValue(at ? toLocalInput(at) : '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(fromLocalInput(value));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-950">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t('onCall.goAt')}
        </label>
        <input
          id={inputId}
          type="datetime-local"
          step={60}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
      </div>
      <button
        type="submit"
        className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
      >
        {t('onCall.show')}
      </button>
      {at ? (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="rounded-lg border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-100"
        >
          {t('onCall.backToNow')}
        </button>
      ) : null}
    </form>
  );
}
