import type { DutyRota } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/ui/form-alert';
import { describeError } from '../../../../lib/describe-error';
import { dutyRotasQueryOptions, useDeleteDutyRota } from '../../../api/duty-groups-api';
import { actionButtonClass, DataTable, ListPage, useConfirm, type Column } from '../../../list-kit';
import { DUTY_GROUPS_NAMESPACE, GeneratePanel } from './generate-panel';
import { RotaForm } from './rota-form';

/**
 * Pharmacy duty groups (issue 10): each town's rota of groups taking turns week by week, a form to
 * create or edit one, and the Generate panel that turns the rotas into on-call periods (preview first).
 */
export function DutyGroupsPage() {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const rotas = useQuery(dutyRotasQueryOptions(page));
  const remove = useDeleteDutyRota();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<DutyRota | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: Column<DutyRota>[] = [
    { key: 'name', header: t('list.name'), render: (rota) => rota.name },
    {
      key: 'place',
      header: t('list.place'),
      render: (rota) =>
        rota.subdivisionId !== null
          ? t('place.subdivision', { id: rota.subdivisionId })
          : t('place.division', { id: rota.divisionId }),
    },
    {
      key: 'templates',
      header: t('list.templates'),
      render: (rota) => rota.templates.map((template) => t(`templates.${template}`)).join(' · '),
    },
    { key: 'groups', header: t('list.groups'), render: (rota) => t('list.groupCount', { count: rota.groups.length }) },
    {
      key: 'actions',
      header: t('list.actions'),
      render: (rota) => (
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={t('list.editLabel', { name: rota.name })}
            onClick={() => {
              setNotice(null);
              setEditing(rota);
            }}
            className="rounded-md border border-brand px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
          >
            {t('list.edit')}
          </button>
          <button
            type="button"
            aria-label={t('list.deleteLabel', { name: rota.name })}
            onClick={() =>
              confirm.ask({
                title: t('confirmDelete.title'),
                message: t('confirmDelete.message', { name: rota.name }),
                confirmLabel: t('confirmDelete.confirm'),
                tone: 'danger',
                onConfirm: async () => {
                  await remove.mutateAsync(rota.id);
                  setNotice(t('list.deleted'));
                },
              })
            }
            className="rounded-md border border-red-700 px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('list.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        <button
          type="button"
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
          className={actionButtonClass}
        >
          {t('list.add')}
        </button>
      }
      summary={<p className="text-slate-700">{t('intro')}</p>}
      meta={rotas.data?.meta}
      onPage={setPage}
    >
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {editing ? (
        <RotaForm
          key={editing === 'new' ? 'new' : editing.id}
          rota={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setNotice(message || null);
          }}
        />
      ) : null}
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={rotas.data?.data}
        rowKey={(rota) => rota.id}
        isPending={rotas.isPending}
        isFetching={rotas.isFetching}
        error={rotas.isError ? `${t('list.error')}: ${describeError(rotas.error, tc)}` : null}
        onRetry={() => void rotas.refetch()}
        loadingText={t('list.loading')}
        emptyText={t('list.empty')}
      />
      <GeneratePanel />
      {confirm.dialog}
    </ListPage>
  );
}
