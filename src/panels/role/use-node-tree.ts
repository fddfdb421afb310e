import { useCallback, useEffect, useState } from 'react';
import type { MenuNode } from '../../../contract/areas/menu';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../../ui/load-state';

/**
 * The permission tree the user may grant (`role/node_tree`: every node for a super administrator),
 * loaded once per panel and again after the node editor changes it.
 */
export function useNodeTree(enabled: boolean) {
  const [state, setState] = useState<LoadState<MenuNode[]>>({ status: 'loading' });
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Keep showing the old tree while the new one loads, so an edit does not blank the editor.
    setState((previous) => (previous.status === 'ready' && revision > 0 ? previous : { status: 'loading' }));
    api.call('role/node_tree', {}).then(
      ({ tree }) => current && setState({ status: 'ready', data: tree }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [enabled, revision]);

  const reload = useCallback(() => setRevision((value) => value + 1), []);
  return { state, reload };
}
