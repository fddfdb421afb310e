import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { PublicFrame } from './PublicFrame';

/** Any route the console does not know, including pages that are not built yet. */
export function NotFoundPage() {
  return (
    <PublicFrame>
      <NonIdealState
        className="lc-public-state"
        icon="path-search"
        title={<FormattedMessage id="not_found.title" />}
        description={<FormattedMessage id="not_found.description" />}
        action={
          <AnchorButton intent="primary" href="#/customer" icon="home">
            <FormattedMessage id="not_found.to_workspace" />
          </AnchorButton>
        }
      />
    </PublicFrame>
  );
}
