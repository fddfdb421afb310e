import './pay-config.css';
import { Card, Icon, type IconName, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_PAY_CONFIG, PaymentConfirmation } from '../../../contract/areas/money';
import { payConfigAtom } from '../../core/session/atoms';
import type { MessageKey } from '../../i18n/catalogues';
import { FormCell } from '../../ui/form-grid';
import { PanelLink } from '../../ui/PanelLink';
import type { SettingContext } from '../../ui/settings/settings-definition';

type Mode = (typeof PaymentConfirmation)[keyof typeof PaymentConfirmation];

const MODES: readonly { mode: Mode; icon: IconName; titleKey: MessageKey; bodyKey: MessageKey }[] = [
  {
    mode: PaymentConfirmation.manual,
    icon: 'person',
    titleKey: 'pay_config.mode_manual_title',
    bodyKey: 'pay_config.mode_manual_body',
  },
  {
    mode: PaymentConfirmation.chain,
    icon: 'link',
    titleKey: 'pay_config.mode_chain_title',
    bodyKey: 'pay_config.mode_chain_body',
  },
];

/**
 * The two ways recharges are confirmed, side by side, the one in use marked. The way is the
 * server's configuration (a chain watcher or none), not a setting saved here, so it is read from
 * what the console learnt at sign-in; the confirmations follow the form as it is edited.
 */
export function PaymentModes({ values }: SettingContext) {
  const active = useAtomValue(payConfigAtom)?.confirmation ?? null;
  const typed = Number(values.confirmations);
  const count = Number.isInteger(typed) && typed > 0 ? typed : DEFAULT_PAY_CONFIG.confirmations;
  return (
    <FormCell wide>
      <div className="lc-pay-modes">
        {MODES.map(({ mode, icon, titleKey, bodyKey }) => (
          <Card
            key={mode}
            compact
            className="lc-pay-mode"
            data-mode={mode}
            data-active={mode === active ? 'true' : undefined}
          >
            <div className="lc-pay-mode-head">
              <Icon icon={icon} />
              <strong>
                <FormattedMessage id={titleKey} />
              </strong>
              {mode === active && (
                <Tag intent="success" icon="tick" minimal>
                  <FormattedMessage id="pay_config.mode_active" />
                </Tag>
              )}
            </div>
            <p className="lc-pay-mode-body">
              <FormattedMessage id={bodyKey} values={{ count }} />
            </p>
            {mode === PaymentConfirmation.manual && mode === active && (
              <PanelLink panel="order" labelKey="pay_config.open_orders" />
            )}
          </Card>
        ))}
      </div>
    </FormCell>
  );
}
