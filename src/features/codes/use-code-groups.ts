import { useCallback, useEffect, useState } from 'react';
import type { CallOutput } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { canCall } from '../../core/permissions/use-can';

export type CodeGroup = CallOutput<'group/inquire'>['list'][number];

/** The most groups a picker offers; the contract's largest page. */
const GROUP_PAGE = 500;

/**
 * The caller's code groups for pickers and filters, larger sort first. Users without the group
 * list simply get none (the pickers then hide); a failure leaves the list empty rather than
 * breaking the panel around it.
 */
export function useCodeGroups(): { groups: CodeGroup[]; loaded: boolean; reload(): void } {
  const [groups, setGroups] = useState<CodeGroup[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    if (!canCall('group/inquire')) {
      setLoaded(true);
      return;
    }
    let current = true;
    api.call('group/inquire', { page: 1, page_size: GROUP_PAGE }).then(
      (data) => {
        if (!current) return;
        setGroups(data.list);
        setLoaded(true);
      },
      () => current && setLoaded(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { groups, loaded, reload };
}
