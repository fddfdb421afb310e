import { Button, Callout, Card, H4 } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Redirect } from 'wouter';
import { api } from '../../core/api/api';
import { tokenAtom, userInfoAtom } from '../../core/session/atoms';
import { PasswordChangeForm } from '../../panels/update_password/PasswordChangeForm';
import { enterWorkspace, signOut } from '../session/sign-in';
import { PublicFrame } from './PublicFrame';

/**
 * The first sign-in with a password the user did not choose (the generated first password, an
 * administrator's reset): a new one comes before anything else, as the server insists too.
 */
export function ChangePasswordPage() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  if (!token || !user) return <Redirect to="/admin_login" replace />;
  if (!user.must_change_password) return <Redirect to="/customer" replace />;

  const changed = async () => {
    const session = await api.call('admin/get_user_info', {});
    await enterWorkspace({ token: session.token || token, user_info: session.user_info });
  };

  return (
    <PublicFrame>
      <Card className="lc-change-password" elevation={1}>
        <H4>
          <FormattedMessage id="password.first_title" />
        </H4>
        <Callout intent="warning" icon="key" compact>
          <FormattedMessage id="password.first_explain" values={{ account: user.account }} />
        </Callout>
        <PasswordChangeForm onChanged={changed} />
        <Button variant="minimal" icon="log-out" onClick={() => void signOut()} data-action="admin/logout">
          <FormattedMessage id="password.first_sign_out" />
        </Button>
      </Card>
    </PublicFrame>
  );
}
