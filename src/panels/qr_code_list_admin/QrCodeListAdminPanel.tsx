import { CodeList } from '../../features/codes/CodeList';

/** Every user's codes for administrators: the shared code table with the owner filter. */
export default function QrCodeListAdminPanel() {
  return <CodeList variant="admin" />;
}
