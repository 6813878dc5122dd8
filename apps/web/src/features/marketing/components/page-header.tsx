import type { ReactNode } from 'react';

/** The coloured band at the top of a marketing page: its only h1 and a short introduction. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="bg-brand text-white">
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
