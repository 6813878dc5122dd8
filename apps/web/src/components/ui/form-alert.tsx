import type { ReactNode } from 'react';

/**
 * A message about a whole form, announced when it appears: an error (`role="alert"`) or a success
 * (`role="status"`), shown only once the server has answered.
 */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
    >
      {children}
    </p>
  );
}
