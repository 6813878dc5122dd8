import { useEffect, useState } from 'react';
import type * as ServiceCatalogue from './service-catalogue';

type Catalogue = typeof ServiceCatalogue;
let loaded: Catalogue | null = null;

/**
 * A facility's services named in the reader's language. The catalogue (some 55 names in two
 * languages) is fetched on first use, outside the page's first load; until it is there the answer
 * is null, so nothing is shown rather than raw codes.
 */
export function useServiceNames(values: readonly string[], language: string): string[] | null {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(loaded);
  const isWanted = values.length > 0 && catalogue === null;
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    void import('./service-catalogue').then((module) => {
      loaded = module;
      if (isCurrent) setCatalogue(module);
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);
  if (values.length === 0) return [];
  return catalogue ? values.map((value) => catalogue.serviceName(value, language)) : null;
}
