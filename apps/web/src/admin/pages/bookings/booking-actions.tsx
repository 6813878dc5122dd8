import {
  BOOKING_REASON_MAX,
  bookingActionNames,
  bookingActions,
  bookingCancelSchema,
  bookingTransitions,
  type BookingAction,
  type BookingDetail,
} from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonTones, ReasonDialog, rowButtonClass, useConfirm, type ButtonTone } from '../../list-kit';
import { useBookingTransition } from './api/bookings-api';
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
 * cancelled and its slot freed.
 */
function CancelBookingDialog({ booking, onClose, onDone }: CancelDialogProps) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const transition = useBookingTransition();
  const errorText = useBookingErrorText();
  return (
    <ReasonDialog
      title={t('cancel.title', { id: booking.reference })}
      closeLabel={t('cancel.close')}
      widthClassName="w-[min(92vw,36rem)]"
      message={t('cancel.message', {
        id: booking.reference,
        patient: booking.patient.name,
        doctor: booking.doctor.name,
      })}
      schema={bookingCancelSchema}
      label={t('cancel.reason')}
      hint={t('cancel.reasonHint', { max: BOOKING_REASON_MAX })}
      maxLength={BOOKING_REASON_MAX}
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      busyLabel={t('cancel.busy')}
      onConfirm={async (reason) => {
        await transition.mutateAsync({ id: booking.id, action: 'cancel', reason });
        onDone(t('notices.cancel', { id: booking.reference }));
      }}
      describeFailure={errorText}
      onClose={onClose}
    />
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
          onDone={(text) => onNotice({ tone: 'success', text })}
        />
      ) : null}
    </div>
  );
}
