import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-amber-100 text-amber-900',
  blue: 'bg-blue-100 text-blue-800',
  grey: 'bg-slate-100 text-slate-800',
} as const;

/** A small status label; colours pass AA contrast on their backgrounds. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
