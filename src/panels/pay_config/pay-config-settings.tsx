import { FormattedMessage } from 'react-intl';
import { settingsDefinition } from '../../ui/settings/settings-definition';
import { PaymentModes } from './PaymentModes';
import { checkPayConfig } from './pay-config-rules';

/**
 * SPEC `pay_config`: how payments are confirmed (by hand or on chain, which the server's
 * configuration decides), what one recharge order may be, how long it waits for payment, when a
 * chain transfer counts as paid, and the platform's wallet (paid into by hand, swept to on chain). Read with `pay_config/detail`
 * (the whole record, for this page) and saved with `pay_config/update`.
 */
export const payConfigSettings = settingsDefinition({
  titleKey: 'menu.pay_config',
  icon: 'cog',
  descriptionKey: 'pay_config.description',
  inquire: 'pay_config/detail',
  update: 'pay_config/update',
  check: checkPayConfig,
  sections: [
    {
      key: 'confirmation',
      titleKey: 'pay_config.section_confirmation',
      icon: 'confirm',
      description: () => <FormattedMessage id="pay_config.section_confirmation_help" />,
      fields: [{ kind: 'custom', key: 'payment_modes', render: PaymentModes }],
    },
    {
      key: 'recharge',
      titleKey: 'pay_config.section_recharge',
      icon: 'bank-account',
      description: () => <FormattedMessage id="pay_config.section_recharge_help" />,
      fields: [
        {
          kind: 'text',
          name: 'min_recharge',
          labelKey: 'pay_config.min_recharge',
          helperKey: 'pay_config.min_recharge_help',
          required: true,
          addon: () => 'USDT',
        },
        {
          kind: 'text',
          name: 'max_recharge',
          labelKey: 'pay_config.max_recharge',
          helperKey: 'pay_config.max_recharge_help',
          required: true,
          addon: () => 'USDT',
        },
        {
          kind: 'number',
          name: 'order_expire_minutes',
          labelKey: 'pay_config.order_expire_minutes',
          helperKey: 'pay_config.order_expire_minutes_help',
          min: 5,
          max: 1440,
          unitKey: 'pay_config.unit_minutes',
        },
        {
          kind: 'switch',
          name: 'qr_code_switch',
          labelKey: 'pay_config.qr_code_switch',
          helperKey: 'pay_config.qr_code_switch_help',
          onLabelKey: 'pay_config.qr_shown',
          offLabelKey: 'pay_config.qr_hidden',
        },
      ],
    },
    {
      key: 'chain',
      titleKey: 'pay_config.section_chain',
      icon: 'link',
      fields: [
        {
          kind: 'number',
          name: 'confirmations',
          labelKey: 'pay_config.confirmations',
          helperKey: 'pay_config.confirmations_help',
          min: 1,
          max: 100,
          unitKey: 'pay_config.unit_blocks',
        },
        {
          kind: 'text',
          name: 'collection_address',
          labelKey: 'pay_config.collection_address',
          helperKey: 'pay_config.collection_address_help',
          placeholder: 'T…',
          wide: true,
        },
      ],
    },
    {
      key: 'withdrawal',
      titleKey: 'pay_config.section_withdrawal',
      icon: 'export',
      fields: [
        {
          kind: 'text',
          name: 'min_withdrawal',
          labelKey: 'pay_config.min_withdrawal',
          helperKey: 'pay_config.min_withdrawal_help',
          required: true,
          addon: () => 'USDT',
        },
        {
          kind: 'text',
          name: 'withdrawal_fee',
          labelKey: 'pay_config.withdrawal_fee',
          helperKey: 'pay_config.withdrawal_fee_help',
          required: true,
          addon: () => 'USDT',
        },
      ],
    },
    {
      key: 'agents',
      titleKey: 'pay_config.section_agents',
      icon: 'diagram-tree',
      description: () => <FormattedMessage id="pay_config.section_agents_help" />,
      fields: [
        {
          kind: 'text',
          name: 'second_level_ratio',
          labelKey: 'pay_config.second_level_ratio',
          helperKey: 'pay_config.second_level_ratio_help',
          required: true,
          placeholder: '0',
        },
      ],
    },
  ],
});
