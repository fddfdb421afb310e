import { type Intent, Tag } from '@blueprintjs/core';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { MembershipState } from '../../../contract/membership';
import { formatTime } from '../../ui/format';

/** One message per state: every page says a membership in the same words. */
const MESSAGE = {
  none: 'membership.state.none',
  active: 'membership.state.active_until',
  expired: 'membership.state.expired_at',
} as const satisfies Record<MembershipState['state'], string>;

const INTENT: Record<MembershipState['state'], Intent> = {
  none: 'none',
  active: 'success',
  expired: 'warning',
};

/** A membership state in words: "未开通", "有效期至 …", "已于 … 到期". */
export function membershipLabel(intl: IntlShape, membership: MembershipState): string {
  switch (membership.state) {
    case 'none':
      return intl.formatMessage({ id: MESSAGE.none });
    case 'active':
      return intl.formatMessage({ id: MESSAGE.active }, { time: formatTime(intl, membership.until) });
    case 'expired':
      return intl.formatMessage({ id: MESSAGE.expired }, { time: formatTime(intl, membership.at) });
  }
}

/**
 * Where a membership stands, as the server answered it, drawn the same on the user list, the
 * customer's home, the buy page and an agent's customers.
 */
export function MembershipTag({ membership }: { membership: MembershipState }) {
  const intl = useIntl();
  return (
    <Tag minimal intent={INTENT[membership.state]} data-membership-state={membership.state}>
      {membershipLabel(intl, membership)}
    </Tag>
  );
}
