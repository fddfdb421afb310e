import { CodeList } from '../../features/codes/CodeList';

/** Every user's trash for administrators: the shared code table, read only. */
export default function QrCodeRemovePanel() {
  return <CodeList variant="admin_trash" />;
}
