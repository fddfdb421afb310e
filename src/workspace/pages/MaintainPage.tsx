import { NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { PublicFrame } from './PublicFrame';

/** `#/maintain`: the static maintenance notice of SPEC §1. */
export function MaintainPage() {
  return (
    <PublicFrame>
      <NonIdealState
        className="lc-public-state"
        icon="wrench"
        title={<FormattedMessage id="maintain.title" />}
        description={
          <div className="lc-maintain-text">
            <p>
              <FormattedMessage id="maintain.watch_group" />
            </p>
            <p>
              <FormattedMessage id="maintain.recovery" />
            </p>
          </div>
        }
      />
    </PublicFrame>
  );
}
