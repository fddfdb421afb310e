import { Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';

/**
 * Said above the list when the embedded database answered: it has one connection, so the list
 * is empty by nature rather than because all is well with a real server.
 */
export function EmbeddedCallout({ messageKey }: { messageKey: MessageKey }) {
  return (
    <Callout intent="primary" icon="database" className="lc-db-embedded" data-testid="db-embedded">
      <FormattedMessage id={messageKey} />
    </Callout>
  );
}
