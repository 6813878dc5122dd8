import type { Ref } from 'react';

const confirmToneClass = {
  danger: 'bg-red-700 text-white hover:bg-red-800',
  default: 'bg-brand text-white hover:bg-brand-dark',
} as const;

/** 'danger' for destructive actions: a red confirm button. */
export type DialogTone = keyof typeof confirmToneClass;

type DialogFooterProps = {
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ('Suspending…'). */
  busyLabel: string;
  isBusy: boolean;
  tone: DialogTone;
  onCancel: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
} & (
  | {
      /** The id of the form the confirm button submits: the footer sits outside the dialog's body. */
      form: string;
      onConfirm?: never;
    }
  | { form?: never; onConfirm: () => void }
);

/**
 * The Cancel / confirm pair at the foot of a back-office dialog. Both are disabled while the action
 * runs, so it cannot be sent twice nor abandoned half-way.
 */
export function DialogFooter({
  cancelLabel,
  confirmLabel,
  busyLabel,
  isBusy,
  tone,
  onCancel,
  cancelRef,
  form,
  onConfirm,
}: DialogFooterProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        ref={cancelRef}
        type="button"
        onClick={onCancel}
        disabled={isBusy}
        className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        {cancelLabel}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onConfirm}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        className={`rounded-md px-4 py-2 font-semibold disabled:opacity-70 ${confirmToneClass[tone]}`}
      >
        {isBusy ? busyLabel : confirmLabel}
      </button>
    </div>
  );
}
