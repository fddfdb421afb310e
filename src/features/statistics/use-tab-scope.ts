import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { codeOfConfig, nameTab, rememberTabCode, type Scope } from './code-scope';

/**
 * The scope of a per-code statistics tab: its code comes from (and goes back to) the tab's saved
 * configuration, and the tab is named after it, so several tabs side by side tell themselves apart.
 * The group filter is a passing choice and is not saved.
 */
export function useTabScope(
  tabId: string,
  config: Record<string, unknown>,
  titleKey: MessageKey,
): [Scope, (scope: Scope) => void] {
  const intl = useIntl();
  const [scope, setScope] = useState<Scope>(() => ({ code: codeOfConfig(config), groupId: null }));
  const title = intl.formatMessage({ id: titleKey });
  const codeName = scope.code?.name;

  // Named again when the language changes, so the tab follows it.
  useEffect(() => {
    nameTab(tabId, codeName ? `${title} · ${codeName}` : titleKey);
  }, [tabId, title, titleKey, codeName]);

  const change = useCallback(
    (next: Scope) => {
      if (next.code?.id !== scope.code?.id) rememberTabCode(tabId, next.code);
      setScope(next);
    },
    [tabId, scope.code?.id],
  );
  return [scope, change];
}
