import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { describeError } from '../../lib/describe-error';
import { DialogFooter, type DialogTone } from './dialog-footer';

export type ConfirmOptions = {
  title: string;
  /** 'Are you sure you want to delete this facility?' */
  message: ReactNode;
  /** The confirm button ('Delete', 'Approve'); 'Confirm' when absent. */
  confirmLabel?: string;
  /** Shown on the confirm button while the action runs ('Deleting…'). */
  busyLabel?: string;
  cancelLabel?: string;
  tone?: DialogTone;
  /** The action. If it throws (or rejects), the dialog stays open and shows why. */
  onConfirm: () => unknown;
  /** The text for a failure; by default the API error, described as everywhere else. */
  describeFailure?: (error: unknown) => string;
};

type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  /** Cancel, Escape, the close button or the backdrop (ignored while the action runs), and after success. */
  onClose: () => void;
};

/**
 * Asks before an action (spec 02 §4: 'Are you sure you want to delete this facility?'). On the native
 * modal dialog: focus stays inside, Escape cancels, focus returns to the button that opened it. The
 * confirm button shows the busy state while the action runs; a failure is shown inside the dialog.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  describeFailure,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [openedAt, setOpenedAt] = useState(open);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isMounted = useRef(true);

  // Each opening starts afresh.
  if (open !== openedAt) {
    setOpenedAt(open);
    setIsBusy(false);
    setFailure(null);
  }

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // The safe choice first: Cancel has the focus when the dialog opens (after the dialog's own effect).
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  const close = () => {
    if (!isBusy) onClose();
  };

  const confirm = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      if (isMounted.current) {
        setIsBusy(false);
        onClose();
      }
    } catch (error) {
      if (!isMounted.current) return;
      setIsBusy(false);
      setFailure(describeFailure ? describeFailure(error) : describeError(error, tc));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      headerClassName="bg-white text-slate-900 border-b border-slate-200"
      footer={
        <DialogFooter
          cancelRef={cancelRef}
          cancelLabel={cancelLabel ?? t('list.confirm.cancel')}
          confirmLabel={confirmLabel ?? t('list.confirm.confirm')}
          busyLabel={busyLabel ?? t('list.confirm.busy')}
          isBusy={isBusy}
          tone={tone}
          onCancel={close}
          onConfirm={() => void confirm()}
        />
      }
    >
      <div className="flex flex-col gap-3 text-slate-800">
        <div>{message}</div>
        {failure ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * One confirmation dialog for a whole list: `confirm.ask({ title, message, onConfirm })` from any row
 * action, and `{confirm.dialog}` rendered once in the page.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const ask = useCallback((options: ConfirmOptions) => {
    setRequest(options);
    setIsOpen(true);
  }, []);
  const dialog = request ? <ConfirmDialog {...request} open={isOpen} onClose={() => setIsOpen(false)} /> : null;
  return { ask, dialog, isOpen };
}
