import { z } from 'zod';
import {
  call,
  enumSchema,
  idSchema,
  isoTime,
  noInput,
  noOutput,
  paged,
  pageInput,
  prefixed,
  shareRatioSchema,
} from '../call';
import { BillType, ComboStatus, OrderStatus, OrderType, PayType } from '../enums';
import { localizedText, localizedTextOutput } from '../localized';
import { membershipStateSchema } from '../membership';
import { moneyInput, moneyOutput, tronAddressSchema, txHashInput } from '../money';
import { text } from '../text';
import { ExportFormat } from './access-records';

/**
 * A name in each language of the console; a plain string stands for all three. What a user reads
 * is the entry of their language, falling back to zh-CN.
 */
export const localizedNameSchema = localizedText({ max: 64, requiredKey: 'vip_combo.name_required' });

const localizedNameOutput = localizedTextOutput;

/**
 * A client's idempotency token for a paying call: a double click or a retried request sends the
 * same one and is answered as the first was, without paying twice.
 */
export const requestIdSchema = z
  .string({ error: 'money.request_id' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'money.request_id');

/** What a package grants while it lasts (SPEC §7); the free tier has the same shape. */
export const packageLimitsSchema = z.object({
  /** Live codes the account may hold (codes in the recycle bin do not count). */
  max_codes: z.int().min(0).max(1_000_000),
  max_domains: z.int().min(0).max(10_000),
  /** Whether codes may store every visit in detail (`open_log`), or only count them. */
  detailed_log: z.boolean(),
  /** How many days back the account's detailed visits can be read. */
  retention_days: z.int().min(1).max(3650),
});

const comboFields = {
  name: localizedNameSchema,
  price: moneyInput({ sign: 'positive' }),
  days: z.int().min(1, 'vip_combo.days_range').max(3650, 'vip_combo.days_range'),
  max_codes: packageLimitsSchema.shape.max_codes,
  max_domains: packageLimitsSchema.shape.max_domains,
  detailed_log: z.boolean().default(true),
  retention_days: packageLimitsSchema.shape.retention_days.default(180),
  sort: z.int().min(0).max(9999).default(0),
  status: enumSchema(ComboStatus).default(ComboStatus.on),
};

export const comboRowSchema = z.object({
  id: z.int(),
  name: localizedNameOutput,
  price: moneyOutput,
  days: z.int(),
  max_codes: z.int(),
  max_domains: z.int(),
  detailed_log: z.boolean(),
  retention_days: z.int(),
  sort: z.int(),
  status: enumSchema(ComboStatus),
  /** Accounts whose membership is this package now; such a package can be switched off, not deleted. */
  members: z.int(),
  updated_at: isoTime,
});

export const orderRowSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: z.string(),
  type: enumSchema(OrderType),
  amount: moneyOutput,
  /** `expired` is a pending order past its expiry: it can no longer be paid. */
  status: enumSchema(OrderStatus),
  pay_type: enumSchema(PayType),
  /** The package bought, as it was named when it was bought. */
  combo_name: localizedNameOutput.nullable(),
  days: z.int().nullable(),
  tx_hash: z.string(),
  remark: z.string(),
  expire_time: isoTime.nullable(),
  create_time: isoTime,
  pay_time: isoTime.nullable(),
});

export const billRowSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: z.string(),
  phone: z.string(),
  type: enumSchema(BillType),
  amount: moneyOutput,
  balance_before: moneyOutput,
  balance_after: moneyOutput,
  remark: z.string(),
  order_id: z.int().nullable(),
  create_time: isoTime,
});

const timeWindow = {
  start_time: z.iso.datetime({ offset: true }).optional(),
  end_time: z.iso.datetime({ offset: true }).optional(),
};

export const orderFilter = {
  status: enumSchema(OrderStatus).optional(),
  type: enumSchema(OrderType).optional(),
  ...timeWindow,
  ...pageInput,
};

/** What picks ledger rows, in a list and in its export alike. */
const billCriteria = {
  user_id: idSchema.optional(),
  /** Part of the account or the phone number. */
  keyword: text().trim().max(64).optional(),
  ...timeWindow,
};

const billFilter = { ...billCriteria, ...pageInput };

const exportFormat = { format: z.enum(ExportFormat).default('xlsx') };

