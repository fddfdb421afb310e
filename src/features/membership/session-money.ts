import { type UserInfo, userInfoAtom } from '../../core/session/atoms';
import { refreshUserInfo } from '../../core/session/refresh';
import { appStore } from '../../core/store';

type MoneyFields = Partial<Pick<UserInfo, 'balance' | 'member_expire_time'>>;

/** Lays what a money call answered (a new balance, a new end of membership) over the session's user. */
export function applySessionMoney(fields: MoneyFields): void {
  appStore.set(userInfoAtom, (user) => (user ? { ...user, ...fields } : user));
}

/**
 * After a payment: the header and the dashboards read the balance and membership from the session,
 * so they follow at once from the answer, then from the server's own reading of the account.
 */
export function refreshSessionMoney(fields: MoneyFields): void {
  applySessionMoney(fields);
  refreshUserInfo().catch(() => undefined);
}
