import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { bindFieldErrors, decodeFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../lib/forms/use-zod-form';
import { useSession } from '../../../lib/api/session';
import { FacilityPicker, FormPage, type ChosenFacility } from '../../list-kit';
import { bookingFormSchema, formFieldOf, toBookingCreate, type BookingFormInput } from './booking-form-schema';
import { doctorChoicesQueryOptions, useCreateBooking } from './api/bookings-api';
import {
  bookingPath,
  BOOKINGS_NAMESPACE,
  bookingsPath,
  slotTimes,
  useBookingErrorText,
  useCanWriteBookings,
} from './booking-ui';

const toNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** The API's field errors with their paths as this form names them (the slot's `startsAt` is the time). */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiClientError) || !error.fields) return error;
  const fields = error.fields.map((field) => ({ ...field, path: formFieldOf(field.path) ?? field.path }));
  return new ApiClientError(error.kind, error.message, error.status, error.code, fields, error.requestId);
}

/**
 * New Booking: a patient (PAT-000123 or the number), a facility, a doctor who practises there (the
 * list follows the facility), a Douala day and a half-hour slot, the amount in francs CFA and a note.
 * The server's refusals land on their fields, translated (a taken slot on the time); once recorded,
 * the booking's details open.
 */
function NewBookingForm() {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreateBooking();
  const errorText = useBookingErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [facility, setFacility] = useState<ChosenFacility | null>(null);
  const defaultValues: Partial<BookingFormInput> = { patientId: '', note: '' };
  const form = useZodForm(bookingFormSchema, { defaultValues });
  const genericError = bindFieldErrors(t, form.formState.errors) as (name: string) => string | undefined;
  // Two codes say more on these fields than the generic message: a patient ID's shape, a doctor not bookable.
  const specificErrors: Record<string, Record<string, string>> = {
    patientId: { invalid_format: t('form.patientInvalid') },
    doctorId: { invalid: t('form.doctorInvalid') },
  };
  const errorOf = (name: keyof BookingFormInput) => {
    const token = form.formState.errors[name]?.message;
    const code = typeof token === 'string' ? decodeFieldError(token).code : undefined;
    return (code && specificErrors[name]?.[code]) || genericError(name);
  };
  const doctors = useQuery({ ...doctorChoicesQueryOptions({ facility: facility?.id }), enabled: facility !== null });
  const doctorRows = facility ? (doctors.data ?? []) : [];

  const chooseFacility = (next: ChosenFacility | null) => {
    setFacility(next);
    const validate = form.formState.isSubmitted;
    form.setValue('facilityId', next?.id as number, { shouldValidate: validate });
    // The doctors are the facility's: a new facility asks for the doctor again.
    form.setValue('doctorId', undefined as unknown as number, { shouldValidate: false });
  };

  const save = form.handleSubmit(
    (values) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(toBookingCreate(values), {
        onSuccess: (booking) =>
          void navigate(bookingPath(booking.id), {
            state: { notice: t('notices.created', { id: booking.reference }) },
          }),
        onError: (error) => {
          const mapped = onFormFields(error);
          setFailure(applyServerErrors(form, mapped) ? error : null);
        },
      });
    },
    () => setFailure(null),
  );

  const doctorHint = !facility
    ? t('form.doctorChooseFacility')
    : doctors.isSuccess && doctorRows.length === 0
      ? t('form.doctorNone')
      : t('form.doctorHint');

  return (
    <FormPage
      title={t('form.title')}
      back={{ to: bookingsPath, label: t('form.back') }}
      description={t('form.description')}
      onSubmit={save}
      submitLabel={t('form.create')}
      submittingLabel={t('form.saving')}
      isSubmitting={create.isPending}
      error={failure === null ? null : errorText(failure)}
    >
      <TextField
        label={t('form.patient')}
        hint={t('form.patientHint')}
        required
        autoComplete="off"
        error={errorOf('patientId')}
        {...form.register('patientId')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('form.amount')}
        hint={t('form.amountHint')}
        required
        error={errorOf('amountCfa')}
        {...form.register('amountCfa', { setValueAs: toNumber })}
      />
      <FacilityPicker
        chosen={facility}
        onChoose={chooseFacility}
        error={errorOf('facilityId')}
        texts={{
          label: t('form.facility'),
          search: t('form.facilitySearch'),
          searchPlaceholder: t('form.facilitySearchPlaceholder'),
          searching: t('form.facilitySearching'),
          noMatch: t('form.facilityNone'),
          results: t('form.facilityResults'),
          choose: (row) => t('form.facilityChoose', { id: row.id, name: row.name }),
          chosen: (chosen) => t('form.facilityChosen', chosen),
          change: t('form.facilityChange'),
        }}
      />
      <SelectField
        key={facility?.id ?? 'no-facility'}
        className="flex flex-col gap-1 md:col-span-2"
        label={t('form.doctor')}
        placeholder={t('form.doctorPlaceholder')}
        hint={doctorHint}
        required
        disabled={!facility}
        options={doctorRows.map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
        status={facility ? doctors.status : 'success'}
        loadingText={t('form.doctorLoading')}
        errorText={t('form.doctorLoadError')}
        error={errorOf('doctorId')}
        {...form.register('doctorId', { setValueAs: toNumber })}
      />
      <TextField
        type="date"
        label={t('form.date')}
        hint={t('form.dateHint')}
        required
        error={errorOf('date')}
        {...form.register('date', { setValueAs: emptyToUndefined })}
      />
      <SelectField
        label={t('form.time')}
        placeholder={t('form.timePlaceholder')}
        hint={t('form.timeHint')}
        required
        options={slotTimes.map((time) => ({ value: time, label: time }))}
        error={errorOf('time')}
        {...form.register('time', { setValueAs: emptyToUndefined })}
      />
      <TextField
        className="flex flex-col gap-1 md:col-span-2"
        label={t('form.note')}
        hint={t('form.noteHint')}
        error={errorOf('note')}
        {...form.register('note')}
      />
    </FormPage>
  );
}

/** New Booking, for the accounts that may record bookings. */
export function NewBookingPage() {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const canWrite = useCanWriteBookings();
  const { isPending } = useSession();
  if (isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('form.loading')}
      </p>
    );
  if (!canWrite) return <FormAlert tone="error">{t('errors.readOnly')}</FormAlert>;
  return <NewBookingForm />;
}
