import { AccountsPanel } from '../../features/accounts/AccountsPanel';
import { adminAccounts } from './admin-accounts';

/** Platform administrators: the shared account panel with the administrator calls. */
export default function AdministratorsPanel() {
  return <AccountsPanel definition={adminAccounts} />;
}
