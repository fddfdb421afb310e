import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Tables stay private to the server; the contract describes what leaves it. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable identity of the seeded roles; user-made roles have none. */
  key: text('key').unique(),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  /** A super administrator's role is granted every permission without listing them. */
  isSuper: boolean('is_super').notNull().default(false),
  /** `platform` roles are administrators (listed in `administrators`); `customer` roles are users. */
  scope: text('scope').notNull().default('customer'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const menuNodes = pgTable(
  'menu_nodes',
  {
    id: serial('id').primaryKey(),
    /** Identity of a seeded node (`page:<id>`, `button:<call>`, `group:<name>`), so seeding can add new ones. */
    seedKey: text('seed_key').unique(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    languageVariable: text('language_variable').notNull().default(''),
    /** A page's panel id (type 1) or a call path (type 2). */
    path: text('path').notNull().default(''),
    type: smallint('type').notNull(),
    platform: smallint('platform').notNull().default(1),
    showHeadshot: smallint('show_headshot').notNull().default(1),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    allowSelect: boolean('allow_select').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('menu_nodes_parent_idx').on(table.parentId), index('menu_nodes_path_idx').on(table.path)],
);

export const roleNodes = pgTable(
  'role_nodes',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => menuNodes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.nodeId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /**
     * The password was generated (the first administrator's) or set by an administrator (a
     * reset): the user must choose their own before anything else (SPEC §12).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    superiorId: integer('superior_id'),
    /** Exact decimal; never a float. */
    balance: numeric('balance', { precision: 20, scale: 6 }).notNull().default('0'),
    /** Agent revenue share, a ratio ≥ 0 (0.1 = 10%). */
    shareRatio: numeric('share_ratio', { precision: 10, scale: 4 }).notNull().default('0'),
    phone: text('phone').notNull().default(''),
    /** TOTP secret sealed with the master key; empty until the user sets up an authenticator. */
    totpSecret: text('totp_secret').notNull().default(''),
    /** The access-log query key, sealed with the master key; empty until first asked for. */
    queryKey: text('query_key').notNull().default(''),
    memberExpireTime: timestamp('member_expire_time', { withTimezone: true }),
    /** The VIP package of the running membership; null for a trial or no membership. */
    vipComboId: integer('vip_combo_id'),
    invitationCode: text('invitation_code').notNull().unique(),
    disabled: smallint('disabled').notNull().default(1),
    onlineStatus: smallint('online_status').notNull().default(1),
    onlineUpdatedAt: timestamp('online_updated_at', { withTimezone: true }),
    registerIp: text('register_ip').notNull().default(''),
    loginIp: text('login_ip').notNull().default(''),
    loginTime: timestamp('login_time', { withTimezone: true }),
    /** What happens to the user's codes on a flagged domain (ShieldAction); 0 = the platform's default. */
    shieldAction: smallint('shield_action').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_superior_idx').on(table.superiorId),
    index('users_role_idx').on(table.roleId),
    // The last line of defence: no code path can leave a balance below zero.
    check('users_balance_non_negative', sql`${table.balance} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * API keys of the code API (SPEC §4): each acts for its owner within its scopes. Keys are random
 * with 256 bits, so their SHA-256 is stored, like session tokens; the key itself never is.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Contract `API_SCOPES` values. */
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** Enough of the key to recognise it in a list: `lc_` and four characters, and the last four. */
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    /** Calls a minute. */
    rateLimit: integer('rate_limit').notNull(),
    /** Written at most once a minute per key, not at every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
);

/** Site-wide settings as one JSON document per key (e.g. `website`). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  defaultLanguage: smallint('default_language').notNull().default(1),
  showStatus: smallint('show_status').notNull().default(1),
  icon: text('icon').notNull().default(''),
  country: text('country').notNull().default(''),
  abbreviation: text('abbreviation').notNull().default(''),
  phoneAreaCode: text('phone_area_code').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A user's named workspace layouts; one of them is the active one. */
export const layouts = pgTable(
  'layouts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    active: boolean('active').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);

/** Site messages: one row per recipient, so each has its own read state. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id'),
    /** The zh-CN rendering of an automatic message; an administrator's message exactly as typed. */
    title: text('title').notNull(),
    content: text('content').notNull(),
    /**
     * Catalogue keys of an automatic message, so each reader gets it in their own language;
     * null for a message a person wrote.
     */
    titleKey: text('title_key'),
    contentKey: text('content_key'),
    /** The values of the keys above (`NoticeParams`): plain values or keys of their own. */
    params: jsonb('params'),
    notifyStatus: smallint('notify_status').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('messages_user_status_idx').on(table.userId, table.notifyStatus, table.id)],
);

/** Keys of external services (reputation checker, analytics…); the secret is sealed with the master key. */
export const externalKeys = pgTable('external_keys', {
  id: serial('id').primaryKey(),
  platform: text('platform').notNull().unique(),
  title: text('title').notNull(),
  url: text('url').notNull().default(''),
  sealedSecret: text('sealed_secret').notNull().default(''),
  /** Reputation checkers: how they are asked and read (contract `checkerMappingSchema`). */
  mapping: jsonb('mapping'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One streak of failed sign-ins (or taken-name registrations) per subject: an account from one
 * address, an account from every unknown device, an account from one known device, or one
 * address registering. The rules that read it are the pure functions of `accounts/throttle`.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** `address`, `account`, `device` or `registration`. */
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    /** The address, the known device's id, or '' for the account as a whole. */
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.account, table.source] }),
    index('login_throttles_last_idx').on(table.lastFailureAt),
  ],
);

/**
 * Devices a user signed in from: the device token answered by a successful sign-in, stored
 * hashed. A known device is not held up by failures elsewhere on the account.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the device token, like sessions' tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/** The operation log: one row per state-changing call. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    account: text('account').notNull().default(''),
    /** The log type: the module of the call path (`user_list`, `role`…). */
    type: text('type').notNull(),
    path: text('path').notNull(),
    content: text('content').notNull(),
    serverIp: text('server_ip').notNull().default(''),
    sourceIp: text('source_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('operation_logs_created_idx').on(table.createdAt),
    index('operation_logs_user_idx').on(table.userId, table.createdAt),
    index('operation_logs_type_idx').on(table.type, table.createdAt),
  ],
);

export const logTypes = pgTable('log_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Console and login IP blacklist: single addresses or CIDR ranges, IPv4 or IPv6. */
export const ipBlacklist = pgTable('ip_blacklist', {
  id: serial('id').primaryKey(),
  cidr: text('cidr').notNull().unique(),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The ledger: every balance change is one row, written in the same transaction as the balance.
 * Rows are never edited; a correction is a new row. `idempotency_key` names what caused the row
 * (`vip:<order>`, `rch:<order>`, `adm:<request>`…), so a retried or replayed cause hits the unique
 * constraint and changes nothing.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    balanceBefore: numeric('balance_before', { precision: 20, scale: 6 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 20, scale: 6 }).notNull(),
    remark: text('remark').notNull().default(''),
    operatorId: integer('operator_id'),
    orderId: integer('order_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('bills_user_idx').on(table.userId, table.createdAt),
    index('bills_type_idx').on(table.type, table.createdAt),
    check('bills_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
    check('bills_arithmetic', sql`${table.balanceAfter} = ${table.balanceBefore} + ${table.amount}`),
  ],
);

/** VIP packages (SPEC §7): what a membership costs and the limits it grants while it lasts. */
export const vipCombos = pgTable('vip_combos', {
  id: serial('id').primaryKey(),
  /** `{zh-CN, en-US, sw-KE}`. */
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  price: numeric('price', { precision: 20, scale: 6 }).notNull(),
  days: integer('days').notNull(),
  maxCodes: integer('max_codes').notNull(),
  maxDomains: integer('max_domains').notNull(),
  detailedLog: boolean('detailed_log').notNull().default(true),
  retentionDays: integer('retention_days').notNull(),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Orders: recharges (pending payment until credited) and package purchases (paid at once). A
 * purchase keeps the package's name and days as bought, so renaming a package rewrites no history.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    status: smallint('status').notNull(),
    payType: smallint('pay_type').notNull().default(1),
    comboId: integer('combo_id').references(() => vipCombos.id),
    comboName: jsonb('combo_name').$type<Record<string, string>>(),
    days: integer('days'),
    /** The client's idempotency token of a purchase: the same one again is the same purchase. */
    requestId: text('request_id'),
    /** What the purchase answered, so a repeated request is answered the same. */
    memberExpireTime: timestamp('member_expire_time', { withTimezone: true }),
    txHash: text('tx_hash').notNull().default(''),
    remark: text('remark').notNull().default(''),
    creditedBy: integer('credited_by'),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    payTime: timestamp('pay_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    uniqueIndex('orders_user_request_idx').on(table.userId, table.requestId),
    // One transfer pays one order, whoever credits it.
    uniqueIndex('orders_tx_hash_idx').on(table.txHash).where(sql`${table.txHash} <> ''`),
    check('orders_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Entry, landing-page and short domains of an owner; codes on the console host have no domain. */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    host: text('host').notNull().unique(),
    type: smallint('type').notNull(),
    verification: smallint('verification').notNull().default(1),
    monitorStatus: smallint('monitor_status').notNull().default(1),
    /** Short domains: where the bare domain sends visitors (short-link form 3); empty = not found. */
    entryPageUrl: text('entry_page_url').notNull().default(''),
    /** The token the holder publishes to prove control; empty for pool domains the platform verified. */
    verifyToken: text('verify_token').notNull().default(''),
    /** Why the last proof failed: catalogue keys and what they name, translated when read. */
    verifyProblems: jsonb('verify_problems').$type<{ key: string; values: Record<string, string> }[]>(),
    verifyCheckedAt: timestamp('verify_checked_at', { withTimezone: true }),
    /** Failed monitoring rounds in a row; "detection failed" only from the configured count on. */
    monitorFailures: integer('monitor_failures').notNull().default(0),
    /** What the last round found wrong, as catalogue keys, translated when read. */
    monitorProblems: jsonb('monitor_problems').$type<{ key: string; values: Record<string, string> }[]>(),
    monitorCheckedAt: timestamp('monitor_checked_at', { withTimezone: true }),
    certificateDays: integer('certificate_days'),
    /** `no_hijack`: plain HTTP sent to HTTPS first, HSTS seconds (0 = none), the Referrer-Policy header. */
    httpsOnly: boolean('https_only').notNull().default(false),
    hstsMaxAge: integer('hsts_max_age').notNull().default(0),
    referrerPolicy: text('referrer_policy').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('domains_owner_idx').on(table.ownerId)],
);

export const codeGroups = pgTable(
  'code_groups',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('code_groups_owner_name_idx').on(table.ownerId, table.name)],
);

export const codes = pgTable(
  'codes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** The suffix in the URL; unique per entry domain (0 = the console host). */
    fileName: text('file_name').notNull(),
    domainKey: integer('domain_key').notNull().default(0),
    domainId: integer('domain_id'),
    groupId: integer('group_id'),
    status: smallint('status').notNull().default(1),
    accessMode: smallint('access_mode').notNull().default(1),
    restrictionVisit: smallint('restriction_visit').notNull().default(1),
    jumpType: smallint('jump_type').notNull().default(5),
    rotationModel: smallint('rotation_model').notNull().default(1),
    openLog: smallint('open_log').notNull().default(2),
    /** Share-page password, sealed; empty means the share page is off. */
    sharePassword: text('share_password').notNull().default(''),
    remark: text('remark').notNull().default(''),
    viewNumber: bigint('view_number', { mode: 'number' }).notNull().default(0),
    ipViewNumber: bigint('ip_view_number', { mode: 'number' }).notNull().default(0),
    /** The destination that served the last visit, for recording switches. */
    lastDestinationId: integer('last_destination_id'),
    exhaustedNotifiedAt: timestamp('exhausted_notified_at', { withTimezone: true }),
    /**
     * What a visitor reads when no destination is usable (every one expired, disabled or paused);
     * empty: the platform's own words. The contact image is one of the owner's library pictures.
     */
    fallbackMessage: text('fallback_message').notNull().default(''),
    fallbackImageId: integer('fallback_image_id'),
    /**
     * When the owner was told the code is running low on, or out of, usable destinations: each is
     * told once per event, and cleared once the code has enough again so the next event is told.
     */
    lowAlertedAt: timestamp('low_alerted_at', { withTimezone: true }),
    emptyAlertedAt: timestamp('empty_alerted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('codes_domain_file_idx').on(table.domainKey, table.fileName),
    index('codes_owner_idx').on(table.ownerId, table.id),
    index('codes_group_idx').on(table.groupId),
  ],
);

/**
 * The customer's image library (`image_configs`): uploads used as image destinations and QR logos.
 * The file itself lives in upload storage under `storage_key`, a random name that is also its
 * public address, so images cannot be listed by counting ids.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Which upload storage holds the file (`local` disk or an `s3` bucket) and where in it: a file
     * stays where it was written when the storage setting changes, and is read from there.
     */
    storage: text('storage').notNull().default('local'),
    storageBucket: text('storage_bucket').notNull().default(''),
    storagePrefix: text('storage_prefix').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('images_storage_key_idx').on(table.storageKey),
    index('images_owner_idx').on(table.ownerId, table.id),
  ],
);

/**
 * A customer's analytics snippet (`js_config`): a provider from a fixed list and its site id, put
 * into the owner's landing pages from a fixed template — never a script of the owner's own.
 */
export const analyticsSnippets = pgTable('analytics_snippets', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  siteId: text('site_id').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    url: text('url'),
    imageId: integer('image_id'),
    title: text('title').notNull().default(''),
    threshold: integer('threshold').notNull().default(0),
    weight: integer('weight').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    fallback: boolean('fallback').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    /** Warned at 80% of the threshold already. */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    /** The text the uploaded QR image encodes, read on the server when it was added in bulk. */
    content: text('content'),
    /** What that text is (`wechat_group`, `wechat_personal`, `wecom`, `link`, `text`). */
    kind: text('kind'),
    /** The owner was told this destination expires soon; cleared when its expiry changes. */
    expiryAlertedAt: timestamp('expiry_alerted_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set when a re-screen found the address blocked: the redirect treats the destination as
     * disabled while it is set, and clearing it (an administrator's release) restores it exactly.
     */
    pausedByScreeningAt: timestamp('paused_by_screening_at', { withTimezone: true }),
    /** The last screening of its address: contract `ScreenVerdict`, who answered, why, and when. */
    screenVerdict: smallint('screen_verdict'),
    screenSource: text('screen_source').notNull().default(''),
    screenReason: text('screen_reason').notNull().default(''),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('destinations_code_idx').on(table.codeId, table.sort)],
);

/** Kinds of picture lists (SPEC §8 `image_text_type`); the customer home shows one of them. */
export const imageTextTypes = pgTable('image_text_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
  remark: text('remark').notNull().default(''),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Pictures of the picture lists (SPEC §8 `image_text`): an uploaded image with where a click
 * leads. The type cannot go while pictures use it, nor the image while a picture shows it.
 */
export const imageTexts = pgTable(
  'image_texts',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => imageTextTypes.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    jumpUrl: text('jump_url').notNull().default(''),
    jumpType: smallint('jump_type').notNull(),
    clickCount: bigint('click_count', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: text('remark').notNull().default(''),
    showStatus: smallint('show_status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('image_texts_type_idx').on(table.typeId, table.sort),
    index('image_texts_image_idx').on(table.imageId),
  ],
);

/**
 * Raw visits (when the code's open_log asks for detail); statistics read the rollups instead.
 * Partitioned by UTC day (`visits_YYYYMMDD`, plus `visits_default` for anything outside them), so
 * retention drops whole days; the partitioning itself is SQL of its migration and of
 * `visits/partitions.ts`, which drizzle does not describe.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    codeId: integer('code_id').notNull(),
    destinationId: integer('destination_id'),
    ownerId: integer('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    accessStatus: smallint('access_status').notNull(),
    inWechat: boolean('in_wechat').notNull().default(false),
    bot: boolean('bot').notNull().default(false),
    scanned: boolean('scanned').notNull().default(false),
    country: text('country').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    carrier: smallint('carrier').notNull().default(4),
    os: text('os').notNull().default(''),
    browser: text('browser').notNull().default(''),
    device: text('device').notNull().default(''),
    model: text('model').notNull().default(''),
    /** The owner cleared it from their lists; restorable until history is deleted. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.createdAt] }),
    index('visits_code_time_idx').on(table.codeId, table.createdAt),
    index('visits_time_idx').on(table.createdAt),
    index('visits_owner_time_idx').on(table.ownerId, table.createdAt),
    index('visits_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Visits per code, destination and UTC hour; every statistic is a sum over these. */
export const visitHours = pgTable(
  'visit_hours',
  {
    codeId: integer('code_id').notNull(),
    destinationId: integer('destination_id').notNull().default(0),
    ownerId: integer('owner_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** Served visits (access status 1). */
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    /** Visits refused by an access rule. */
    refused: bigint('refused', { mode: 'number' }).notNull().default(0),
    bots: bigint('bots', { mode: 'number' }).notNull().default(0),
    /** First visits of an address to this code in this hour. */
    uniqueIps: bigint('unique_ips', { mode: 'number' }).notNull().default(0),
    /** Served visits from desktop browsers (bots excluded). */
    desktop: bigint('desktop', { mode: 'number' }).notNull().default(0),
    /** Served visits from inside WeChat. */
    wechat: bigint('wechat', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.codeId, table.destinationId, table.hour] }),
    index('visit_hours_owner_idx').on(table.ownerId, table.hour),
    index('visit_hours_hour_idx').on(table.hour),
  ],
);

/**
 * The same counts per code and calendar day in the site's time zone (at the time of the visit):
 * ranges of days read a row per code and day instead of 24.
 */
export const visitDays = pgTable(
  'visit_days',
  {
    codeId: integer('code_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    refused: bigint('refused', { mode: 'number' }).notNull().default(0),
    bots: bigint('bots', { mode: 'number' }).notNull().default(0),
    uniqueIps: bigint('unique_ips', { mode: 'number' }).notNull().default(0),
    desktop: bigint('desktop', { mode: 'number' }).notNull().default(0),
    wechat: bigint('wechat', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.codeId, table.day] }),
    index('visit_days_owner_idx').on(table.ownerId, table.day),
    index('visit_days_day_idx').on(table.day),
  ],
);

/**
 * Served visits per owner, day and value of a dimension (province, carrier, OS, browser, model,
 * country), over all the owner's codes (code 0): a month is a few thousand rows. One code's
 * dimensions are in `visit_profile_days`.
 */
export const visitFacets = pgTable(
  'visit_facets',
  {
    ownerId: integer('owner_id').notNull(),
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    facet: smallint('facet').notNull(),
    value: text('value').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.codeId, table.day, table.facet, table.value] })],
);

/**
 * The combinations of a served visit's six dimensions (province, carrier, OS and browser family,
 * model, country) met so far. A visit counts once for its combination instead of once per
 * dimension: one `visit_profile_days` row where six per-dimension rows were written, and a
 * statistic folds each combination back into its six values. A null leaves its dimension out: the
 * rows carried over from per-dimension counts each know one dimension only.
 */
export const visitProfiles = pgTable(
  'visit_profiles',
  {
    id: serial('id').primaryKey(),
    province: text('province'),
    carrier: text('carrier'),
    os: text('os'),
    browser: text('browser'),
    model: text('model'),
    country: text('country'),
  },
  (table) => [
    unique('visit_profiles_values_key')
      .on(table.province, table.carrier, table.os, table.browser, table.model, table.country)
      .nullsNotDistinct(),
  ],
);

/**
 * Served visits per code with detailed logging, day of the site's time zone and profile: a batch
 * of visits writes a row per code and combination met, where it wrote six per code. (`owner_id`
 * leads the key, as in `visit_facets`, so an owner's statistics read their own rows.)
 */
export const visitProfileDays = pgTable(
  'visit_profile_days',
  {
    ownerId: integer('owner_id').notNull(),
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    profileId: integer('profile_id').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.codeId, table.day, table.profileId] })],
);

/**
 * The `code_id` of an owner's `visit_facets` rows, which total all their codes. The visit writer
 * adds to these rows and the statistics read them, so the key lives with the table.
 */
export const ALL_CODES = 0;

/**
 * Every address that visited a code: a batch counts an address's first visit to a code by adding
 * its row here, and the address report sums an address's rows over all codes. (Nothing reads by
 * `last_visit`, so it is not indexed: a visit met again then updates its row in place.)
 */
export const codeIps = pgTable(
  'code_ips',
  {
    codeId: integer('code_id').notNull(),
    ip: text('ip').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    firstVisit: timestamp('first_visit', { withTimezone: true }).notNull(),
    lastVisit: timestamp('last_visit', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.ip] }), index('code_ips_ip_idx').on(table.ip)],
);

/** Destination switches of a code, for the rotation panel. */
export const rotationSwitches = pgTable(
  'rotation_switches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: integer('code_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    fromDestinationId: integer('from_destination_id'),
    toDestinationId: integer('to_destination_id').notNull(),
    exhausted: boolean('exhausted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('rotation_switches_code_idx').on(table.codeId, table.createdAt),
    index('rotation_switches_owner_idx').on(table.ownerId, table.createdAt),
  ],
);

/** How far each process's visit journal has been written to the database. */
export const journalCheckpoints = pgTable('journal_checkpoints', {
  journal: text('journal').primaryKey(),
  /** Sequence number of the last visit written. */
  sequence: bigint('sequence', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/** Visitor blacklist of the redirect service (`server_ip_black`): refused visitors see the blocked page. */
export const visitorBlacklist = pgTable('visitor_blacklist', {
  id: serial('id').primaryKey(),
  cidr: text('cidr').notNull().unique(),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Background jobs a user started (exports), with their progress and result file. */
export const asyncOperations = pgTable(
  'async_operations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    status: smallint('status').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    message: text('message').notNull().default(''),
    /** What the job needs to run again after a restart. */
    params: jsonb('params').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** Relative to the data directory's export folder. */
    filePath: text('file_path').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('async_operations_owner_idx').on(table.ownerId, table.id)],
);

/**
 * Deposit wallets (SPEC §7 `tron`): one TRON account per user, where they pay their recharges.
 * The private key is sealed with the master key and never listed.
 */
export const tronWallets = pgTable(
  'tron_wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    base58: text('base58').notNull().unique(),
    hex: text('hex').notNull().unique(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    /** Balances as last read from the chain (cached; "refresh" reads them again). */
    trxBalance: numeric('trx_balance', { precision: 20, scale: 6 }).notNull().default('0'),
    usdtBalance: numeric('usdt_balance', { precision: 20, scale: 6 }).notNull().default('0'),
    balanceReadAt: timestamp('balance_read_at', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('tron_wallets_live_user_idx').on(table.userId).where(sql`not ${table.deleted}`)],
);

/**
 * Where the chain watcher is in each deposit address's incoming transfers: the block time up to
 * which every transfer has been recorded. Kept in the database so a restart resumes, never skips.
 */
export const chainCursors = pgTable('chain_cursors', {
  address: text('address').primaryKey(),
  /** Milliseconds since the epoch (TronGrid's `block_timestamp`); each poll re-reads an overlap before it. */
  minTimestamp: bigint('min_timestamp', { mode: 'number' }).notNull().default(0),
  /** Until when the address is polled often: an order is pending or its owner has the recharge page open. */
  hotUntil: timestamp('hot_until', { withTimezone: true }),
  polledAt: timestamp('polled_at', { withTimezone: true }),
  lastError: text('last_error').notNull().default(''),
  errorAt: timestamp('error_at', { withTimezone: true }),
});

/**
 * Which process runs a singleton loop (the chain watcher) for now. A lease rather than a
 * transaction-held lock: the loop waits on the network, and must not hold a transaction open.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Incoming USDT transfers to deposit wallets (`usdt_transaction_record`), each its own record:
 * confirming → credited | failed, or ignored (another token, a malformed row). One row per log
 * of a transaction; rows without a Transfer log (a failed or foreign transaction) use index -1.
 */
export const usdtTransfers = pgTable(
  'usdt_transfers',
  {
    id: serial('id').primaryKey(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    walletId: integer('wallet_id').references(() => tronWallets.id),
    userId: integer('user_id').references(() => users.id),
    fromAddress: text('from_address').notNull().default(''),
    toAddress: text('to_address').notNull(),
    token: text('token').notNull().default(''),
    /** The token's integer value as the chain states it, and the same in USDT. */
    rawValue: text('raw_value').notNull().default('0'),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull().default('0'),
    block: bigint('block', { mode: 'number' }),
    blockTimestamp: bigint('block_timestamp', { mode: 'number' }).notNull(),
    type: text('type').notNull().default('Transfer'),
    fingerprint: text('fingerprint').notNull().default(''),
    status: smallint('status').notNull(),
    remark: text('remark').notNull().default(''),
    orderId: integer('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('usdt_transfers_tx_log_idx').on(table.txHash, table.logIndex),
    index('usdt_transfers_status_idx').on(table.status),
    index('usdt_transfers_user_idx').on(table.userId, table.receivedAt),
  ],
);

/**
 * Collection sweeps (`tron_transaction_summary`): a deposit wallet's credited USDT sent on to the
 * collection wallet, with a TRX top-up for energy first when it lacks some. Each transaction's id
 * is saved before it is broadcast, so a retry checks the chain instead of sending again.
 */
export const collectionSweeps = pgTable(
  'collection_sweeps',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => tronWallets.id),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    stage: smallint('stage').notNull(),
    txHash: text('tx_hash').notNull().default(''),
    /** When the saved USDT transaction can no longer be included in a block. */
    txExpiresAt: timestamp('tx_expires_at', { withTimezone: true }),
    gasTxHash: text('gas_tx_hash').notNull().default(''),
    gasTxExpiresAt: timestamp('gas_tx_expires_at', { withTimezone: true }),
    trxSpent: numeric('trx_spent', { precision: 20, scale: 6 }).notNull().default('0'),
    remark: text('remark').notNull().default(''),
    /** A failed sweep tried again points at its successor. */
    retriedBy: integer('retried_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One lock per address: a wallet has at most one sweep under way.
    uniqueIndex('collection_sweeps_active_idx').on(table.walletId).where(sql`${table.stage} in (1, 2, 3)`),
    index('collection_sweeps_created_idx').on(table.createdAt),
    check('collection_sweeps_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Agents' revenue shares (`agent_divided_into`): one per purchase and agent, written in the
 * purchase's own transaction with its ledger row `com:<order>:<agent>`.
 */
export const agentShares = pgTable(
  'agent_shares',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderAmount: numeric('order_amount', { precision: 20, scale: 6 }).notNull(),
    ratio: numeric('ratio', { precision: 10, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    /** 1: the buyer's superior; 2: the superior's superior, when the second level is on. */
    level: smallint('level').$type<1 | 2>().notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('agent_shares_order_agent_idx').on(table.orderId, table.agentId),
    index('agent_shares_agent_idx').on(table.agentId, table.createdAt),
    check('agent_shares_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Agents' withdrawals: the amount is frozen (ledger `wd:<id>:freeze`) when asked for, then an
 * administrator approves it with the payout's hash or rejects it (`wd:<id>:refund`), once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    fee: numeric('fee', { precision: 20, scale: 6 }).notNull().default('0'),
    address: text('address').notNull(),
    status: smallint('status').notNull(),
    txHash: text('tx_hash').notNull().default(''),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status),
    // A payout pays one withdrawal.
    uniqueIndex('withdrawals_tx_hash_idx').on(table.txHash).where(sql`${table.txHash} <> ''`),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Every transaction hash money has moved on, whichever way (SPEC §12): a hand credit of a
 * recharge, the chain watcher's deposit, a withdrawal's payout, a collection sweep. Each table
 * above keeps its hashes unique only among its own rows; this one key across them is what stops
 * one transfer paying twice by two ways. The row is written in the transaction that moves the
 * money, so the first spender wins and every later one, by any way, finds it.
 */
export const spentTxHashes = pgTable(
  'spent_tx_hashes',
  {
    /** Canonical (`canonicalTxHash`): the check makes a second spelling impossible to store. */
    txHash: text('tx_hash').primaryKey(),
    kind: text('kind').$type<'recharge' | 'deposit' | 'withdrawal' | 'sweep'>().notNull(),
    /** The spender's row: an order, a deposit (`usdt_transfers`), a withdrawal or a sweep. */
    refId: integer('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('spent_tx_hashes_canonical', sql`${table.txHash} ~ '^[0-9a-f]{64}$'`),
    check('spent_tx_hashes_kind', sql`${table.kind} in ('recharge', 'deposit', 'withdrawal', 'sweep')`),
  ],
);

/**
 * Per agent and day of the site's time zone: customers who registered with the agent's code,
 * customers who bought, what they spent and what the agent earned — kept as it happens, so the
 * agent's statistics never scan orders.
 */
export const agentDays = pgTable(
  'agent_days',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    newCustomers: integer('new_customers').notNull().default(0),
    payingCustomers: integer('paying_customers').notNull().default(0),
    purchaseAmount: numeric('purchase_amount', { precision: 20, scale: 6 }).notNull().default('0'),
    shareAmount: numeric('share_amount', { precision: 20, scale: 6 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day] })],
);

/** Who bought from an agent on a day, so a customer who buys twice counts as one paying customer. */
export const agentDayPayers = pgTable(
  'agent_day_payers',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.customerId] })],
);

/** Every monitoring check of a domain (`wx_shield_detection`): one row per check per round. */
export const domainChecks = pgTable(
  'domain_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** The round's time, shared by its checks, so a round reads as one point of history. */
    roundAt: timestamp('round_at', { withTimezone: true }).notNull(),
    kind: smallint('kind').notNull(),
    checker: text('checker').notNull().default(''),
    verdict: smallint('verdict').notNull(),
    problem: jsonb('problem').$type<{ key: string; values: Record<string, string> }>(),
    raw: text('raw').notNull().default(''),
    latencyMs: integer('latency_ms').notNull().default(0),
  },
  (table) => [
    index('domain_checks_domain_idx').on(table.domainId, table.roundAt),
    index('domain_checks_round_idx').on(table.roundAt),
  ],
);

/** An administrator's subscription to domain alerts on Telegram (`shield_push`). */
export const alertSubscriptions = pgTable('alert_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The contract's `shieldPushSchema`. */
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

/**
 * An owner's own lines for the alerts about their codes' destinations; a missing row or a null
 * column takes the platform's default.
 */
export const codeAlertSettings = pgTable('code_alert_settings', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Alert this many hours before a destination expires. */
  expiringHours: integer('expiring_hours'),
  /** Alert when the code has this many usable destinations or fewer. */
  lowUsable: integer('low_usable'),
  updatedAt: updatedAt(),
});

/** A user's Telegram chat, bound by sending the bot a one-time code. */
export const telegramBindings = pgTable('telegram_bindings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: text('chat_id').notNull().unique(),
  nickName: text('nick_name').notNull().default(''),
  username: text('username').notNull().default(''),
  languageCode: text('language_code').notNull().default(''),
  boundAt: createdAt(),
});

/** One-time binding codes: ten minutes, used once. */
export const telegramBindCodes = pgTable(
  'telegram_bind_codes',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('telegram_bind_codes_user_idx').on(table.userId)],
);

/**
 * Telegram messages waiting to be sent: a request only writes here, the elected node sends them
 * and retries with backoff, so a Telegram that is down never holds a request.
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: text('chat_id').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after too many attempts (a chat that blocked the bot, a wrong token). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('telegram_outbox_due_idx').on(table.sentAt, table.failedAt, table.nextAttemptAt)],
);

/** `forward`: a verified landing-page domain's path prefix forwarded to a target, kept per domain. */
export const forwardRules = pgTable(
  'forward_rules',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    pathPrefix: text('path_prefix').notNull(),
    targetUrl: text('target_url').notNull(),
    statusCode: smallint('status_code').notNull(),
    keepPath: boolean('keep_path').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('forward_rules_domain_prefix_idx').on(table.domainId, table.pathPrefix)],
);

/** Each process's last heartbeat (`server_list`), by its name (host and port, or `JOURNAL_NAME`). */
export const serverHeartbeats = pgTable('server_heartbeats', {
  name: text('name').primaryKey(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
  /** The contract's server row, as of the beat (jobs, redirects/s, backlog, memory, ports). */
  state: jsonb('state').notNull(),
});

/**
 * Runs of the maintenance tasks (`script`). At most one run of a task is running at a time across
 * every process (the partial unique index); the running process touches `beat_at`, so a run whose
 * process died is seen as such and may be started again.
 */
export const maintenanceRuns = pgTable(
  'maintenance_runs',
  {
    id: serial('id').primaryKey(),
    task: text('task').notNull(),
    params: jsonb('params').notNull(),
    status: smallint('status').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    message: text('message').notNull().default(''),
    /** What the task wrote as it went, oldest first; the newest lines kept when it grows long. */
    log: jsonb('log').$type<string[]>().notNull().default([]),
    startedBy: integer('started_by').notNull(),
    /** The process running it. */
    holder: text('holder').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('maintenance_runs_one_running_idx').on(table.task).where(sql`${table.status} = 1`),
    index('maintenance_runs_task_idx').on(table.task, table.id),
  ],
);

/**
 * The mall's categories, a tree by `parent_id` (null at the top). A category keeps its title in
 * every console language (`{zh-CN, en-US, sw-KE}`); the service refuses a parent that would make a
 * cycle, so the tree has no loops even without a foreign key to itself.
 */
export const mallCategories = pgTable(
  'mall_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    icon: text('icon').notNull().default(''),
    showStatus: smallint('show_status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('mall_categories_parent_idx').on(table.parentId)],
);

/** The mall's brands: the name as the brand writes it, and what each language calls it. */
export const mallBrands = pgTable('mall_brands', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** `{zh-CN, en-US, sw-KE}`; a blank entry reads as the title. */
  translations: jsonb('translations').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The mall's products; what they cost and how many are left is per SKU (`mall_product_skus`). */
export const mallProducts = pgTable(
  'mall_products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mallCategories.id),
    brandId: integer('brand_id').references(() => mallBrands.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Where the listing came from (a supplier, an import), as the administrator names it. */
    dataSource: text('data_source').notNull().default(''),
    information: text('information').notNull().default(''),
    /** Picture addresses from the upload storage, in display order. */
    coverImages: jsonb('cover_images').$type<string[]>().notNull().default([]),
    detailImages: jsonb('detail_images').$type<string[]>().notNull().default([]),
    purchases: integer('purchases').notNull().default(0),
    rankingRecommend: boolean('ranking_recommend').notNull().default(false),
    homeRecommend: boolean('home_recommend').notNull().default(false),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('mall_products_category_idx').on(table.categoryId)],
);

/** A product's variants: a model with its attributes, its own price and stock. */
export const mallProductSkus = pgTable(
  'mall_product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => mallProducts.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    /** `[{name, value}]`, e.g. colour: black. */
    attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull().default([]),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    stock: integer('stock').notNull().default(0),
    /** The SKU's place in the product's list, as the administrator ordered them. */
    position: integer('position').notNull().default(0),
  },
  (table) => [index('mall_product_skus_product_idx').on(table.productId, table.position)],
);

/**
 * Suspensions of a user, a code or a domain by an administrator (abuse controls). A suspension is an
 * overlay: nothing else is changed, so lifting it restores everything as it was. At most one is in
 * force per target (the partial unique index); one past its `expires_at` no longer applies and is
 * ended (`lifted_at` = its expiry, `lifted_by` null) before another is added to the same target.
 */
export const suspensions = pgTable(
  'suspensions',
  {
    id: serial('id').primaryKey(),
    /** Contract `SuspensionTarget`. */
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    /** Null: until lifted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The abuse report that led to it, if any. */
    reportId: integer('report_id'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** Null on a lifted row: ended by its expiry, not by an administrator. */
    liftedBy: integer('lifted_by'),
  },
  (table) => [
    uniqueIndex('suspensions_one_open_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.liftedAt} is null`),
    index('suspensions_created_idx').on(table.createdAt),
  ],
);

/**
 * The platform's screening rules for destinations (abuse controls): a host (with its subdomains)
 * or a glob over host and path, blocked or allowed. An allow rule wins over any block rule.
 */
export const screenRules = pgTable(
  'screen_rules',
  {
    id: serial('id').primaryKey(),
    /** Contract `ScreenRuleKind`. */
    kind: smallint('kind').notNull(),
    /** Contract `ScreenMatch`. */
    matchType: smallint('match_type').notNull(),
    /** Lower-case host, or the glob as written (matched without regard to case). */
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('screen_rules_kind_value_idx').on(table.kind, table.matchType, table.value)],
);

/** The reputation provider's last verdict per host, kept for the configured time to live. */
export const screenVerdicts = pgTable('screen_verdicts', {
  host: text('host').primaryKey(),
  /** The provider key that answered. */
  source: text('source').notNull(),
  /** Contract `ScreenVerdict` (clean or blocked; an unchecked answer is never cached). */
  verdict: smallint('verdict').notNull(),
  reason: text('reason').notNull().default(''),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/** Every screening verdict of a destination, newest last: on save, on re-screen, and releases. */
export const screenResults = pgTable(
  'screen_results',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id'),
    codeId: integer('code_id'),
    ownerId: integer('owner_id'),
    host: text('host').notNull(),
    url: text('url').notNull(),
    /** Contract `ScreenVerdict`. */
    verdict: smallint('verdict').notNull(),
    /** `blocklist`, the provider key's name, or `admin` for a release. */
    source: text('source').notNull(),
    reason: text('reason').notNull().default(''),
    /** Why it was screened: `save`, `rescreen` or `release`. */
    trigger: text('trigger').notNull().default('save'),
    /** The administrator who released it, for a release. */
    decidedBy: integer('decided_by'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('screen_results_code_idx').on(table.codeId, table.checkedAt),
    index('screen_results_destination_idx').on(table.destinationId, table.checkedAt),
  ],
);

/**
 * Abuse reports from the public form (`/report/<file_name>`) and `abuse_report/add`, triaged by
 * administrators in `abuse_report`. The owner is copied from the code when the report arrives, so
 * the queue filters and counts by owner without joining codes.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => codes.id),
    ownerId: integer('owner_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Contract `AbuseReportCategory`. */
    category: smallint('category').notNull(),
    message: text('message').notNull().default(''),
    contact: text('contact').notNull().default(''),
    reporterIp: text('reporter_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Contract `AbuseReportStatus`. */
    status: smallint('status').notNull().default(1),
    adminNote: text('admin_note').notNull().default(''),
    handledBy: integer('handled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('abuse_reports_status_idx').on(table.status, table.id),
    index('abuse_reports_code_idx').on(table.codeId),
    index('abuse_reports_owner_idx').on(table.ownerId),
  ],
);

/**
 * Outgoing webhooks (SPEC §12): where an owner wants events sent. A platform-wide endpoint (an
 * administrator's) hears every owner's events and the administrators' own ones. The signing
 * secret is sealed with the master key; after a rotation the previous one signs too until
 * `previous_secret_until`, so receivers can switch without losing a delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: boolean('platform').notNull().default(false),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Contract `WEBHOOK_EVENTS` values. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why delivery stopped by itself (`gone`: the receiver answered 410), '' otherwise. */
    disabledReason: text('disabled_reason').notNull().default(''),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_owner_idx').on(table.ownerId)],
);

/**
 * The webhook outbox: one event for one endpoint, written with the change it tells of and sent
 * later by the elected process, retried with backoff until delivered or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** `webhook-id`: the same on every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull(),
    /** `{type, timestamp, data}`, sent as it is on every attempt. */
    payload: jsonb('payload').notNull(),
    /** Contract `WebhookDeliveryStatus`. */
    status: smallint('status').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastHttpStatus: integer('last_http_status'),
    lastLatencyMs: integer('last_latency_ms'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);

/** Every attempt to send a delivery, kept 30 days: what the receiver answered, and how fast. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** Null when no answer came (refused address, timeout, network). */
    httpStatus: integer('http_status'),
    latencyMs: integer('latency_ms').notNull(),
    /** The first 2 kB of the answer, or why there was none. */
    response: text('response').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt),
    index('webhook_attempts_created_idx').on(table.createdAt),
  ],
);

/**
 * What the `visits.summary` job last read of a subscribed code's hourly counters: the next
 * minute's visits are the counters less these marks, so no visit is ever sent on its own.
 */
export const webhookVisitMarks = pgTable(
  'webhook_visit_marks',
  {
    codeId: integer('code_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    refused: bigint('refused', { mode: 'number' }).notNull().default(0),
    uniqueIps: bigint('unique_ips', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.hour] })],
);
