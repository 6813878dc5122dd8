import { useCallback } from 'react';
import { SelectField, type ControlledSelectFieldProps } from '../../components/ui/select-field';
import { SearchBox } from './search-box';
import type { ListParams } from './use-list-params';

/** A list whose URL query the section's schema has parsed (`useListParams(schema)`). */
type ParsedList<Query> = Pick<ListParams, 'update'> & { query: Query };

type ListSearchProps = {
  list: ParsedList<{ q?: string | undefined }>;
  label: string;
  placeholder: string;
};

/** The list's search, kept in the URL as `q`; a new search goes back to page 1. */
export function ListSearch({ list, label, placeholder }: ListSearchProps) {
  const { update } = list;
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  return <SearchBox label={label} placeholder={placeholder} value={list.query.q ?? ''} onSearch={onSearch} />;
}

type ListSelectProps<Key extends string> = Omit<ControlledSelectFieldProps, 'value' | 'onChange'> & {
  list: ParsedList<{ [K in NoInfer<Key>]?: string | undefined }>;
  /** The URL key the select keeps its choice in ('status'). */
  name: Key;
};

/**
 * A filter select kept in the URL under `name`. It shows the parsed value, so a value the schema
 * refused shows as the placeholder ('All statuses'), as the server reads it.
 */
export function ListSelect<Key extends string>({ list, name, ...select }: ListSelectProps<Key>) {
  return (
    <SelectField {...select} value={list.query[name] ?? ''} onChange={(value) => list.update({ [name]: value })} />
  );
}
