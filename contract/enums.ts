/**
 * Every enumeration of the product with its numeric value. The numbers travel over the wire and
 * sit in the database, so they never change; labels live in the i18n catalogues under
 * `enum.<Name>.<key>`.
 */
export type EnumObject = Readonly<Record<string, number>>;

export type EnumValue<E extends EnumObject> = E[keyof E];

/** Whether a live code currently serves visitors. */
export const CodeStatus = { open: 1, closed: 2 } as const;
/** Scan-only codes refuse visits that lack the signed scan marker. */
export const AccessMode = { unrestricted: 1, scan_only: 2 } as const;
export const RestrictionVisit = { none: 1, wechat_only: 2 } as const;
/** How the visitor is sent on; type 6 of the original product is cloaking and does not exist. */
export const JumpType = {
  location_replace: 1,
  meta_refresh: 2,
  location_href: 3,
  new_tab: 4,
  http_redirect: 5,
} as const;
export const RotationModel = { sequential: 1, random: 2, round_robin: 3 } as const;
/** Whether every visit is stored in detail or only counted. */
export const OpenLog = { counts_only: 1, detailed: 2 } as const;
/** The outcome of one visit, recorded with it. */
export const AccessStatus = {
  served: 1,
  restricted: 2,
  closed: 3,
  expired: 4,
  blacklisted: 5,
  not_found: 6,
  /** The code, its owner or its domain is suspended by an administrator. */
  suspended: 7,
  /**
   * Every destination of the code is expired, disabled or paused: the visitor got the owner's
   * fallback page (SPEC §12) instead of being sent anywhere.
   */
  no_destination: 8,
} as const;
export const ShortCodeExhibit = { show: 1, hide: 2 } as const;
/** Forms 4–16 of the original product were laundering or obfuscation: only these three exist. */
export const ShortLinkForm = { query: 1, path: 2, entry_page: 3 } as const;

export const DomainType = { entry: 1, landing_page: 2, short: 3 } as const;
export const DomainVerification = { pending: 1, verified: 2, failed: 3 } as const;
export const MonitorStatus = { normal: 1, flagged: 2, detection_failed: 4 } as const;
/** One check's outcome; numbered like the status it leads to. */
export const CheckVerdict = { ok: 1, flagged: 2, failed: 4 } as const;
/** Why a code is on an operator's to-do list of codes whose domain is in trouble. */
export const DomainTrouble = { unverified: 1, paused: 2, flagged: 3, failing: 4 } as const;
/** What one monitoring check looked at. */
export const DomainCheckKind = { dns: 1, https: 2, certificate: 3, reputation: 4 } as const;
/** What the platform does with codes on a flagged domain; it never swaps domains by itself. */
export const ShieldAction = { keep_serving: 1, pause: 2 } as const;
/** What an administrator's suspension applies to (abuse controls). */
export const SuspensionTarget = { user: 1, code: 2, domain: 3 } as const;
/** What screening found about a destination; `unchecked`: the provider could not answer (re-tried later). */
export const ScreenVerdict = { clean: 1, blocked: 2, unchecked: 3 } as const;
/** A screening rule refuses its hosts, or lets them through whatever else matches. */
export const ScreenRuleKind = { block: 1, allow: 2 } as const;
/** How a screening rule matches: a host with its subdomains, or a glob over host and path. */
export const ScreenMatch = { host: 1, pattern: 2 } as const;
/** Which destinations the screening list shows: paused by a re-screen, or not checked. */
export const ScreeningState = { paused: 1, unchecked: 2 } as const;
/** What a visitor reports a code for on the public report form. */
export const AbuseReportCategory = {
  phishing: 1,
  malware: 2,
  spam: 3,
  illegal_content: 4,
  other: 5,
} as const;
/** Where an abuse report stands in the administrators' queue. */
export const AbuseReportStatus = { new: 1, reviewing: 2, actioned: 3, dismissed: 4 } as const;

/** `expired` is never stored: it is how a pending order past its expiry is shown and refused. */
export const OrderStatus = { pending_payment: 1, paid: 2, expired: 3 } as const;
export const OrderType = { recharge: 1, vip: 2 } as const;
/** Whether a VIP package is on sale. */
export const ComboStatus = { on: 1, off: 2 } as const;
/** How an order was paid: a recharge in TRC20-USDT, a package from the account's balance. */
export const PayType = { trc20_usdt: 1, balance: 2 } as const;
export const WithdrawalStatus = { pending_review: 1, approved: 2, rejected: 3 } as const;
export const BillType = {
  recharge: 1,
  purchase: 2,
  agent_share: 3,
  withdrawal: 4,
  admin_edit: 5,
  withdrawal_refund: 6,
} as const;
export const CollectionStatus = { success: 1, fail: 2 } as const;
/**
 * An incoming USDT transfer to a deposit wallet: `confirming` until the chain has solidified it,
 * then `credited` once (or `failed` when its receipt is not a success); `ignored` rows are not
 * ours to credit (another token, an approval, a malformed row) and say why in their remark.
 */
export const DepositStatus = { confirming: 1, credited: 2, failed: 3, ignored: 4 } as const;
/**
 * Where a collection sweep stands: it tops the deposit wallet up with TRX for energy when needed
 * (`gas_sent` waits for that transfer to solidify), then sends the USDT (`sweeping` waits for it),
 * and ends `swept` or `failed` with a reason. At most one sweep of a wallet is under way at a time.
 */
export const SweepStage = { needs_gas: 1, gas_sent: 2, sweeping: 3, swept: 4, failed: 5 } as const;

export const MenuNodeType = { page: 1, button: 2 } as const;
export const MenuPlatform = { pc: 1 } as const;
/** `2` puts a menu page into the top navigation as well. */
export const ShowHeadshot = { no: 1, top: 2 } as const;
export const Disabled = { no: 1, yes: 2 } as const;
export const OnlineStatus = { offline: 1, online: 2 } as const;
export const NotifyStatus = { unread: 1, read: 2 } as const;
export const DefaultLanguage = { no: 1, yes: 2 } as const;
export const ShowStatus = { shown: 1, hidden: 2 } as const;
export const Theme = { light: 1, dark: 2 } as const;
export const MenuMode = { left: 1, top: 2 } as const;
export const AsyncOperationStatus = { in_progress: 1, completed: 2, abnormal: 3 } as const;

/** A run of a maintenance task (`script`). */
export const MaintenanceRunStatus = { running: 1, succeeded: 2, failed: 3 } as const;
/** Where a click on a picture of a picture list leads: a console page, a new window, this window. */
export const ImageTextJumpType = { in_app_route: 1, new_window: 2, current_window: 3 } as const;
export const UploadStorage = { local: 1, s3: 2 } as const;
export const Carrier = { china_mobile: 1, china_unicom: 2, china_telecom: 3, other: 4 } as const;

/** Socket message types of SPEC §9; any other type goes to the registered handlers. */
export const SocketMessageType = { login: 1, reload: 2, close: 3 } as const;
/** Close code that means "closed on purpose": the client does not reconnect. */
export const SOCKET_CLOSE_INTENTIONAL = 3001;

/**
 * Jobs that run on one elected node at a time, by the name of their lease. The server list shows
 * which process holds each; naming them here makes the console's label for each one required.
 */
export const LEASED_JOBS = [
  'chain-watcher',
  'domain-monitor',
  'destination-rescreen',
  'telegram',
  'code-lifecycle',
  'webhook-delivery',
  'webhook-visits',
] as const;
export type LeasedJob = (typeof LEASED_JOBS)[number];

export const LOCALES = ['zh-CN', 'en-US', 'sw-KE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
