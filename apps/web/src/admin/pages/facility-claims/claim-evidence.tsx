import type { FacilityClaim } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { facilityClaimEvidenceUrl } from './api/facility-claims-api';
import { FACILITY_CLAIMS_NAMESPACE } from './claim-ui';

/**
 * The official document the requester sent, at a size staff can read on the page (the full width of
 * the section, at most 36rem high), with a link to the image alone at its own size. The alt text says
 * what the image is; staff read its content themselves.
 */
export function ClaimEvidence({ claim }: { claim: FacilityClaim }) {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  if (!claim.evidence) return <p className="text-slate-700">{t('claim.noEvidence')}</p>;
  // The claim's id names one image for good (a claim's evidence is never replaced).
  const url = facilityClaimEvidenceUrl(claim.id);
  return (
    <figure className="flex flex-col items-start gap-2">
      <img
        src={url}
        alt={t('claim.evidenceAlt', { name: claim.requester.name, facility: claim.facility.name })}
        decoding="async"
        className="h-auto max-h-[36rem] w-auto max-w-full rounded-md border border-slate-300 bg-slate-50 object-contain"
      />
      <figcaption className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand underline underline-offset-2"
        >
          {t('claim.openFullSize')}
          <span className="sr-only"> {t('claim.opensInNewTab')}</span>
        </a>
        <span>{t('claim.evidenceSize', { size: Math.max(1, Math.round(claim.evidence.size / 1024)) })}</span>
      </figcaption>
    </figure>
  );
}
