import { CodeList } from '../../features/codes/CodeList';
import { CodeTransferTools } from './CodeTransferTools';

/** The operator's live codes: the shared code table in its full, managing form, with export and import. */
export default function QrCodeListPanel() {
  return <CodeList variant="own" toolbarTools={(refresh) => <CodeTransferTools onImported={refresh} />} />;
}
