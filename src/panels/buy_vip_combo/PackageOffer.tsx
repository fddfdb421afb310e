import { AnchorButton, Button, Tooltip } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PackageCard } from '../../features/membership/PackageCard';
import {
  type Combo,
  type Membership,
  purchaseCost,
  purchasePlan,
} from '../../features/membership/purchase-plan';
import { formatMoney } from '../../features/money/money-format';

type PackageOfferProps = {
  combo: Combo;
  membership: Membership;
  balance: string;
  now: Date;
  /** Whether the user's role may buy; without it the cards only show what is sold. */
  canBuy: boolean;
  onBuy(combo: Combo): void;
  /** Opens the recharge page; undefined when the user cannot open it. */
  onRecharge?: () => void;
};

/**
 * A package with its buy button. A balance visibly below the price refuses at once, saying how much
 * is missing and offering the recharge page, instead of letting the buyer meet the server's refusal.
 */
export function PackageOffer({
  combo,
  membership,
  balance,
  now,
  canBuy,
  onBuy,
  onRecharge,
}: PackageOfferProps) {
  const intl = useIntl();
  const renews = purchasePlan(membership, combo, now).kind === 'extends';
  const cost = purchaseCost(balance, combo.price);
  const buyKey = renews ? 'buy_vip_combo.renew' : 'buy_vip_combo.buy';
  return (
    <PackageCard combo={combo} current={renews}>
      {canBuy &&
        (cost.affordable ? (
          <Button
            intent="primary"
            icon="shopping-cart"
            fill
            data-action="buy_vip_combo/buy"
            onClick={() => onBuy(combo)}
          >
            <FormattedMessage id={buyKey} />
          </Button>
        ) : (
          <>
            <Tooltip
              content={intl.formatMessage({ id: 'buy_vip_combo.insufficient' })}
              placement="top"
              targetTagName="div"
            >
              <AnchorButton icon="shopping-cart" fill disabled>
                <FormattedMessage id={buyKey} />
              </AnchorButton>
            </Tooltip>
            <span className="lc-package-short">
              <FormattedMessage
                id="buy_vip_combo.short_by"
                values={{ amount: `${formatMoney(intl, cost.shortBy)} USDT` }}
              />
            </span>
            {onRecharge && (
              <Button icon="bank-account" variant="outlined" fill onClick={onRecharge}>
                <FormattedMessage id="buy_vip_combo.recharge" />
              </Button>
            )}
          </>
        ))}
    </PackageCard>
  );
}
