import { TroubledCodeList } from '../../features/domains/TroubledCodeList';

/** The caller's codes on flagged or failing domains: a to-do list with the move that fixes it. */
export default function NodomainPanel() {
  return (
    <TroubledCodeList
      inquire="nodomain/inquire"
      introKey="trouble_ui.nodomain_intro"
      emptyKey="trouble_ui.nodomain_empty"
    />
  );
}
