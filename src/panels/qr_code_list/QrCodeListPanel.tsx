import { CodeList } from '../../features/codes/CodeList';

/** The operator's live codes: the shared code table in its full, managing form. */
export default function QrCodeListPanel() {
  return <CodeList variant="own" />;
}