/** The payment settings; operators read the part that concerns them (`payConfigPublicSchema`). */
export const payConfigSchema = z.object({
  /** Show the deposit address as a QR code on the recharge page. */
  qr_code_switch: z.boolean(),
  min_recharge: moneyInput({ sign: 'positive' }),
  /** The ceiling of one recharge order. */
  max_recharge: moneyInput({ sign: 'positive' }),
  order_expire_minutes: z.int().min(5, 'pay_config.expire_range').max(1440, 'pay_config.expire_range'),
  /** Blocks on top of a transfer before it is credited. */
  confirmations: z.int().min(1).max(100),
  /**
   * The platform's own USDT wallet, empty until an administrator sets it: deposits are swept to it
   * once a chain watcher runs; until then operators pay into it directly and quote their order.
   */
  collection_address: z.union([z.literal(''), tronAddressSchema]),
  /** The least an agent may withdraw at once. */
  min_withdrawal: moneyInput({ sign: 'positive' }),
  /** Kept from each withdrawal for the payout's network fee: the agent receives the amount less this. */
  withdrawal_fee: moneyInput({ sign: 'non_negative' }),
  /**
   * The second share level: the buyer's superior's own superior earns this part of each purchase
   * (0 = off, one level only).
   */
  second_level_ratio: shareRatioSchema,
});

export const DEFAULT_PAY_CONFIG: z.input<typeof payConfigSchema> = {
  qr_code_switch: true,
  min_recharge: '10',
  max_recharge: '100000',
  order_expire_minutes: 30,
  confirmations: 19,
  collection_address: '',
  min_withdrawal: '10',
  withdrawal_fee: '1',
  second_level_ratio: '0',
};

/**
 * How recharges are confirmed: by an administrator's manual credit until a chain watcher is
 * configured, then by the chain.
 */
export const PaymentConfirmation = { manual: 'manual', chain: 'chain' } as const;

export const payConfigPublicSchema = payConfigSchema
  .pick({
    qr_code_switch: true,
    min_recharge: true,
    max_recharge: true,
    order_expire_minutes: true,
    confirmations: true,
    // An agent sees both before asking for a withdrawal, with what they would receive.
    min_withdrawal: true,
    withdrawal_fee: true,
  })
  .extend({
    pay_types: z.array(enumSchema(PayType)),
    confirmation: z.enum([PaymentConfirmation.manual, PaymentConfirmation.chain]),
    /**
     * Where an operator pays while an administrator confirms payments by hand: the platform's own
     * wallet (`collection_address`, the one deposits are swept to once a chain watcher runs). Null
     * when none is set, and always with the chain, where each user pays their own deposit address
     * and a transfer to the platform's wallet would be credited to no one.
     */
    receiving_address: z.string().nullable(),
  });

export const membershipSchema = z.object({
  /** Where the membership stands, as every page shows it. */
  state: membershipStateSchema,
  /** The package and expiry as recorded, even when they grant nothing now; read `state` to show them. */
  combo_id: z.int().nullable(),
  combo_name: localizedNameOutput.nullable(),
  expire_time: isoTime.nullable(),
  /** Whether the package's limits apply now (`state` active with a package); otherwise the free tier's do. */
  active: z.boolean(),
  limits: packageLimitsSchema,
  used_codes: z.int(),
  used_domains: z.int(),
});

/** Socket event `payment_credited`: a recharge order of the user was paid and its amount credited. */
export const paymentCreditedSchema = z.object({
  /** Null for a deposit that paid no order: it went to the balance. */
  order_id: z.int().nullable(),
  amount: z.string(),
  balance: z.string(),
});

export const vipComboCalls = prefixed('vip_combo', {
  inquire: call({
    summary: 'VIP packages; administrators also see switched-off ones',
    effect: 'read',
    access: 'user',
    input: z.object({ status: enumSchema(ComboStatus).optional(), ...pageInput }),
    output: paged(comboRowSchema),
  }),
  add: call({
    summary: 'Create a VIP package',
    effect: 'write',
    access: 'permission',
    input: z.object(comboFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a VIP package; members keep what they bought until it ends',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...comboFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete VIP packages never bought (a bought one can only be switched off)',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(100) }),
    output: noOutput,
  }),
});

export const buyVipComboCalls = prefixed('buy_vip_combo', {
  inquire: call({
    summary: 'The caller’s membership, its limits and usage, balance and the packages on sale',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: z.object({
      balance: moneyOutput,
      membership: membershipSchema,
      packages: z.array(comboRowSchema),
    }),
  }),
  buy: call({
    summary: 'Buy a package from the balance; the same request_id again buys nothing more',
    effect: 'write',
    access: 'permission',
    input: z.object({ combo_id: idSchema, request_id: requestIdSchema }),
    output: z.object({ order_id: z.int(), balance: moneyOutput, member_expire_time: isoTime }),
  }),
});

