import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 250;

/**
 * What the server finds for what was typed, asked once the typing pauses; busy while asking. A
 * failed search finds nothing. `search` must keep its identity between renders (a module-level
 * function), or every render would ask again.
 */
export function useRemoteSearch<T>(query: string, search: (query: string) => Promise<T[]>) {
  const [result, setResult] = useState<{ items: T[]; busy: boolean }>({ items: [], busy: true });
  useEffect(() => {
    let current = true;
    setResult((previous) => ({ ...previous, busy: true }));
    const timer = setTimeout(() => {
      search(query.trim()).then(
        (items) => current && setResult({ items, busy: false }),
        () => current && setResult({ items: [], busy: false }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  return result;
}
