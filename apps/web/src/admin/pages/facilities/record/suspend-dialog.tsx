import { facilitySuspendSchema, type AdminFacility } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { useSuspendFacility } from '../api/facilities-api';
import { ReasonDialog } from '../../../list-kit';
import { FACILITIES_NAMESPACE, useFacilityErrorText } from '../list/facility-ui';

const REASON_MAX = facilitySuspendSchema.shape.reason.maxLength ?? 500;

type SuspendDialogProps = {
  facility: Pick<AdminFacility, 'id' | 'name'>;
  onClose: () => void;
  /** After the server has accepted the suspension; the dialog then closes through `onClose`. */
  onSuspended: () => void;
};

/**
 * Suspends a facility (it leaves every public list) with the reason, which is required and at most
 * 500 characters: the shared `facilitySuspendSchema` checks it here and on the server. Mounted while
 * open, so each opening starts afresh.
 */
export function SuspendDialog({ facility, onClose, onSuspended }: SuspendDialogProps) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const suspend = useSuspendFacility();
  const errorText = useFacilityErrorText();
  return (
    <ReasonDialog
      title={t('suspend.title', { name: facility.name })}
      message={t('suspend.text')}
      schema={facilitySuspendSchema}
      label={t('suspend.reason')}
      hint={t('suspend.reasonHint', { max: REASON_MAX })}
      maxLength={REASON_MAX}
      rows={4}
      cancelLabel={t('suspend.cancel')}
      confirmLabel={t('suspend.confirm')}
      busyLabel={t('suspend.busy')}
      onConfirm={async (reason) => {
        await suspend.mutateAsync({ id: facility.id, reason });
        onSuspended();
      }}
      describeFailure={(error) => errorText(error, 'suspend')}
      onClose={onClose}
    />
  );
}
