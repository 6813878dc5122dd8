import type { ClaimStatus } from '@hc/shared';
import { hasPermission } from '@hc/shared/permissions';
import { useCallback, useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/api/session';
import { useAdminFormat } from '../../format';
import { Badge } from '../badge';

// Parts the Claims list, Claim Details and New Claim share.

export const CLAIMS_NAMESPACE = 'claims';
export const claimsPath = '/admin-dashboard/claims';
export const newClaimPath = `${claimsPath}/new`;
export const bookingPath = (id: number) => `/admin-dashboard/bookings/${id}`;

/** Spec 02 §4: a status is shown with its underscores as spaces and each word capitalised ('In Progress'). */
export const statusWords = (status: string) =>
  status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const statusTone = { open: 'blue', in_progress: 'yellow', resolved: 'green', rejected: 'red' } as const;

/** The status in the reader's language (English: the spec's rule, e.g. 'In Progress'). */
export function useClaimStatusLabel() {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  return useCallback((status: ClaimStatus) => t(`statuses.${status}`, { defaultValue: statusWords(status) }), [t]);
}

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const label = useClaimStatusLabel();
  return <Badge tone={statusTone[status]}>{label(status)}</Badge>;
}

/** Whether the signed-in account may file and move claims (admin and support). */
export function useCanWriteClaims(): boolean {
  const { user } = useSession();
  return !!user && hasPermission(user.role, 'claims:write');
}

/** Instants in the reader's language, always in Cameroon's time (the back-office format helper's). */
export function useDoualaFormat() {
  const format = useAdminFormat();
  return { date: format.day, dateTime: format.dateTime };
}

/** What a failed change is told as: moved meanwhile (409), gone (404), else the API's error. */
export function useClaimErrorText() {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const { t: tc } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        if (error.status === 409 && !error.fields?.length) return t('errors.conflict');
        if (error.status === 404) return t('errors.notFound');
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc],
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
};

/** A labelled textarea with its hint and error tied to it for assistive technology. */
export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1 md:col-span-2">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        {...textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={error ? invalidFieldClass : fieldClass}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
