import { Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { userInfoAtom } from '../../core/session/atoms';
import { formatTime } from '../../ui/format';

/**
 * Tells a suspended user why the console refuses their changes and their codes do not serve,
 * above every panel, for as long as the suspension lasts (the server refuses the writes anyway).
 */
export function SuspensionBanner() {
  const intl = useIntl();
  const suspension = useAtomValue(userInfoAtom)?.suspension;
  if (!suspension) return null;
  const message =
    suspension.expires_at === null
      ? intl.formatMessage({ id: 'abuse_suspension.banner_forever' }, { reason: suspension.reason })
      : intl.formatMessage(
          { id: 'abuse_suspension.banner_until' },
          { reason: suspension.reason, time: formatTime(intl, suspension.expires_at) },
        );
  return (
    <Callout
      intent="danger"
      icon="disable"
      className="lc-suspension-banner"
      title={intl.formatMessage({ id: 'abuse_suspension.banner_title' })}
    >
      {message}
    </Callout>
  );
}
