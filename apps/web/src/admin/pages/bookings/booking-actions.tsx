import {
  BOOKING_REASON_MAX,
  bookingActionNames,
  bookingActions,
  bookingCancelSchema,
  bookingTransitions,
  type BookingAction,
  type BookingDetail,
} from '@hc/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { buttonTones, rowButtonClass, useConfirm, type ButtonTone } from '../../list-kit';
import { useBookingTransition } from './bookings-api';
import { BOOKINGS_NAMESPACE, useBookingErrorText } from './booking-ui';

/** The transitions staff may apply to a booking in its current status, in the order they are offered. */
export const allowedActions = (booking: Pick<BookingDetail, 'status'>): BookingAction[] =>
  bookingActionNames.filter((action) => bookingTransitions[booking.status].includes(bookingActions[action]));

const actionTone: Record<BookingAction, ButtonTone> = {
  confirm: 'approve',
  complete: 'approve',
  'no-show': 'neutral',
  cancel: 'danger',
};

type CancelDialogProps = {
  booking: BookingDetail;
  onClose: () => void;
  onDone: (notice: string) => void;
};

/**
 * Cancel booking: asks for the reason (required, at most 500 characters) before the booking is
 * cancelled and its slot freed. Mounted while open, so each opening starts afresh.
 */
function CancelBookingDialog({ booking, onClose, onDone }: CancelDialogProps) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const formId = useId();
  const reasonId = useId();
  const transition = useBookingTransition();
  const errorText = useBookingErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(bookingCancelSchema, { defaultValues: { reason: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const error = errorOf('reason');
  const { setFocus } = form;

  // The reason takes the focus (after the dialog's own opening).
  useEffect(() => setFocus('reason'), [setFocus]);

  const close = () => {
    if (!transition.isPending) onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (transition.isPending) return;
    setFailure(null);
    transition.mutate(
      { id: booking.id, action: 'cancel', reason: values.reason },
      {
        onSuccess: () => onDone(t('notices.cancel', { id: booking.reference })),
        onError: (failed) => {
          if (applyServerErrors(form, failed, { fields: ['reason'] })) setFailure(errorText(failed));
        },
      },
    );
  });

  return (
    <Dialog
      open
      onClose={close}
      title={t('cancel.title', { id: booking.reference })}
      closeLabel={t('cancel.close')}
      headerClassName="bg-white text-slate-900 border-b border-slate-200"
      widthClassName="w-[min(92vw,36rem)]"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={close}
            disabled={transition.isPending}
            className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            {t('cancel.keep')}
          </button>
          <button
            type="submit"
            form={formId}
            disabled={transition.isPending}
            aria-busy={transition.isPending || undefined}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {transition.isPending ? t('cancel.busy') : t('cancel.confirm')}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-slate-800">
          {t('cancel.message', { id: booking.reference, patient: booking.patient.name, doctor: booking.doctor.name })}
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className={fieldLabelClass}>
            {t('cancel.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={BOOKING_REASON_MAX}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-hint ${reasonId}-error` : `${reasonId}-hint`}
            className={error ? invalidFieldClass : fieldClass}
            {...form.register('reason')}
          />
          <p id={`${reasonId}-hint`} className="text-sm text-slate-600">
            {t('cancel.reasonHint', { max: BOOKING_REASON_MAX })}
          </p>
          {error ? (
            <p id={`${reasonId}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

type BookingActionsProps = {
  booking: BookingDetail;
  /** After a change the server accepted, or a failure, with what to tell the reader. */
  onNotice: (notice: { tone: 'success' | 'error'; text: string } | null) => void;
};

/**
 * The buttons of the transitions allowed from the booking's status: Confirm, Mark completed, Mark
 * no-show (each asking first) and Cancel booking (asking for the reason).
 */
export function BookingActions({ booking, onNotice }: BookingActionsProps) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const transition = useBookingTransition();
  const errorText = useBookingErrorText();
  const confirm = useConfirm();
  const [isCancelling, setIsCancelling] = useState(false);
  const actions = allowedActions(booking);
  if (actions.length === 0) return <p className="text-slate-700">{t('details.final')}</p>;

  const open = (action: BookingAction) => {
    onNotice(null);
    if (action === 'cancel') {
      setIsCancelling(true);
      return;
    }
    confirm.ask({
      title: t(`actions.${action}.title`, { id: booking.reference }),
      message: t(`actions.${action}.message`, { id: booking.reference, patient: booking.patient.name }),
      confirmLabel: t(`actions.${action}.button`),
      busyLabel: t('actions.busy'),
      onConfirm: async () => {
        await transition.mutateAsync({ id: booking.id, action });
        onNotice({ tone: 'success', text: t(`notices.${action}`, { id: booking.reference }) });
      },
      describeFailure: errorText,
    });
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('details.actions')}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => open(action)}
          className={`${rowButtonClass} ${buttonTones[actionTone[action]]} px-4 py-2 text-base`}
        >
          {t(`actions.${action}.button`)}
        </button>
      ))}
      {confirm.dialog}
      {isCancelling ? (
        <CancelBookingDialog
          booking={booking}
          onClose={() => setIsCancelling(false)}
          onDone={(text) => {
            setIsCancelling(false);
            onNotice({ tone: 'success', text });
          }}
        />
      ) : null}
    </div>
  );
}
