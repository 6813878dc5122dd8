import {
  doctorDocumentSides,
  missingDoctorEvidence,
  type AdminDoctor,
  type DoctorDocumentSide,
  type DoctorEvidenceField,
} from '@hc/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { buttonTones, rowButtonClass } from '../../list-kit';
import { doctorDocumentUrl } from './api/doctors-api';
import { DOCTORS_NAMESPACE, useEvidenceList } from './doctor-ui';

// The identity evidence a pending doctor needs before Approve (the ID and licence numbers, both ID
// images: the same rule the server applies), shown to the approver, each image openable full size.

/** What the doctor lacks before they may be approved (none: Approve is open). */
export const missingEvidenceOf = (doctor: AdminDoctor): DoctorEvidenceField[] =>
  missingDoctorEvidence({
    idNumber: doctor.idNumber,
    licenceNumber: doctor.licenceNumber,
    documentSides: doctor.documents.map((document) => document.side),
  });

type DocumentImageProps = { doctor: AdminDoctor; side: DoctorDocumentSide; thumbnailClassName?: string };

/**
 * A stored ID image as a small lazy-loaded picture (fetched with the staff session's cookie, same
 * origin), in a button that opens it at full resolution in a dialog, with a link to the image alone.
 */
export function DocumentImage({ doctor, side, thumbnailClassName = 'h-16 w-24' }: DocumentImageProps) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const [isOpen, setOpen] = useState(false);
  const stored = doctor.documents.find((document) => document.side === side);
  if (!stored) return null;
  const url = doctorDocumentUrl(doctor.id, side, stored.uploadedAt);
  const alt = t(`evidence.alt.${side}`, { name: doctor.name });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t(`evidence.open.${side}`, { name: doctor.name })}
        className="w-fit rounded-md border border-slate-300 bg-slate-50 p-0.5 hover:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
      >
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={`${thumbnailClassName} rounded object-contain`}
        />
      </button>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title={alt}
        widthClassName="w-[min(96vw,80rem)]"
        footer={
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('evidence.openTab')}
          </a>
        }
      >
        {/* Full resolution: the image at its own size, scrolled when larger than the window. */}
        <div className="overflow-auto">
          <img src={url} alt={alt} className="h-auto max-w-none" />
        </div>
      </Dialog>
    </>
  );
}

/** Validate Doctors' evidence cell: the ID number, the licence number and the two ID images, each missing one said so. */
export function DoctorEvidence({ doctor }: { doctor: AdminDoctor }) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const missing = missingEvidenceOf(doctor);
  const missingText = <span className="font-semibold text-red-700">{t('evidence.missing')}</span>;
  return (
    <dl className="grid min-w-56 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">{t('form.idNumber')}</dt>
      <dd className="font-mono">{doctor.idNumber?.trim() ? doctor.idNumber : missingText}</dd>
      <dt className="text-slate-600">{t('form.licenceNumber')}</dt>
      <dd className="font-mono">{doctor.licenceNumber?.trim() ? doctor.licenceNumber : missingText}</dd>
      {doctor.verifiedBy ? (
        <>
          <dt className="text-slate-600">{t('evidence.submittedBy')}</dt>
          <dd className="break-all">{doctor.verifiedBy}</dd>
        </>
      ) : null}
      {doctorDocumentSides.map((side) => (
        <div key={side} className="contents">
          <dt className="text-slate-600">{t(`verify.${side}`)}</dt>
          <dd>{missing.includes(side) ? missingText : <DocumentImage doctor={doctor} side={side} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Approve, for a pending doctor: disabled, with the reason beside it (and given as its description),
 * while any of the evidence is missing, or when the caller submitted the verification (four eyes).
 */
export function ApproveButton({ doctor, onApprove }: { doctor: AdminDoctor; onApprove: () => void }) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const evidenceList = useEvidenceList();
  const reasonId = useId();
  const missing = missingEvidenceOf(doctor);
  const isOwnProposal = doctor.approvalRefusal === 'same_person';
  const isBlocked = missing.length > 0 || isOwnProposal;
  return (
    <>
      <button
        type="button"
        onClick={onApprove}
        disabled={isBlocked}
        aria-describedby={isBlocked ? reasonId : undefined}
        aria-label={t('row.approveLabel', { name: doctor.name })}
        className={`${rowButtonClass} ${buttonTones.approve}`}
      >
        {t('row.approve')}
      </button>
      {isBlocked ? (
        <span id={reasonId} className="basis-full text-xs text-slate-700">
          {missing.length > 0
            ? t('evidence.approveBlocked', { count: missing.length, missing: evidenceList(missing) })
            : t('evidence.sameProposer')}
        </span>
      ) : null}
    </>
  );
}
