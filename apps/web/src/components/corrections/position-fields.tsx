import { DEFAULT_MAP_CENTRE, hasValidCoordinates } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { bindFieldErrors } from '../../lib/forms/field-error';
import { PositionPicker } from '../map/position-picker';
import { TextField } from '../ui/text-field';
import type { CorrectionFormApi } from './correction-form-schema';
import type { CorrectionTarget } from './suggest-correction';

/** A typed coordinate: a number, or nothing when the field is empty. */
const toCoordinate = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(value);
};

/** About 10 cm: more digits than a click on a map can mean. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

type PositionFieldsProps = { form: CorrectionFormApi; facility: CorrectionTarget };

/** The proposed position: a pin placed on the map, or typed latitude and longitude (the keyboard way). */
export function PositionFields({ form, facility }: PositionFieldsProps) {
  const { t } = useTranslation('corrections');
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const hasCurrent = hasValidCoordinates(facility.latitude, facility.longitude);
  const centre = hasCurrent
    ? { latitude: facility.latitude as number, longitude: facility.longitude as number }
    : DEFAULT_MAP_CENTRE;
  const place = (lat: number, lng: number) => {
    const validate = form.formState.isSubmitted;
    form.setValue('latitude', rounded(lat), { shouldDirty: true, shouldValidate: validate });
    form.setValue('longitude', rounded(lng), { shouldDirty: true, shouldValidate: validate });
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{t('form.position.legend')}</legend>
      <p className="text-sm text-slate-700">{t('form.position.hint')}</p>
      <PositionPicker
        unavailable={<p className="rounded-lg bg-slate-100 p-3 text-slate-800">{t('form.position.mapUnavailable')}</p>}
        loading={
          <div className="flex h-64 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
            {t('form.position.mapLoading')}
          </div>
        }
        centre={centre}
        zoom={hasCurrent ? 16 : 6}
        pin={hasValidCoordinates(latitude, longitude) ? { latitude: latitude!, longitude: longitude! } : null}
        onPick={place}
        label={t('form.position.map')}
        heightClass="h-64"
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('form.position.latitude')}
          type="number"
          step="any"
          inputMode="decimal"
          error={errorOf('latitude')}
          {...form.register('latitude', { setValueAs: toCoordinate })}
        />
        <TextField
          label={t('form.position.longitude')}
          type="number"
          step="any"
          inputMode="decimal"
          error={errorOf('longitude')}
          {...form.register('longitude', { setValueAs: toCoordinate })}
        />
      </div>
    </fieldset>
  );
}
