/** The look of a form control (input or select) and its label, shared by the field primitives. */
export const fieldBaseClass =
  'w-full rounded-lg border bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

export const fieldClass = `${fieldBaseClass} border-slate-500`;

/** A control whose value is wrong (aria-invalid): red border and ring instead of the grey border. */
export const invalidFieldClass = `${fieldBaseClass} border-red-700 ring-1 ring-red-700`;

export const fieldLabelClass = 'text-sm font-semibold text-slate-800';
