/**
 * The device tokens this browser was given at login, one per account (`lc.devices.v1`). Sent
 * with the next login of the same account, a token makes this browser a known device: failed
 * logins of strangers on the account do not slow it down. It proves nothing by itself — the
 * password is still asked — so it is kept like the layouts, in localStorage, and survives logout.
 */

const KEY = 'lc.devices.v1';
/** Accounts remembered per browser; the least recently used go first. */
const MAX_ACCOUNTS = 10;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The token an earlier login of this account answered in this browser, if any. */
export function deviceTokenFor(account: string): string | undefined {
  const token = read()[account];
  return typeof token === 'string' ? token : undefined;
}

/** Keeps the token a login answered, as the account's most recent entry. */
export function rememberDeviceToken(account: string, token: string): void {
  const { [account]: _previous, ...others } = read();
  const kept = Object.entries(others).slice(-(MAX_ACCOUNTS - 1));
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [account, token]])));
  } catch {
    // A full or disabled storage only makes this browser an unknown device next time.
  }
}
