import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { CopyButton } from '../../features/codes/CopyButton';
import { useDialogStyle } from '../../ui/dialog';
import type { WalletRow } from './tron-resource';

/** Which wallet the key opens: its owner and address, read-only. */
function WalletFacts({ wallet }: { wallet: WalletRow }) {
  return (
    <dl className="lc-tron-facts">
      <dt>
        <FormattedMessage id="money_ui.account" />
      </dt>
      <dd>
        <strong>{wallet.account}</strong>
      </dd>
      <dt>
        <FormattedMessage id="tron.column.base58" />
      </dt>
      <dd className="lc-chain-text">{wallet.base58}</dd>
    </dl>
  );
}

/**
 * Revealing one wallet's private key (`tron/reveal`): the caller re-enters their own password, the
 * server logs the reveal and answers the key, which is shown once in a read-only field. The key is
 * held in this dialog's state only, never in a store, and is dropped as the dialog closes (the
 * panel unmounts it).
 */
export function RevealKeyDialog({ wallet, onClose }: { wallet: WalletRow; onClose(): void }) {
  const intl = useIntl();
  const style = useDialogStyle();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [privateKey, setPrivateKey] = useState<string | null>(null);

  const close = () => {
    setPrivateKey(null);
    setPassword('');
    onClose();
  };

  const reveal = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(intl.formatMessage({ id: 'rule.password_required' }));
      return;
    }
    setBusy(true);
    setProblem(null);
    setFailure(null);
    try {
      const answer = await api.call('tron/reveal', { id: wallet.id, password });
      setPrivateKey(answer.private_key);
      setPassword('');
    } catch (error) {
      const field = fieldErrors(error).password;
      if (field) setProblem(field);
      else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={close}
      title={intl.formatMessage({ id: 'tron.reveal_title' }, { account: wallet.account })}
      icon="key"
      style={style}
      canOutsideClickClose={false}
    >
      {privateKey === null ? (
        <form onSubmit={reveal} noValidate>
          <DialogBody>
            {failure && (
              <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
                {failure}
              </Callout>
            )}
            <Callout intent="warning" icon="warning-sign" className="lc-money-warning">
              <FormattedMessage id="tron.reveal_explain" />
            </Callout>
            <WalletFacts wallet={wallet} />
            <FormGroup
              label={intl.formatMessage({ id: 'tron.reveal_password' })}
              labelFor="tron-reveal-password"
              labelInfo="*"
              intent={problem ? 'danger' : 'none'}
              helperText={problem ?? intl.formatMessage({ id: 'tron.reveal_password_help' })}
            >
              <InputGroup
                id="tron-reveal-password"
                name="password"
                type="password"
                autoComplete="current-password"
                autoFocus
                intent={problem ? 'danger' : 'none'}
                value={password}
                onValueChange={(value) => {
                  setPassword(value);
                  setProblem(null);
                }}
              />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={close} text={<FormattedMessage id="action.cancel" />} />
                <Button
                  type="submit"
                  intent="danger"
                  icon="eye-open"
                  loading={busy}
                  data-action="tron/reveal-submit"
                  text={<FormattedMessage id="tron.reveal_submit" />}
                />
              </>
            }
          />
        </form>
      ) : (
        <>
          <DialogBody>
            <Callout intent="danger" icon="shield" className="lc-money-warning" role="status">
              <FormattedMessage id="tron.key_warning" />
            </Callout>
            <WalletFacts wallet={wallet} />
            <FormGroup label={intl.formatMessage({ id: 'tron.private_key' })} labelFor="tron-private-key">
              <div className="lc-tron-key-line">
                <InputGroup
                  id="tron-private-key"
                  className="lc-tron-key"
                  readOnly
                  fill
                  value={privateKey}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton text={privateKey} label={intl.formatMessage({ id: 'tron.copy_key' })} />
              </div>
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <Button intent="primary" onClick={close} text={<FormattedMessage id="tron.close_forget" />} />
            }
          />
        </>
      )}
    </Dialog>
  );
}
