import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { bindFieldErrors } from '../../lib/forms/field-error';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { DialogFooter, type DialogTone } from './dialog-footer';
import { ReasonField } from './reason-field';

/** The shared schema of an action that takes a reason, e.g. `facilitySuspendSchema`. */
export type ReasonSchema = ZodType<{ reason: string }, { reason: string }>;

export type ReasonDialogProps = {
  title: string;
  /** The label of the title bar's close button; the dialog's own when absent. */
  closeLabel?: string;
  widthClassName?: string;
  /** What the action does, above the reason. */
  message: ReactNode;
  /** Checks the reason here as the server does (required, at most `maxLength` characters). */
  schema: ReasonSchema;
  label: string;
  hint: string;
  maxLength: number;
  rows?: number;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: DialogTone;
  /** Sends the reason. If it rejects, the dialog stays open and shows why; otherwise it closes. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The text of a failure that is not about the reason (a 409, the network). */
  describeFailure: (error: unknown) => string;
  /** Cancel, Escape, the close button or the backdrop (ignored while the action runs), and after success. */
  onClose: () => void;
};

/**
 * Asks for the reason of an action (suspend, cancel…), then runs it. The reason takes the focus; the
 * server's field errors land on it and any other failure is shown in the dialog. Mount it while open,
 * so each opening starts afresh.
 */
export function ReasonDialog({
  title,
  closeLabel,
  widthClassName,
  message,
  schema,
  label,
  hint,
  maxLength,
  rows,
  cancelLabel,
  confirmLabel,
  busyLabel,
  tone = 'danger',
  onConfirm,
  describeFailure,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isMounted = useRef(true);
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const error = bindFieldErrors(t, form.formState.errors)('reason');
  const { setFocus } = form;

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // After the dialog's own opening, which would otherwise focus its close button.
  useEffect(() => setFocus('reason'), [setFocus]);

  const close = () => {
    if (!isBusy) onClose();
  };

  const send = async ({ reason }: { reason: string }) => {
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason);
    } catch (failed) {
      if (!isMounted.current) return;
      setIsBusy(false);
      if (applyServerErrors(form, failed, { fields: ['reason'] })) setFailure(describeFailure(failed));
      return;
    }
    if (isMounted.current) setIsBusy(false);
    // Even when the change has already unmounted the dialog (a final status hides the actions), the
    // opener must learn it is closed.
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      title={title}
      closeLabel={closeLabel}
      headerClassName="bg-white text-slate-900 border-b border-slate-200"
      widthClassName={widthClassName}
      footer={
        <DialogFooter
          form={formId}
          cancelLabel={cancelLabel}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          isBusy={isBusy}
          tone={tone}
          onCancel={close}
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        className="flex flex-col gap-3"
      >
        <p className="text-slate-800">{message}</p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <ReasonField
          label={label}
          hint={hint}
          error={error}
          maxLength={maxLength}
          rows={rows}
          registration={form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
