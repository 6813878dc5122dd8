import type { Db } from '@hc/db';
import type { CrashReport, CrashStatus } from '@hc/shared';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { updateCrashStatus } from './analytics.repository';
import { toCrashReport } from './app-analytics';

/** Staff mark a crash report resolved, or open again; who and when are kept on it and in the system log. */
export async function setCrashStatus(
  deps: { db: Db; clock: Clock },
  context: RequestContext,
  id: number,
  status: CrashStatus,
): Promise<CrashReport> {
  const now = deps.clock();
  const row = await updateCrashStatus(deps.db, id, {
    status,
    statusChangedBy: context.session?.user.id ?? null,
    statusChangedAt: now,
  });
  if (!row) throw notFound('No crash report with this id');
  await logRequestEvent(deps, context, {
    level: 'INFO',
    source: 'PERFORMANCE',
    message: `Crash report #${row.id} marked ${status}: ${row.message.slice(0, 120)}`,
    event: {
      key: status === 'resolved' ? 'crashReport.resolved' : 'crashReport.reopened',
      params: { id: row.id, summary: row.message.slice(0, 120) },
    },
    details: { crashReportId: row.id, status },
  });
  return toCrashReport(row);
}
