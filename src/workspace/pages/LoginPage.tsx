import { Button, Callout, Card, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { useBranding } from '../../core/branding';
import { tokenAtom, userInfoAtom, websiteAtom } from '../../core/session/atoms';
import type { MessageKey } from '../../i18n/catalogues';
import { deviceTokenFor, rememberDeviceToken } from '../session/known-device';
import { PublicFrame } from './PublicFrame';

type LoginForm = { account: string; password: string; totp: string; remember: boolean };
type Problems = Partial<Record<keyof LoginForm, string>>;

/** The checks the server repeats, run first so an empty field never costs a round trip. */
function checkLogin(form: LoginForm, needsTotp: boolean): Partial<Record<keyof LoginForm, MessageKey>> {
  const problems: Partial<Record<keyof LoginForm, MessageKey>> = {};
  if (form.account.trim() === '') problems.account = 'rule.account_required';
  if (form.password === '') problems.password = 'rule.password_required';
  // Only users with an authenticator need the code (SPEC §1: optional); the server asks when it must.
  if (needsTotp && form.totp !== '' && !/^\d{6}$/.test(form.totp)) problems.totp = 'rule.totp_format';
  return problems;
}

/** `#/admin_login` (SPEC §1): account, password, remember me, and the TOTP code when the site asks for it. */
export function LoginPage() {
  const intl = useIntl();
  const website = useAtomValue(websiteAtom);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const { title, logo } = useBranding();
  const [form, setForm] = useState<LoginForm>({ account: '', password: '', totp: '', remember: false });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsTotp = website?.google_verification === true;

  if (token && user) return <Redirect to="/customer" replace />;

  const update = (field: keyof LoginForm, value: string | boolean) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const local = checkLogin(form, needsTotp);
    if (Object.keys(local).length > 0) {
      setProblems(
        Object.fromEntries(
          Object.entries(local).map(([field, key]) => [field, intl.formatMessage({ id: key })]),
        ),
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const account = form.account.trim();
      const deviceToken = deviceTokenFor(account);
      const session = await api.call('admin/login', {
        account,
        password: form.password,
        remember: form.remember,
        ...(needsTotp && form.totp !== '' ? { totp: form.totp } : {}),
        ...(deviceToken ? { device_token: deviceToken } : {}),
      });
      rememberDeviceToken(account, session.device_token);
      // The console's modules load once the password is accepted, not with the public page.
      const { enterWorkspace } = await import('../session/sign-in');
      await enterWorkspace(session);
    } catch (error) {
      setFailure(errorMessage(error));
      setProblems(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const registerHref = website?.admin_register_url || '#/admin_register';
  const field = (name: keyof LoginForm) => ({
    intent: problems[name] ? ('danger' as const) : ('none' as const),
    helperText: problems[name],
  });

  return (
    <PublicFrame>
      <Card className="lc-login-card" elevation={2}>
        <div className="lc-login-brand">
          <img src={logo} alt="" width={40} height={40} />
          <h1>{title}</h1>
          <p>
            <FormattedMessage id="login.subtitle" />
          </p>
        </div>
        <form onSubmit={submit} noValidate>
          {failure && (
            <Callout intent="danger" icon="error" className="lc-login-failure" role="alert">
              {failure}
            </Callout>
          )}
          <FormGroup
            label={intl.formatMessage({ id: 'login.account' })}
            labelFor="login-account"
            {...field('account')}
          >
            <InputGroup
              id="login-account"
              name="account"
              size="large"
              leftIcon="user"
              autoComplete="username"
              autoFocus
              value={form.account}
              intent={field('account').intent}
              placeholder={intl.formatMessage({ id: 'login.account_placeholder' })}
              onValueChange={(value) => update('account', value)}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'login.password' })}
            labelFor="login-password"
            {...field('password')}
          >
            <InputGroup
              id="login-password"
              name="password"
              type="password"
              size="large"
              leftIcon="lock"
              autoComplete="current-password"
              value={form.password}
              intent={field('password').intent}
              placeholder={intl.formatMessage({ id: 'login.password_placeholder' })}
              onValueChange={(value) => update('password', value)}
            />
          </FormGroup>
          {needsTotp && (
            <FormGroup
              label={intl.formatMessage({ id: 'login.totp' })}
              labelFor="login-totp"
              {...field('totp')}
            >
              <InputGroup
                id="login-totp"
                name="totp"
                size="large"
                leftIcon="mobile-phone"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={form.totp}
                intent={field('totp').intent}
                placeholder={intl.formatMessage({ id: 'login.totp_placeholder' })}
                onValueChange={(value) => update('totp', value.replace(/\D/g, ''))}
              />
            </FormGroup>
          )}
          <Checkbox
            name="remember"
            checked={form.remember}
            label={intl.formatMessage({ id: 'login.remember' })}
            onChange={(event) => update('remember', event.currentTarget.checked)}
          />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            loading={busy}
            text={intl.formatMessage({ id: 'login.submit' })}
          />
        </form>
        {website?.admin_register && (
          <div className="lc-login-footer">
            <FormattedMessage id="login.no_account" />{' '}
            <a href={registerHref}>
              <FormattedMessage id="login.register" />
            </a>
          </div>
        )}
      </Card>
    </PublicFrame>
  );
}
