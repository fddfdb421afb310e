import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { websiteAtom } from '../../core/session/atoms';
import { refreshWebsite } from '../../core/session/refresh';
import { PublicFrame } from './PublicFrame';

/** How often the page looks whether maintenance is over. */
const RECHECK_MS = 30_000;

/**
 * `#/maintain`: the static maintenance notice of SPEC §1. It reads the site information on arrival
 * and then now and again, so once maintenance ends the reader gets the way back to the console.
 */
export function MaintainPage() {
  const website = useAtomValue(websiteAtom);
  useEffect(() => {
    const recheck = () => void refreshWebsite().catch(() => undefined);
    recheck();
    const timer = setInterval(recheck, RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const over = website !== null && !website.maintenance;
  return (
    <PublicFrame>
      <NonIdealState
        className="lc-public-state"
        icon={over ? 'tick-circle' : 'wrench'}
        title={<FormattedMessage id={over ? 'maintain.over' : 'maintain.title'} />}
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
        action={
          over ? (
            <AnchorButton href="#/customer" intent="primary" icon="arrow-right" data-action="maintain.back">
              <FormattedMessage id="maintain.back" />
            </AnchorButton>
          ) : undefined
        }
      />
    </PublicFrame>
  );
}
