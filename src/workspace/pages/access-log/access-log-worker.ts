import { type Remote, releaseProxy, wrap } from 'comlink';
import { useCallback, useEffect, useRef } from 'react';
import type { AccessLogIndex } from '../../../workers/access-log/classify';

type Connection = { worker: Worker; index: Remote<AccessLogIndex> };

/**
 * The page's classification worker, started on the first enquiry (most visits to the page never
 * get that far) and stopped when the page goes away.
 */
export function useAccessLogWorker(): () => Remote<AccessLogIndex> {
  const connection = useRef<Connection | null>(null);
  useEffect(
    () => () => {
      connection.current?.index[releaseProxy]();
      connection.current?.worker.terminate();
      connection.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (!connection.current) {
      const worker = new Worker(
        new URL('../../../workers/access-log/access-log.worker.ts', import.meta.url),
        {
          type: 'module',
          name: 'access-log',
        },
      );
      connection.current = { worker, index: wrap<AccessLogIndex>(worker) };
    }
    return connection.current.index;
  }, []);
}
