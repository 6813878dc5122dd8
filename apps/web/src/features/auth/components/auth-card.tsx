import type { ReactNode } from 'react';

/** The card the sign-in, sign-up and password pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export const primaryButton =
  'w-full rounded-md bg-brand px-4 py-2.5 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'block w-full rounded-md border-2 border-brand px-4 py-2 text-center font-semibold tracking-wide text-brand hover:bg-brand/10';
