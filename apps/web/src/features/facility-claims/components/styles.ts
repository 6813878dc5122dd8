/** The claim flow's buttons and card (the auth pages' look; features do not import each other). */
export const primaryButton =
  'w-full rounded-md bg-brand px-4 py-2.5 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto';
export const secondaryButton =
  'block w-full rounded-md border-2 border-brand px-4 py-2 text-center font-semibold tracking-wide text-brand hover:bg-brand/10 sm:inline-block sm:w-auto';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
export const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';
