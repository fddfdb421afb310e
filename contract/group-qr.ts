/**
 * What a QR image uploaded as a destination holds (SPEC §12): WeChat group codes expire after
 * seven days and take at most 200 members by scan, so the platform reads each image and dates it.
 * Shared by the server, which classifies uploads, and the console, which labels them.
 */
export const QR_CONTENT_KINDS = ['wechat_group', 'wechat_personal', 'wecom', 'link', 'text'] as const;
export type QrContentKind = (typeof QR_CONTENT_KINDS)[number];

/** A WeChat group QR stops admitting anyone seven days after it was made. */
export const WECHAT_GROUP_LIFETIME_MS = 7 * 24 * 3_600_000;

/** Images one bulk upload may add to a code. */
export const MAX_BULK_IMAGES = 50;

/**
 * Lifecycle alerts when the owner has set nothing of their own: a destination expiring within
 * this many hours, and a code with this many usable destinations or fewer.
 */
export const DEFAULT_EXPIRING_HOURS = 24;
export const DEFAULT_LOW_USABLE = 1;
/** The range of each alert line, for an owner's own and for the platform's default alike. */
export const ALERT_LINE_BOUNDS = {
  expiringHours: { min: 1, max: 24 * 30 },
  lowUsable: { min: 0, max: 200 },
} as const;

// Hosts are compared exactly (not by suffix) so `weixin.qq.com.example` is a plain link.
const KIND_PATTERNS: readonly [QrContentKind, RegExp][] = [
  ['wechat_group', /^https?:\/\/weixin\.qq\.com\/g\//i],
  ['wechat_personal', /^https?:\/\/(u\.wechat\.com|weixin\.qq\.com\/r)\//i],
  ['wecom', /^https?:\/\/work\.weixin\.qq\.com\//i],
  ['link', /^https?:\/\/[^\s/]+/i],
];

/** The kind of a QR code's text, by its address pattern; anything that is no web address is `text`. */
export function qrContentKind(content: string): QrContentKind {
  const trimmed = content.trim();
  for (const [kind, pattern] of KIND_PATTERNS) if (pattern.test(trimmed)) return kind;
  return 'text';
}

/** When a freshly uploaded code of this kind stops working, if it does by itself. */
export function defaultExpiry(kind: QrContentKind, uploadedAt: Date): Date | null {
  return kind === 'wechat_group' ? new Date(uploadedAt.getTime() + WECHAT_GROUP_LIFETIME_MS) : null;
}

/**
 * Why an image was not added: no readable code in it, a format the server cannot read, a repeat of
 * one of the code's destinations, not one of the owner's pictures, or the code is full.
 */
export const BULK_REFUSALS = [
  'unreadable',
  'unsupported_format',
  'duplicate',
  'unknown_image',
  'too_many',
] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/** Where a code stands on the "needs attention" list, most urgent first. */
export const ATTENTION_STATES = ['empty', 'low', 'expiring'] as const;
export type AttentionState = (typeof ATTENTION_STATES)[number];
