import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { newRequestId } from '../../core/api/request-id';
import { showToast } from '../../core/toaster';
import {
  type Combo,
  type Membership,
  purchaseCost,
  purchasePlan,
} from '../../features/membership/purchase-plan';
import { refreshSessionMoney } from '../../features/membership/session-money';
import { formatMoney, localizedName } from '../../features/money/money-format';
import { formatTime } from '../../ui/format';

type BuyDialogProps = {
  combo: Combo;
  membership: Membership;
  balance: string;
  onClose(): void;
  /** After the purchase: the page reads the membership and balance again. */
  onBought(): void;
};

/** What the purchase does to the membership, in one sentence, before anything is paid. */
function PlanCallout({ combo, membership }: Pick<BuyDialogProps, 'combo' | 'membership'>) {
  const intl = useIntl();
  const plan = purchasePlan(membership, combo, new Date());
  if (plan.kind === 'extends') {
    return (
      <Callout intent="primary" icon="time" className="lc-buy-plan">
        <FormattedMessage
          id="buy_vip_combo.plan_extends"
          values={{ from: formatTime(intl, plan.from), until: formatTime(intl, plan.until) }}
        />
      </Callout>
    );
  }
  if (plan.replaces) {
    return (
      <Callout intent="warning" icon="swap-horizontal" className="lc-buy-plan">
        <FormattedMessage
          id="buy_vip_combo.plan_replaces"
          values={{
            current: localizedName(plan.replaces, intl.locale),
            until: formatTime(intl, plan.until),
          }}
        />
      </Callout>
    );
  }
  return (
    <Callout intent="primary" icon="play" className="lc-buy-plan">
      <FormattedMessage id="buy_vip_combo.plan_starts" values={{ until: formatTime(intl, plan.until) }} />
    </Callout>
  );
}

/**
 * The confirmation of a purchase: the price, the balance it leaves and what happens to the
 * membership, said before paying. The dialog holds one request id from opening to closing, so a
 * double click or a retry after a lost answer buys once.
 */
export function BuyDialog({ combo, membership, balance, onClose, onBought }: BuyDialogProps) {
  const intl = useIntl();
  const [requestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cost = purchaseCost(balance, combo.price);
  const name = localizedName(combo.name, intl.locale);
  const usdt = (amount: string) => `${formatMoney(intl, amount)} USDT`;

  const buy = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const bought = await api.call('buy_vip_combo/buy', { combo_id: combo.id, request_id: requestId });
      refreshSessionMoney({ balance: bought.balance, member_expire_time: bought.member_expire_time });
      showToast(
        'success',
        intl.formatMessage(
          { id: 'buy_vip_combo.bought' },
          { name, until: formatTime(intl, bought.member_expire_time) },
        ),
      );
      onBought();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={intl.formatMessage({ id: 'buy_vip_combo.confirm_title' }, { name })}
      icon="crown"
      canOutsideClickClose={false}
    >
      <DialogBody>
        {failure && (
          <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
            {failure}
          </Callout>
        )}
        <HTMLTable compact className="lc-buy-sum">
          <tbody>
            <tr>
              <th>
                <FormattedMessage id="buy_vip_combo.package" />
              </th>
              <td>
                <FormattedMessage id="buy_vip_combo.package_days" values={{ name, days: combo.days }} />
              </td>
            </tr>
            <tr>
              <th>
                <FormattedMessage id="buy_vip_combo.price" />
              </th>
              <td className="lc-buy-amount">{usdt(combo.price)}</td>
            </tr>
            <tr>
              <th>
                <FormattedMessage id="buy_vip_combo.balance" />
              </th>
              <td className="lc-buy-amount">{usdt(balance)}</td>
            </tr>
            <tr>
              <th>
                <FormattedMessage id="buy_vip_combo.balance_after" />
              </th>
              <td className="lc-buy-amount">
                {cost.affordable ? (
                  <strong>{usdt(cost.balanceAfter)}</strong>
                ) : (
                  <FormattedMessage id="buy_vip_combo.short_by" values={{ amount: usdt(cost.shortBy) }} />
                )}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        <PlanCallout combo={combo} membership={membership} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={busy} text={<FormattedMessage id="action.cancel" />} />
            <Button
              intent="primary"
              icon="tick"
              loading={busy}
              disabled={!cost.affordable}
              data-action="buy_vip_combo/buy"
              onClick={() => void buy()}
              text={<FormattedMessage id="buy_vip_combo.pay" values={{ amount: usdt(combo.price) }} />}
            />
          </>
        }
      />
    </Dialog>
  );
}
