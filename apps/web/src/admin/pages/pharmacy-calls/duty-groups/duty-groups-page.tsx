import type { DutyRota } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import { dutyRotasQueryOptions, useDeleteDutyRota } from '../api/duty-groups-api';
import {
  actionButtonClass,
  DataTable,
  ListPage,
  NoticeBanner,
  useConfirm,
  useReturnNotice,
  type Column,
  type Notice,
} from '../../../list-kit';
import { DUTY_GROUPS_NAMESPACE, GeneratePanel } from './generate-panel';
import { RotaForm } from './rota-form';
import { useRotaPlaces } from './rota-places';

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
  const { nameOf } = useRotaPlaces();
  const { ask } = confirm;
  const deleteRota = remove.mutateAsync;
  const [editing, setEditing] = useState<DutyRota | 'new' | null>(null);
  // What the last create, edit or delete came to (or what a page that sent us back here left).
  const returned = useReturnNotice();
  const [notice, setNotice] = useState<Notice | null>(returned);
  // When the form closes, the focus goes to the notice of what was saved, or back to the button that
  // opened it (found by its key).
  const noticeRef = useRef<HTMLDivElement>(null);
  const opener = useRef('new');
  const focusTarget = useRef<string | null>(null);
  // After the render that closed the form.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'notice') noticeRef.current?.focus();
    else document.querySelector<HTMLElement>(`[data-opener="${target}"]`)?.focus();
  });
  const open = useCallback((rota: DutyRota | 'new') => {
    opener.current = rota === 'new' ? 'new' : `edit-${rota.id}`;
    setNotice(null);
    setEditing(rota);
  }, []);

  // Kept between renders: the table renders its cells anew when the columns change, and a button
  // rendered anew loses the keyboard focus.
  const columns = useMemo<Column<DutyRota>[]>(
    () => [
      { key: 'name', header: t('list.name'), render: (rota) => rota.name },
      {
        key: 'place',
        header: t('list.place'),
        render: (rota) =>
          nameOf(rota) ??
          (rota.subdivisionId !== null
            ? t('place.subdivision', { id: rota.subdivisionId })
            : t('place.division', { id: rota.divisionId })),
      },
      {
        key: 'templates',
        header: t('list.templates'),
        render: (rota) => rota.templates.map((template) => t(`templates.${template}`)).join(' · '),
      },
      {
        key: 'groups',
        header: t('list.groups'),
        render: (rota) => t('list.groupCount', { count: rota.groups.length }),
      },
      {
        key: 'actions',
        header: t('list.actions'),
        render: (rota) => (
          <div className="flex gap-2">
            <button
              type="button"
              aria-label={t('list.editLabel', { name: rota.name })}
              data-opener={`edit-${rota.id}`}
              onClick={() => open(rota)}
              className="rounded-md border border-brand px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
            >
              {t('list.edit')}
            </button>
            <button
              type="button"
              aria-label={t('list.deleteLabel', { name: rota.name })}
              onClick={() =>
                ask({
                  title: t('confirmDelete.title'),
                  message: t('confirmDelete.message', { name: rota.name }),
                  confirmLabel: t('confirmDelete.confirm'),
                  tone: 'danger',
                  onConfirm: async () => {
                    await deleteRota(rota.id);
                    setNotice({ tone: 'success', text: t('list.deleted') });
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
    ],
    [t, nameOf, ask, deleteRota, open],
  );

  return (
    <ListPage
      title={t('title')}
      actions={
        <button type="button" data-opener="new" onClick={() => open('new')} className={actionButtonClass}>
          {t('list.add')}
        </button>
      }
      summary={<p className="text-slate-700">{t('intro')}</p>}
      meta={rotas.data?.meta}
      onPage={setPage}
    >
      <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
        <NoticeBanner notice={notice} />
      </div>
      {editing ? (
        <RotaForm
          key={editing === 'new' ? 'new' : editing.id}
          rota={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setNotice(message ? { tone: 'success', text: message } : null);
            focusTarget.current = message ? 'notice' : opener.current;
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
