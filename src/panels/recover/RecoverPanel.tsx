import { CodeList } from '../../features/codes/CodeList';

/** The operator's trash: the shared code table listing removed codes, with restore. */
export default function RecoverPanel() {
  return <CodeList variant="trash" />;
}
