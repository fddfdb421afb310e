import { TroubledCodeList } from '../../features/domains/TroubledCodeList';

/** The caller's codes whose domain serves nothing now: a to-do list with the move that fixes it. */
export default function NoDomainNamePanel() {
  return (
    <TroubledCodeList
      inquire="no_domain_name/inquire"
      introKey="trouble_ui.no_domain_name_intro"
      emptyKey="trouble_ui.no_domain_name_empty"
    />
  );
}
