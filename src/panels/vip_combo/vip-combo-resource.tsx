import { ComboStatus } from '../../../contract/enums';
import { EMPTY_LOCALIZED } from '../../../contract/localized';
import { ComboStatusTag } from '../../features/membership/ComboStatusTag';
import { DetailedLog } from '../../features/membership/MembershipSummary';
import { moneyFieldProblem } from '../../features/membership/money-check';
import { formatMoney, localizedName } from '../../features/money/money-format';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

const STATUS_OPTIONS = [
  { value: ComboStatus.on, labelKey: 'enum.ComboStatus.on' },
  { value: ComboStatus.off, labelKey: 'enum.ComboStatus.off' },
] as const;

/**
 * The VIP packages as a described resource. A package someone runs now cannot be deleted (it is
 * switched off instead); one that was ever bought is refused by the server, whose message says so.
 */
export const vipComboResource: ResourceDefinition<'vip_combo/inquire'> = {
  id: 'vip_combo',
  inquire: 'vip_combo/inquire',
  add: 'vip_combo/add',
  update: 'vip_combo/update',
  remove: 'vip_combo/remove',
  filters: [
    { kind: 'select', name: 'status', labelKey: 'vip_combo.filter_status', options: [...STATUS_OPTIONS] },
  ],
  columns: [
    {
      key: 'name',
      titleKey: 'vip_combo.name',
      sortValue: (row) => row.name['zh-CN'],
      render: (row, intl) => <strong>{localizedName(row.name, intl.locale)}</strong>,
    },
    {
      key: 'price',
      titleKey: 'vip_combo.price',
      width: 120,
      align: 'right',
      render: (row, intl) => formatMoney(intl, row.price),
    },
    { key: 'days', titleKey: 'vip_combo.days', width: 80, align: 'right', sortValue: (row) => row.days },
    {
      key: 'max_codes',
      titleKey: 'vip_combo.max_codes',
      width: 100,
      align: 'right',
      sortValue: (row) => row.max_codes,
      render: (row, intl) => intl.formatNumber(row.max_codes),
    },
    {
      key: 'max_domains',
      titleKey: 'vip_combo.max_domains',
      width: 100,
      align: 'right',
      sortValue: (row) => row.max_domains,
      render: (row, intl) => intl.formatNumber(row.max_domains),
    },
    {
      key: 'detailed_log',
      titleKey: 'vip_combo.detailed_log',
      width: 120,
      render: (row) => <DetailedLog allowed={row.detailed_log} />,
    },
    {
      key: 'retention_days',
      titleKey: 'vip_combo.retention_days',
      width: 100,
      align: 'right',
      sortValue: (row) => row.retention_days,
    },
    { key: 'sort', titleKey: 'vip_combo.sort', width: 70, align: 'right', sortValue: (row) => row.sort },
    {
      key: 'status',
      titleKey: 'vip_combo.status',
      width: 90,
      sortValue: (row) => row.status,
      render: (row) => <ComboStatusTag status={row.status} />,
    },
    {
      key: 'members',
      titleKey: 'vip_combo.members',
      width: 90,
      align: 'right',
      sortValue: (row) => row.members,
      render: (row, intl) => intl.formatNumber(row.members),
    },
    {
      key: 'updated_at',
      titleKey: 'common.updated_at',
      width: 160,
      sortValue: (row) => row.updated_at,
      render: (row, intl) => formatTime(intl, row.updated_at),
    },
  ],
  form: {
    addTitleKey: 'vip_combo.add_title',
    editTitleKey: 'vip_combo.edit_title',
    addButtonKey: 'vip_combo.add',
    defaults: {
      name: EMPTY_LOCALIZED,
      price: '',
      days: 30,
      max_codes: 100,
      max_domains: 5,
      detailed_log: true,
      retention_days: 180,
      sort: 0,
      status: ComboStatus.on,
    },
    fromRow: ({ members: _members, updated_at: _updated, id: _id, ...fields }) => fields,
    fields: [
      {
        name: 'name',
        kind: 'localized',
        labelKey: 'vip_combo.name',
        helperKey: 'vip_combo.name_help',
        placeholderKey: 'vip_combo.name_placeholder',
        required: true,
        wide: true,
      },
      {
        name: 'price',
        kind: 'text',
        labelKey: 'vip_combo.price',
        helperKey: 'vip_combo.price_help',
        placeholderKey: 'vip_combo.price_placeholder',
        required: true,
        check: (value) => moneyFieldProblem(value, 'positive'),
      },
      {
        name: 'days',
        kind: 'number',
        labelKey: 'vip_combo.days',
        helperKey: 'vip_combo.days_help',
        required: true,
      },
      {
        name: 'max_codes',
        kind: 'number',
        labelKey: 'vip_combo.max_codes',
        helperKey: 'vip_combo.max_codes_help',
        required: true,
      },
      {
        name: 'max_domains',
        kind: 'number',
        labelKey: 'vip_combo.max_domains',
        helperKey: 'vip_combo.max_domains_help',
        required: true,
      },
      {
        name: 'retention_days',
        kind: 'number',
        labelKey: 'vip_combo.retention_days',
        helperKey: 'vip_combo.retention_days_help',
        required: true,
      },
      {
        name: 'detailed_log',
        kind: 'switch',
        labelKey: 'vip_combo.detailed_log',
        helperKey: 'vip_combo.detailed_log_help',
      },
      { name: 'sort', kind: 'number', labelKey: 'vip_combo.sort', helperKey: 'vip_combo.sort_help' },
      {
        name: 'status',
        kind: 'switch',
        labelKey: 'vip_combo.on_sale',
        helperKey: 'vip_combo.on_sale_help',
        switchValues: { on: ComboStatus.on, off: ComboStatus.off },
      },
    ],
  },
  rowLabel: (row) => row.name['zh-CN'],
  blocked: {
    remove: (row) => (row.members > 0 ? 'vip_combo.remove_members' : null),
  },
};
