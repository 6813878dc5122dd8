import {
  isSystemLogEventKey,
  systemLogCodes,
  systemLogEventParams,
  type LogEntry,
  type SystemLogParamKind,
} from '@hc/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../format';

type Value = string | number;

const isCode = (kind: SystemLogParamKind): kind is keyof typeof systemLogCodes => kind in systemLogCodes;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A log entry's message in the reader's language (issue 36): its event's text (`systemLogEvents.<key>`)
 * with each value shown as its kind says. A row without an event, with an event this version does not
 * know, or without one of the values its event names shows the message stored with it.
 */
export function useLogMessage(): (entry: LogEntry) => string {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();

  const show = useCallback(
    (kind: SystemLogParamKind, value: Value): Value => {
      if (kind === 'number') return typeof value === 'number' ? format.number(value) : value;
      // A value that is not what its kind says (a pseudonymised one) is shown as it came.
      if (kind === 'time')
        return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? format.dateTime(value) : value;
      if (kind === 'date') return typeof value === 'string' && isDay(value) ? format.date(value) : value;
      if (isCode(kind) && (systemLogCodes[kind] as readonly Value[]).includes(value))
        return t(`systemLogValues.${kind}.${value}`);
      return value;
    },
    [t, format],
  );

  return useCallback(
    (entry: LogEntry) => {
      const { eventKey: key, eventParams: params } = entry;
      if (!key || !isSystemLogEventKey(key)) return entry.message;
      const values: Record<string, Value> = {};
      for (const [name, kind] of Object.entries<SystemLogParamKind>(systemLogEventParams[key])) {
        const value = params?.[name];
        if (value === undefined) return entry.message;
        values[name] = value === null ? '?' : show(kind, value);
      }
      const count = params?.count;
      // `replace`: the values are only interpolated, never read as options (a value named `lng` or `ns`).
      return t(`systemLogEvents.${key}`, {
        replace: values,
        ...(typeof count === 'number' ? { count } : {}),
        defaultValue: entry.message,
      });
    },
    [t, show],
  );
}
