import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/use-document-title';

type FormPageProps = {
  /** The heading and the tab title ('Add Facility'). */
  title: string;
  /** Where the page came from: `{ to: '/admin-dashboard/facilities', label: 'Back to Facilities' }`. */
  back: { to: string; label: string };
  /** The form's submit handler, e.g. react-hook-form's `handleSubmit(save)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Shown on the submit button while saving ('Saving…' when absent). */
  submittingLabel?: string;
  isSubmitting?: boolean;
  /** The Cancel link (back to the list); 'Cancel' when absent. */
  cancelLabel?: string;
  /** A failure of the whole form (field errors stay with their fields). */
  error?: string | null;
  /** A line under the title. */
  description?: ReactNode;
  /** The fields, laid out two per row from medium screens (`md:col-span-2` for a wide one). */
  children: ReactNode;
};

/**
 * The shell of every back-office form page (Add Facility, Add Employee, New Claim...): a 'Back to …'
 * link, the title, the fields, a form-level error and a footer with Cancel and the submit button.
 * Validation and field errors belong to the section's react-hook-form form.
 */
export function FormPage({
  title,
  back,
  onSubmit,
  submitLabel,
  submittingLabel,
  isSubmitting = false,
  cancelLabel,
  error,
  description,
  children,
}: FormPageProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <section className="flex flex-col gap-6" aria-labelledby={titleId}>
      <Link
        to={back.to}
        className="inline-flex w-fit items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {back.label}
      </Link>
      <div>
        <h1 id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        aria-busy={isSubmitting || undefined}
        className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
        {error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Link
            to={back.to}
            className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {cancelLabel ?? t('form.cancel')}
          </Link>
          <button
            type="submit"
            disabled={isSubmitting}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {isSubmitting ? (submittingLabel ?? t('form.saving')) : submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
