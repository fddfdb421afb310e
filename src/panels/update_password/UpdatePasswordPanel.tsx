import { H5 } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { userInfoAtom } from '../../core/session/atoms';
import { PasswordChangeForm } from './PasswordChangeForm';
import { QueryKeySection } from './QueryKeySection';
import { TotpSection } from './TotpSection';

/** Changing one's own password (SPEC §8): old, new and the new one again. */
export default function UpdatePasswordPanel() {
  const user = useAtomValue(userInfoAtom);
  return (
    <div className="lc-form-panel">
      <H5 className="lc-form-panel-title">
        <FormattedMessage id="menu.update_password" />
        {user && <span className="lc-form-panel-subtitle">{user.account}</span>}
      </H5>
      <p className="lc-form-panel-note">
        <FormattedMessage id="password.note" />
      </p>
      <PasswordChangeForm />
      <TotpSection />
      <QueryKeySection />
    </div>
  );
}
