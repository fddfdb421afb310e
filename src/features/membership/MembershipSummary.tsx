import './membership.css';
import { Icon, ProgressBar, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizedName } from '../money/money-format';
import { MembershipTag } from './MembershipTag';
import { type Membership, runningPackage } from './purchase-plan';
import { usageOf } from './usage';

/** One limit with how much of it is taken: the count beside a bar that warns as it fills. */
function UsageBar({ label, used, max }: { label: ReactNode; used: number; max: number }) {
  const intl = useIntl();
  const usage = usageOf(used, max);
  return (
    <div className="lc-membership-usage">
      <span className="lc-membership-usage-label">{label}</span>
      <ProgressBar
        className="lc-membership-usage-bar"
        value={usage.ratio}
        intent={usage.intent}
        animate={false}
        stripes={false}
      />
      <span className={`lc-membership-usage-count${usage.full ? ' lc-membership-usage-full' : ''}`}>
        <FormattedMessage
          id="membership.used_of"
          values={{ used: intl.formatNumber(used), max: intl.formatNumber(max) }}
        />
      </span>
    </div>
  );
}

/** A fact of the limits that is not a count: detailed visits on or off, how long they are kept. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="lc-membership-usage">
      <span className="lc-membership-usage-label">{label}</span>
      <span className="lc-membership-fact">{children}</span>
    </div>
  );
}

/** What the state means for the codes and the limits, in a sentence under the headline. */
const HINT = {
  none: 'membership.free_hint',
  trial: 'membership.trial_hint',
  package: 'membership.renew_hint',
  expired: 'membership.expired_hint',
} as const;

function hintOf(state: Membership['state']): keyof typeof HINT {
  if (state.state === 'active') return state.package === null ? 'trial' : 'package';
  return state.state;
}

/**
 * Where the caller's membership stands: the package (or the free tier) with the state every page
 * shows, what that means for the codes, and how much of the limits now in force is used. An ended
 * package is named, so the reader knows why the free tier's smaller limits apply.
 */
export function MembershipSummary({ membership, now }: { membership: Membership; now: Date }) {
  const intl = useIntl();
  const running = runningPackage(membership, now) !== null;
  const { limits, state } = membership;
  const named = state.state === 'none' ? null : state.package;
  return (
    <div className="lc-membership-summary">
      <div className="lc-membership-headline">
        <Icon icon="crown" className={running ? 'lc-membership-crown' : undefined} />
        <span className="lc-membership-name">
          {named === null ? (
            <FormattedMessage id="limit.free_tier" />
          ) : (
            localizedName(named.name, intl.locale)
          )}
        </span>
        <MembershipTag membership={state} />
      </div>
      <p className="lc-membership-expiry">
        <FormattedMessage id={HINT[hintOf(state)]} />
      </p>
      <UsageBar
        label={<FormattedMessage id="membership.codes" />}
        used={membership.used_codes}
        max={limits.max_codes}
      />
      <UsageBar
        label={<FormattedMessage id="membership.domains" />}
        used={membership.used_domains}
        max={limits.max_domains}
      />
      <Fact label={<FormattedMessage id="membership.detailed_log" />}>
        <DetailedLog allowed={limits.detailed_log} />
      </Fact>
      <Fact label={<FormattedMessage id="membership.retention" />}>
        <FormattedMessage id="membership.retention_days" values={{ days: limits.retention_days }} />
      </Fact>
    </div>
  );
}

/** Whether visits are stored one by one, or only counted: a tag, since it changes what a code can show. */
export function DetailedLog({ allowed }: { allowed: boolean }) {
  return (
    <Tag minimal intent={allowed ? 'success' : 'none'} icon={allowed ? 'tick' : 'minus'}>
      <FormattedMessage id={allowed ? 'membership.detailed_log_on' : 'membership.detailed_log_off'} />
    </Tag>
  );
}
