import { useCan } from '../../core/permissions/use-can';
import type { AccountsDefinition } from './types';

/** Which of an account page's calls the role holds; a call the page lacks is never held. */
export function useAccountPermissions(definition: AccountsDefinition) {
  const can = {
    add: useCan(definition.calls.add),
    update: useCan(definition.calls.update),
    reset: useCan(definition.calls.reset_password),
    disable: useCan(definition.calls.disable),
    refresh: useCan(definition.calls.refresh),
    balance: useCan(definition.calls.balance),
    message: useCan(definition.calls.send_message),
  };
  can.balance &&= definition.calls.balance !== undefined;
  can.message &&= definition.calls.send_message !== undefined;
  return can;
}

export type AccountPermissions = ReturnType<typeof useAccountPermissions>;
