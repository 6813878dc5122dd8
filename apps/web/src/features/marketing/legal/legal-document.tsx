import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactDetails } from '../contact/contact-details';

export type LegalSection = { title: string; paragraphs?: string[]; items?: string[] };
type LegalDocumentText = { updated: string; intro: string; sections: LegalSection[] };

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads a document of the 'legal' catalog (privacy or terms), tolerating a malformed entry. */
function readDocument(value: unknown): LegalDocumentText {
  const doc = (value ?? {}) as Partial<Record<keyof LegalDocumentText, unknown>>;
  const sections = Array.isArray(doc.sections) ? doc.sections : [];
  return {
    updated: typeof doc.updated === 'string' ? doc.updated : '',
    intro: typeof doc.intro === 'string' ? doc.intro : '',
    sections: sections.map((section: Partial<Record<keyof LegalSection, unknown>>) => ({
      title: typeof section.title === 'string' ? section.title : '',
      paragraphs: asList(section.paragraphs),
      items: asList(section.items),
    })),
  };
}

/** A policy page: its h1, the date it was last changed, numbered sections, and how to reach us. */
export function LegalDocument({ documentKey, title }: { documentKey: 'privacy' | 'terms'; title: string }) {
  const { t } = useTranslation('legal');
  const doc = readDocument(t(documentKey, { returnObjects: true }));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime="2026-11-22">{doc.updated}</time>
      </p>
      <p className="mt-6 text-lg text-slate-800">{doc.intro}</p>
      {doc.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`${documentKey}-section-${index}`} className="mt-8">
          <h2 id={`${documentKey}-section-${index}`} className="text-xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.items && section.items.length > 0 ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section aria-labelledby={`${documentKey}-contact`} className="mt-10 rounded-xl bg-slate-50 p-6">
        <h2 id={`${documentKey}-contact`} className="text-xl font-bold text-slate-900">
          {t('contactTitle')}
        </h2>
        <p className="mt-3 text-slate-800">
          {t('contactText')} {/* The address is one long word: it wraps rather than widen a 320 px screen. */}
          <a href={`mailto:${contactDetails.email}`} className="font-semibold wrap-anywhere text-brand underline">
            {contactDetails.email}
          </a>
          {' · '}
          <Link to="/contact-us" className="font-semibold text-brand underline">
            {t('contactPage')}
          </Link>
        </p>
      </section>
    </article>
  );
}
