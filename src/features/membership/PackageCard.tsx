import './membership.css';
import { Card, Icon, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, localizedName } from '../money/money-format';
import { DetailedLog } from './MembershipSummary';
import type { Combo } from './purchase-plan';

type PackageCardProps = {
  combo: Combo;
  /** The caller's running package: marked, and its button renews rather than buys. */
  current: boolean;
  /** The buying controls under the limits (a button, a reason it is refused). */
  children?: ReactNode;
};

/** A package on sale as a card: name, price for its days, and what it grants. */
export function PackageCard({ combo, current, children }: PackageCardProps) {
  const intl = useIntl();
  return (
    <Card className={`lc-package-card${current ? ' lc-package-card-current' : ''}`} compact>
      <div className="lc-package-head">
        <span className="lc-package-name">{localizedName(combo.name, intl.locale)}</span>
        {current && (
          <Tag intent="primary" minimal icon="crown">
            <FormattedMessage id="membership.current_badge" />
          </Tag>
        )}
      </div>
      <div className="lc-package-price">
        <span className="lc-package-amount">{formatMoney(intl, combo.price)}</span>
        <span className="lc-package-unit">
          <FormattedMessage id="membership.price_per" values={{ days: combo.days }} />
        </span>
      </div>
      <ul className="lc-package-limits">
        <li>
          <Icon icon="barcode" size={12} />
          <FormattedMessage id="membership.limit_codes" values={{ max: combo.max_codes }} />
        </li>
        <li>
          <Icon icon="globe-network" size={12} />
          <FormattedMessage id="membership.limit_domains" values={{ max: combo.max_domains }} />
        </li>
        <li>
          <Icon icon="history" size={12} />
          <FormattedMessage id="membership.limit_retention" values={{ days: combo.retention_days }} />
        </li>
        <li>
          <Icon icon="th-list" size={12} />
          <DetailedLog allowed={combo.detailed_log} />
        </li>
      </ul>
      {children && <div className="lc-package-actions">{children}</div>}
    </Card>
  );
}
