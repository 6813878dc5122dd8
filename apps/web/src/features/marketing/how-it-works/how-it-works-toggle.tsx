import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { ComingSoonBadge } from '../components/coming-soon-badge';
import { audiences, stepsByAudience, type Audience } from './steps';

/**
 * Spec 02 §2 and §4 (Services): a For Patients / For Providers switch (two toggle buttons with
 * aria-pressed) and, for the chosen audience, steps that each expand and collapse (disclosure pattern).
 */
export function HowItWorksToggle() {
  const { t } = useTranslation('marketing');
  const baseId = useId();
  const [audience, setAudience] = useState<Audience>('patients');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const choose = (next: Audience) => {
    setAudience(next);
    setExpanded(new Set());
  };
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby={`${baseId}-title`} className="mx-auto max-w-[1200px] px-4 py-12">
      <h2 id={`${baseId}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('howItWorks.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('howItWorks.intro')}</p>
      <div
        role="group"
        aria-label={t('howItWorks.audienceLabel')}
        className="mt-6 inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1"
      >
        {audiences.map((id) => {
          const isPressed = id === audience;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={isPressed}
              onClick={() => choose(id)}
              className={`rounded-md px-4 py-2 font-semibold ${
                isPressed ? 'bg-brand text-white shadow' : 'text-slate-800 hover:bg-white'
              }`}
            >
              {t(`howItWorks.${id}`)}
            </button>
          );
        })}
      </div>
      <ol className="mt-6 flex flex-col gap-3">
        {stepsByAudience[audience].map((step, index) => {
          const isOpen = expanded.has(step.id);
          const buttonId = `${baseId}-${audience}-${step.id}-button`;
          const regionId = `${baseId}-${audience}-${step.id}-region`;
          return (
            <li key={`${audience}-${step.id}`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={regionId}
                  onClick={() => toggle(step.id)}
                  className="flex w-full items-center gap-3 rounded-xl px-4 py-4 text-left hover:bg-slate-50"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-50 font-bold text-brand"
                  >
                    {index + 1}
                  </span>
                  <span className="flex flex-1 flex-wrap items-center gap-2">
                    <span>{t(`steps.${audience}.${step.id}.title`)}</span>
                    {step.comingSoon ? <ComingSoonBadge label={t('comingSoon')} /> : null}
                  </span>
                  <ChevronDownIcon
                    className={`h-5 w-5 shrink-0 text-slate-600 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={regionId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className="px-4 pb-4 pl-15 text-slate-700"
              >
                <p>{t(`steps.${audience}.${step.id}.text`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
