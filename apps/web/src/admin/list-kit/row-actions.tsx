import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The small buttons of a table row ('Edit', 'Delete'...), links and buttons alike. */
export const rowButtonClass =
  'inline-flex items-center rounded-md border px-2.5 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** Colours of a bordered button, by what it does: a danger button deletes, ends or cancels. */
export const buttonTones = {
  brand: 'border-brand text-brand hover:bg-brand/10',
  danger: 'border-red-700 text-red-700 hover:bg-red-50',
  neutral: 'border-slate-400 text-slate-800 hover:bg-slate-100',
  approve: 'border-green-700 text-green-800 hover:bg-green-50',
} as const;

export type ButtonTone = keyof typeof buttonTones;

const rowButton = (tone: ButtonTone) => `${rowButtonClass} ${buttonTones[tone]}`;

type RowControlProps = {
  tone: ButtonTone;
  /**
   * What a screen reader hears: the action and the row ('Edit Amina Ngo'), since every row repeats
   * the same visible text.
   */
  label: string;
  children: ReactNode;
};

/** The row's buttons and links, side by side, wrapping on a narrow column. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap gap-2">{children}</span>;
}

/** A row action that opens a page ('Edit', 'Update'). */
export function RowLink({ to, tone, label, children }: RowControlProps & { to: string }) {
  return (
    <Link to={to} aria-label={label} className={rowButton(tone)}>
      {children}
    </Link>
  );
}

/** A row action done in place ('Delete', 'Approve', 'View'). */
export function RowButton({
  onClick,
  tone,
  label,
  disabled,
  title,
  children,
}: RowControlProps & { onClick: () => void; disabled?: boolean; title?: string | undefined }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-label={label}
      className={rowButton(tone)}
    >
      {children}
    </button>
  );
}