export const balanceRechargeCalls = prefixed('balance_recharge', {
  inquire: call({
    summary: 'The caller’s recharge orders, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...pageInput }),
    output: paged(orderRowSchema),
  }),
  add: call({
    summary: 'Open a recharge order (pending payment until it is credited or expires)',
    effect: 'write',
    access: 'permission',
    input: z.object({ amount: moneyInput({ sign: 'positive' }) }),
    output: z.object({
      order_id: z.int(),
      amount: moneyOutput,
      /** The deposit address, once deposit wallets exist; absent while payments are confirmed by hand. */
      address: z.string().optional(),
      expire_time: isoTime,
    }),
  }),
});

export const orderCalls = prefixed('order', {
  inquire: call({
    summary: 'Every order of every account',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: billFilter.keyword, user_id: billFilter.user_id, ...orderFilter }),
    output: paged(orderRowSchema),
  }),
  credit: call({
    summary: 'Mark a pending recharge order paid and credit its amount (once)',
    effect: 'write',
    access: 'permission',
    input: z.object({
      order_id: idSchema,
      tx_hash: txHashInput,
      remark: text().trim().max(200).default(''),
    }),
    output: z.object({ balance: moneyOutput }),
  }),
});

export const userOrderCalls = prefixed('user_order', {
  inquire: call({
    summary: 'The caller’s own orders',
    effect: 'read',
    access: 'permission',
    input: z.object(orderFilter),
    output: paged(orderRowSchema),
  }),
  bills: call({
    summary: 'The caller’s own ledger rows',
    effect: 'read',
    access: 'permission',
    input: z.object({ type: enumSchema(BillType).optional(), ...timeWindow, ...pageInput }),
    output: paged(billRowSchema),
  }),
});

export const billCalls = prefixed('bill', {
  inquire: call({
    summary: 'The ledger: every balance change of every account',
    effect: 'read',
    access: 'permission',
    input: z.object({ type: enumSchema(BillType).optional(), ...billFilter }),
    output: paged(billRowSchema),
  }),
  export: call({
    summary: 'Start an export of the ledger rows a filter picks (CSV or XLSX); follow it in async_operations',
    effect: 'write',
    access: 'permission',
    input: z.object({ type: enumSchema(BillType).optional(), ...billCriteria, ...exportFormat }),
    output: z.object({ id: z.int() }),
  }),
  check: call({
    summary: 'Compare every balance with the sum of its ledger rows',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: z.object({
      users_checked: z.int(),
      mismatches: z.array(
        z.object({ user_id: z.int(), account: z.string(), balance: moneyOutput, ledger_sum: moneyOutput }),
      ),
    }),
  }),
});

export const billCreditCalls = prefixed('bill_credit', {
  inquire: call({
    summary: 'Recharge credits of the ledger',
    effect: 'read',
    access: 'permission',
    input: z.object(billFilter),
    output: paged(billRowSchema),
  }),
  export: call({
    summary:
      'Start an export of the recharge credits a filter picks (CSV or XLSX); follow it in async_operations',
    effect: 'write',
    access: 'permission',
    input: z.object({ ...billCriteria, ...exportFormat }),
    output: z.object({ id: z.int() }),
  }),
});

export const payConfigCalls = prefixed('pay_config', {
  inquire: call({
    summary: 'What the recharge page needs to know about payments',
    effect: 'read',
    access: 'user',
    input: noInput,
    output: payConfigPublicSchema,
  }),
  detail: call({
    summary: 'Every payment setting, for the administrator’s settings page',
    effect: 'read',
    access: 'permission',
    permission: 'pay_config/update',
    input: noInput,
    output: payConfigSchema,
  }),
  update: call({
    summary: 'Change the payment settings',
    effect: 'write',
    access: 'permission',
    input: payConfigSchema,
    output: noOutput,
  }),
});

export const moneyCalls = {
  ...vipComboCalls,
  ...buyVipComboCalls,
  ...balanceRechargeCalls,
  ...orderCalls,
  ...userOrderCalls,
  ...billCalls,
  ...billCreditCalls,
  ...payConfigCalls,
};
