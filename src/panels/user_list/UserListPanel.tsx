import { AccountsPanel } from '../../features/accounts/AccountsPanel';
import { userAccounts } from './user-accounts';

/** Customers and agents: the shared account panel with the user calls, balance and messages. */
export default function UserListPanel() {
  return <AccountsPanel definition={userAccounts} />;
}
