import {
  AnchorButton,
  Button,
  Callout,
  Card,
  FormGroup,
  Icon,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect, useSearch } from 'wouter';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { useBranding } from '../../core/branding';
import { sessionReadyAtom, tokenAtom, userInfoAtom, websiteAtom } from '../../core/session/atoms';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { BUILD_TIME } from './build-time';
import { PublicFrame } from './PublicFrame';
import { invitationFromSearch, type RegisterForm, registrationProblem } from './register-form';
import './register.css';

type Field = {
  name: keyof RegisterForm;
  labelKey: MessageKey;
  placeholderKey: MessageKey;
  icon: 'user' | 'lock' | 'confirm' | 'new-link';
  type?: 'password';
  autoComplete: string;
};

const FIELDS: Field[] = [
  {
    name: 'account',
    labelKey: 'login.account',
    placeholderKey: 'register.account_placeholder',
    icon: 'user',
    autoComplete: 'username',
  },
  {
    name: 'password',
    labelKey: 'login.password',
    placeholderKey: 'register.password_placeholder',
    icon: 'lock',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'repeat_password',
    labelKey: 'register.repeat_password',
    placeholderKey: 'register.repeat_placeholder',
    icon: 'confirm',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'code',
    labelKey: 'register.code',
    placeholderKey: 'register.code_placeholder',
    icon: 'new-link',
    autoComplete: 'off',
  },
];

/** The build time under the form, so support can tell which version a user runs. */
function BuildTime() {
  const intl = useIntl();
  if (!BUILD_TIME) return null;
  return (
    <div className="lc-register-build">
      <FormattedMessage id="register.build_time" values={{ time: formatTime(intl, BUILD_TIME) }} />
    </div>
  );
}

/** Registration switched off: sent to the configured address when there is one, else told so. */
function RegistrationClosed({ url }: { url: string }) {
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  return (
    <PublicFrame>
      <NonIdealState
        className="lc-public-state"
        icon={url ? 'share' : 'disable'}
        title={<FormattedMessage id={url ? 'register.redirecting' : 'register.closed'} />}
        description={
          <FormattedMessage id={url ? 'register.redirecting_description' : 'register.closed_description'} />
        }
        action={
          url ? (
            <AnchorButton intent="primary" href={url} icon="share">
              <FormattedMessage id="register.go_there" />
            </AnchorButton>
          ) : (
            <AnchorButton intent="primary" href="#/admin_login" icon="log-in">
              <FormattedMessage id="register.to_login" />
            </AnchorButton>
          )
        }
      />
      <BuildTime />
    </PublicFrame>
  );
}

/**
 * `#/admin_register?code=…` (SPEC §1): account, password twice and the invitation code from the
 * link. The seven checks run here in the SPEC's order before the server runs them again; a new
 * account is signed in and lands on its first menu page, as after a login.
 */
export function RegisterPage() {
  const intl = useIntl();
  const ready = useAtomValue(sessionReadyAtom);
  const website = useAtomValue(websiteAtom);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const { title, logo } = useBranding();
  const invitation = invitationFromSearch(useSearch());
  const [form, setForm] = useState<RegisterForm>({
    account: '',
    password: '',
    repeat_password: '',
    code: invitation.code,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof RegisterForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (token && user) return <Redirect to="/customer" replace />;
  if (!ready) {
    return (
      <div className="lc-page-loading">
        <Spinner size={32} />
      </div>
    );
  }
  if (website && !website.admin_register) return <RegistrationClosed url={website.admin_register_url} />;

  const update = (name: keyof RegisterForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = registrationProblem(form);
    if (problem) {
      setFailure(null);
      setProblems({ [problem.field]: intl.formatMessage({ id: problem.key }) });
      document.getElementById(`register-${problem.field}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const code = form.code.trim();
      const session = await api.call('admin/register', {
        account: form.account,
        password: form.password,
        repeat_password: form.repeat_password,
        ...(code ? { code } : {}),
      });
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

  return (
    <PublicFrame>
      <div className="lc-register">
        <Card className="lc-login-card lc-register-card" elevation={2}>
          <div className="lc-login-brand">
            <img src={logo} alt="" width={40} height={40} />
            <h1>{title}</h1>
            <p>
              <FormattedMessage id="register.subtitle" />
            </p>
          </div>
          <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'register.title' })}>
            {failure && (
              <Callout intent="danger" icon="error" className="lc-login-failure" role="alert">
                {failure}
              </Callout>
            )}
            {FIELDS.map((field) => {
              const locked = field.name === 'code' && invitation.locked;
              const problem = problems[field.name];
              return (
                <FormGroup
                  key={field.name}
                  label={intl.formatMessage({ id: field.labelKey })}
                  labelFor={`register-${field.name}`}
                  labelInfo={
                    field.name === 'code' ? intl.formatMessage({ id: 'register.optional' }) : undefined
                  }
                  intent={problem ? 'danger' : 'none'}
                  helperText={
                    problem ? (
                      <span role="alert" data-problem={field.name}>
                        {problem}
                      </span>
                    ) : locked ? (
                      intl.formatMessage({ id: 'register.code_locked' })
                    ) : undefined
                  }
                >
                  <InputGroup
                    id={`register-${field.name}`}
                    name={field.name}
                    type={field.type ?? 'text'}
                    leftIcon={field.icon}
                    rightElement={locked ? <Icon icon="lock" className="lc-register-lock" /> : undefined}
                    autoComplete={field.autoComplete}
                    autoFocus={field.name === 'account'}
                    readOnly={locked}
                    value={form[field.name]}
                    intent={problem ? 'danger' : 'none'}
                    placeholder={intl.formatMessage({ id: field.placeholderKey })}
                    onValueChange={(value) => update(field.name, value)}
                  />
                </FormGroup>
              );
            })}
            <Button
              type="submit"
              intent="primary"
              size="large"
              fill
              loading={busy}
              text={intl.formatMessage({ id: 'register.submit' })}
            />
          </form>
          <div className="lc-login-footer">
            <FormattedMessage id="register.have_account" />{' '}
            <a href="#/admin_login">
              <FormattedMessage id="register.to_login" />
            </a>
          </div>
        </Card>
        <BuildTime />
      </div>
    </PublicFrame>
  );
}
