/**
 * Rules that the console and the server both run. Each check answers with a message key of the
 * i18n catalogues (never a sentence), so either side can show it in the reader's language.
 */

/** SPEC §10. */
export const LIMITS = {
  accountMinLength: 5,
  passwordMinLength: 6,
  shareRefreshMs: 5000,
  socketPingMs: 5000,
  socketMaxReconnectFailures: 20,
  socketResendDelayMs: 1000,
  unreadPollMs: 10000,
  /** How often the menu asks again how much work waits on its pages. */
  menuBadgePollMs: 30000,
  accessLogDaysBack: 7,
  accessLogDefaultDays: 3,
  leftMenuWidth: 210,
  rememberMeDays: 30,
  sessionHours: 12,
  /** Characters of an owner's access-log query key. */
  queryKeyLength: 32,
} as const;

/** Destinations longer than this are refused; browsers and QR codes handle them badly anyway. */
export const MAX_DESTINATION_URL = 2048;

/**
 * A destination must be an absolute http(s) URL with a host: `javascript:`, `data:` and the like
 * could run script in a visitor's browser from our landing pages.
 */
export function isSafeDestinationUrl(text: string): boolean {
  // Whitespace and control characters (codes below 32) have no place in a URL; they smuggle headers.
  const hasControl = [...text].some((character) => (character.codePointAt(0) ?? 0) < 32);
  if (text.length > MAX_DESTINATION_URL || hasControl || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Control characters (C0, DEL, C1) and the invisible marks that reorder or hide text (bidi
 * controls, zero-width characters): a link has no use for them, and they can disguise where it
 * goes or break the header that carries it.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

/** Whether a URL as typed holds a control or bidi character (refused with its own message). */
export function hasHiddenCharacter(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/**
 * The form a URL is stored and sent in: the WHATWG serialisation, all ASCII (the host in
 * punycode; path, query and fragment percent-encoded), so it can go into a `Location` header, a
 * QR code or an outbound request as it is. Only for a URL `isSafeDestinationUrl` accepted.
 */
export function asciiUrl(text: string): string {
  return new URL(text).href;
}

/**
 * `asciiUrl` for a URL template of an external service: its `{name}` placeholders stay as they
 * were written, in the path too, so they are still found when the template is filled in.
 */
export function asciiUrlTemplate(template: string): string {
  return asciiUrl(template).replace(/%7B([a-z_]+)%7D/g, '{$1}');
}

export const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
/** A live code's suffix in its URL. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const INVITATION_CODE_PATTERN = LETTERS_AND_DIGITS;

export type RegistrationInput = {
  account: string;
  password: string;
  repeat_password: string;
};

/** The registration checks in SPEC order; the first failing one wins. */
export function checkRegistration(input: RegistrationInput): string | null {
  const { account, password, repeat_password } = input;
  if (account.trim() === '') return 'rule.account_required';
  if (account.length < LIMITS.accountMinLength) return 'rule.account_too_short';
  if (password === '') return 'rule.password_required';
  if (repeat_password === '' || repeat_password !== password) return 'rule.passwords_differ';
  if (password === account) return 'rule.password_equals_account';
  if (password.length < LIMITS.passwordMinLength) return 'rule.password_too_short';
  if (!LETTERS_AND_DIGITS.test(password)) return 'rule.password_letters_digits';
  return null;
}

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);

export function isIPv4(text: string): boolean {
  return IPV4.test(text);
}

/**
 * The access-log IP list: one address per line, blank lines ignored. Answers the parsed list or
 * the message key of the first problem.
 */
export function parseIpList(text: string): { ips: string[] } | { error: string } {
  const ips = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (ips.some((ip) => !isIPv4(ip))) return { error: 'rule.ip_invalid' };
  if (ips.length === 0) return { error: 'rule.ip_required' };
  return { ips };
}
