import './membership.css';
import { Icon, ProgressBar, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatTime } from '../../ui/format';
import { localizedName } from '../money/money-format';
import { isRunning, type Membership } from './purchase-plan';
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

/**
 * Where the caller's membership stands: the package (or the free tier) with its end, and how much
 * of the limits now in force is used. An ended package is named with its end date, so the reader
 * knows why the free tier's smaller limits apply.
 */
export function MembershipSummary({ membership, now }: { membership: Membership; now: Date }) {
  const intl = useIntl();
  const running = isRunning(membership, now);
  const { limits } = membership;
  const name =
    membership.combo_id === null ? (
      <FormattedMessage id="limit.free_tier" />
    ) : (
      localizedName(membership.combo_name, intl.locale)
    );
  return (
    <div className="lc-membership-summary">
      <div className="lc-membership-headline">
        <Icon icon="crown" className={running ? 'lc-membership-crown' : undefined} />
        <span className="lc-membership-name">{name}</span>
        {membership.combo_id !== null && (
          <Tag minimal intent={running ? 'success' : 'warning'}>
            <FormattedMessage id={running ? 'membership.active' : 'membership.expired'} />
          </Tag>
        )}
      </div>
      <p className="lc-membership-expiry">
        {membership.combo_id === null ? (
          <FormattedMessage id="membership.free_hint" />
        ) : running ? (
          <FormattedMessage
            id="membership.expires_at"
            values={{ time: formatTime(intl, membership.expire_time) }}
          />
        ) : (
          <FormattedMessage
            id="membership.expired_at"
            values={{ time: formatTime(intl, membership.expire_time) }}
          />
        )}
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
