import { DEFAULT_MAP_CENTRE, hasValidCoordinates } from '@hc/shared';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PositionPicker } from '../../../../components/map/position-picker';
import { TextField } from '../../../../components/ui/text-field';
import type { ErrorOf, FacilityForm } from './facility-form-schema';

/** A whole country in view when there is no position yet (the map zooms in on the marker once there is one). */
const COUNTRY_ZOOM = 6;

/** A typed coordinate as a number, or null while it is empty or not a number. */
const coordinate = (value: string): number | null => {
  const parsed = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
};

/** The marker's position, when both coordinates are valid. */
const pinAt = (latitude: number | null, longitude: number | null) =>
  hasValidCoordinates(latitude, longitude) ? { latitude: latitude as number, longitude: longitude as number } : null;

/** Latitude and longitude, typed or picked on a map (Leaflet, loaded only when the map is opened). */
export function PositionFields({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const [isMapOpen, setIsMapOpen] = useState(false);
  const mapId = useId();
  const hintId = useId();
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });

  const pick = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('latitude', String(lat), options);
    form.setValue('longitude', String(lng), options);
  };

  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('fields.position')}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.latitude')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('hints.latitude')}
          error={errorOf('latitude')}
          {...form.register('latitude')}
        />
        <TextField
          label={t('fields.longitude')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('hints.longitude')}
          error={errorOf('longitude')}
          {...form.register('longitude')}
        />
      </div>
      <button
        type="button"
        aria-expanded={isMapOpen}
        aria-controls={isMapOpen ? mapId : undefined}
        onClick={() => setIsMapOpen((open) => !open)}
        className="w-fit rounded-md border border-brand px-3 py-1.5 font-semibold text-brand hover:bg-brand/10"
      >
        {isMapOpen ? t('position.hide') : t('position.pick')}
      </button>
      {isMapOpen ? (
        <div id={mapId} className="flex flex-col gap-2">
          <p id={hintId} className="text-sm text-slate-700">
            {t('position.hint')}
          </p>
          <PositionPicker
            unavailable={<p className="rounded-lg bg-slate-100 p-4 text-slate-800">{t('position.unavailable')}</p>}
            loading={
              <p role="status" className="flex h-72 items-center justify-center rounded-lg bg-slate-100 sm:h-80">
                {t('position.loading')}
              </p>
            }
            centre={DEFAULT_MAP_CENTRE}
            zoom={COUNTRY_ZOOM}
            pin={pinAt(coordinate(latitude), coordinate(longitude))}
            onPick={pick}
            label={t('position.mapLabel')}
            describedBy={hintId}
            editable
            heightClass="h-72 sm:h-80"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
