import './totp.css';
import { Button, Callout, FormGroup, H5, InputGroup, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { userInfoAtom, websiteAtom } from '../../core/session/atoms';
import { refreshUserInfo } from '../../core/session/refresh';
import { showToast } from '../../core/toaster';
import { codeDigits, groupSecret, isCompleteCode } from './totp-code';

type Setup = CallOutput<'admin/totp_setup'>;

/** Step two of the setup: the QR code and key to add to the app, then a code it shows. */
function SetupSteps({ setup, onDone, onCancel }: { setup: Setup; onDone(): void; onCancel(): void }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const enable = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setProblem(intl.formatMessage({ id: 'rule.totp_format' }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api.call('admin/totp_enable', { code });
      await refreshUserInfo().catch(() => undefined);
      showToast('success', intl.formatMessage({ id: 'totp.enabled_toast' }));
      onDone();
    } catch (error) {
      setProblem(fieldErrors(error).code ?? errorMessage(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const copySecret = () => {
    const done = () => showToast('success', intl.formatMessage({ id: 'totp.secret_copied' }));
    const failed = () => showToast('error', intl.formatMessage({ id: 'totp.copy_failed' }));
    if (navigator.clipboard) navigator.clipboard.writeText(setup.secret).then(done, failed);
    else failed();
  };

  return (
    <div className="lc-totp-setup" data-testid="totp-setup">
      <img
        className="lc-totp-qr"
        src={setup.qr_data_url}
        width={168}
        height={168}
        alt={intl.formatMessage({ id: 'totp.qr_alt' })}
      />
      <div className="lc-totp-steps">
        <ol>
          <li>
            <FormattedMessage id="totp.step_scan" />
          </li>
          <li>
            <FormattedMessage id="totp.step_key" />
            <div className="lc-totp-secret">
              <code data-testid="totp-secret">{groupSecret(setup.secret)}</code>
              <Button
                size="small"
                variant="minimal"
                icon="duplicate"
                aria-label={intl.formatMessage({ id: 'totp.copy_secret' })}
                onClick={copySecret}
              />
              <a href={setup.otpauth_url} className="lc-totp-open">
                <FormattedMessage id="totp.open_app" />
              </a>
            </div>
          </li>
          <li>
            <FormattedMessage id="totp.step_code" />
          </li>
        </ol>
        <form onSubmit={enable} noValidate className="lc-totp-code-form">
          <FormGroup
            label={intl.formatMessage({ id: 'totp.code' })}
            labelFor="totp-code"
            intent={problem ? 'danger' : 'none'}
            helperText={problem}
          >
            <InputGroup
              id="totp-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              autoFocus
              className="lc-totp-code"
              placeholder="000000"
              intent={problem ? 'danger' : 'none'}
              value={code}
              onValueChange={(value) => {
                setCode(codeDigits(value));
                setProblem(null);
              }}
            />
          </FormGroup>
          <div className="lc-form-actions">
            <Button type="submit" intent="primary" icon="confirm" loading={busy} disabled={code.length === 0}>
              <FormattedMessage id="totp.enable" />
            </Button>
            <Button variant="minimal" onClick={onCancel} disabled={busy}>
              <FormattedMessage id="action.cancel" />
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** Removing the authenticator: the password again, as the confirmation. */
function RemoveForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(intl.formatMessage({ id: 'rule.password_required' }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api.call('admin/totp_disable', { password });
      await refreshUserInfo().catch(() => undefined);
      showToast('success', intl.formatMessage({ id: 'totp.removed_toast' }));
      onDone();
    } catch (error) {
      setProblem(fieldErrors(error).password ?? errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={remove} noValidate className="lc-totp-remove" data-testid="totp-remove">
      <Callout intent="warning" icon="warning-sign" className="lc-totp-callout">
        <FormattedMessage id="totp.remove_warning" />
      </Callout>
      <FormGroup
        label={intl.formatMessage({ id: 'totp.remove_password' })}
        labelFor="totp-password"
        labelInfo="*"
        intent={problem ? 'danger' : 'none'}
        helperText={problem}
      >
        <InputGroup
          id="totp-password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          className="lc-totp-password"
          intent={problem ? 'danger' : 'none'}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
        />
      </FormGroup>
      <div className="lc-form-actions">
        <Button type="submit" intent="danger" icon="trash" loading={busy}>
          <FormattedMessage id="totp.remove_confirm" />
        </Button>
        <Button variant="minimal" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="action.cancel" />
        </Button>
      </div>
    </form>
  );
}

/**
 * The signed-in user's authenticator (Google verification): set it up in two steps (a new secret,
 * then a code that proves the app has it) or remove it with the password.
 */
export function TotpSection() {
  const user = useAtomValue(userInfoAtom);
  const website = useAtomValue(websiteAtom);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [removing, setRemoving] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const enabled = user?.totp_enabled === true;

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setSetup(await api.call('admin/totp_setup', {}));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="lc-totp" aria-labelledby="totp-title">
      <H5 className="lc-form-panel-title" id="totp-title">
        <FormattedMessage id="totp.title" />
        {enabled ? (
          <Tag intent="success" minimal icon="tick" data-testid="totp-state">
            <FormattedMessage id="totp.state_on" />
          </Tag>
        ) : (
          <Tag minimal data-testid="totp-state">
            <FormattedMessage id="totp.state_off" />
          </Tag>
        )}
      </H5>
      <p className="lc-form-panel-note">
        <FormattedMessage id={website?.google_verification ? 'totp.note_required' : 'totp.note_optional'} />
      </p>
      {failure && (
        <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
          {failure}
        </Callout>
      )}
      {enabled && !removing && (
        <Button
          icon="trash"
          intent="danger"
          variant="outlined"
          data-action="totp.remove"
          onClick={() => setRemoving(true)}
        >
          <FormattedMessage id="totp.remove" />
        </Button>
      )}
      {enabled && removing && (
        <RemoveForm onDone={() => setRemoving(false)} onCancel={() => setRemoving(false)} />
      )}
      {!enabled && !setup && (
        <Button
          icon="mobile-phone"
          intent="primary"
          loading={starting}
          onClick={start}
          data-action="totp.setup"
        >
          <FormattedMessage id="totp.setup" />
        </Button>
      )}
      {!enabled && setup && (
        <SetupSteps setup={setup} onDone={() => setSetup(null)} onCancel={() => setSetup(null)} />
      )}
    </section>
  );
}
