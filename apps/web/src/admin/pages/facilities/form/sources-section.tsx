import type { AdminFacility } from '@hc/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../format';

/** The groups of imported fields, in the order the form shows them (packages/db/src/seed/field-groups.ts). */
const fieldGroups = [
  'category',
  'type',
  'name',
  'place',
  'position',
  'phone',
  'website',
  'hours',
  'operator',
  'beds',
  'emergency',
  'verified',
  'aliases',
] as const;
/** Who gave a group: staff first, then the open datasets. */
const owners = ['staff', 'osm', 'public_mfl_2019'] as const;

const cellClass = 'px-3 py-2 align-top';

/**
 * Where a facility's data comes from (issue 33), read-only on the Edit page: each open-data record behind
 * it (which source, its key there, when retrieved, under which licence), how far its position can be
 * trusted, the other names it is searched by, and which groups of fields staff changed (never overwritten
 * by an import) and which a source gave.
 */
export function SourcesSection({ facility }: { facility: AdminFacility }) {
  const { t } = useTranslation('facility-form');
  const format = useAdminFormat();
  const titleId = useId();
  const { sourceRecords, aliases, fieldSources, locationPrecision } = facility;
  const groupName = (group: string) => t(`sources.groups.${group}`, { defaultValue: group });
  // Known groups in the form's order, then any other the server names.
  const groups = [
    ...fieldGroups,
    ...Object.keys(fieldSources).filter((group) => !fieldGroups.includes(group as never)),
  ];
  const byOwner = [
    ...owners,
    ...new Set(Object.values(fieldSources).filter((owner) => !owners.includes(owner as never))),
  ]
    .map((owner) => ({ owner, groups: groups.filter((group) => fieldSources[group] === owner) }))
    .filter((entry) => entry.groups.length > 0);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4 md:col-span-2"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('sources.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('sources.intro')}</p>
      {sourceRecords.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('sources.records')}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className={cellClass}>
                  {t('sources.columns.source')}
                </th>
                <th scope="col" className={cellClass}>
                  {t('sources.columns.key')}
                </th>
                <th scope="col" className={cellClass}>
                  {t('sources.columns.retrieved')}
                </th>
                <th scope="col" className={cellClass}>
                  {t('sources.columns.licence')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sourceRecords.map((record) => (
                <tr key={`${record.source}:${record.sourceKey}`} className="border-b border-slate-200">
                  <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
                    {t(`sources.names.${record.source}`)}
                  </th>
                  <td className={`${cellClass} font-mono break-all`}>{record.sourceKey}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{format.date(record.retrievedOn)}</td>
                  <td className={cellClass}>{record.licence}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-800">{t('sources.noRecords')}</p>
      )}
      <dl className="grid gap-2 text-sm sm:grid-cols-[14rem_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-700">{t('sources.precision')}</dt>
        <dd className="text-slate-900">{t(`sources.precisions.${locationPrecision}`)}</dd>
        <dt className="font-semibold text-slate-700">{t('sources.aliases')}</dt>
        <dd className="text-slate-900">{aliases.length > 0 ? aliases.join(' · ') : t('sources.noAliases')}</dd>
        {byOwner.length > 0 ? (
          byOwner.map(({ owner, groups: owned }) => (
            <div key={owner} className="contents">
              <dt className="font-semibold text-slate-700">{t(`sources.owners.${owner}`, { defaultValue: owner })}</dt>
              <dd className="text-slate-900">{owned.map(groupName).join(', ')}</dd>
            </div>
          ))
        ) : (
          <>
            <dt className="font-semibold text-slate-700">{t('sources.fields')}</dt>
            <dd className="text-slate-900">{t('sources.noOwners')}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
