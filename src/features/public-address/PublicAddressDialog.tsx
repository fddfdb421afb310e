import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { refreshWebsite } from '../../core/session/refresh';
import { showToast } from '../../core/toaster';

/**
 * Asks an administrator for the address every link and QR code carries (SPEC §12), prefilled
 * with the one the browser is using, and says what it is for.
 */
export function PublicAddressDialog({ initial, onClose }: { initial: string; onClose(): void }) {
  const intl = useIntl();
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.call('configuration/public_address', { url: url.trim() });
      await refreshWebsite();
      showToast('success', intl.formatMessage({ id: 'public_address.saved' }));
      onClose();
    } catch (failure) {
      setError(fieldErrors(failure).url ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'public_address.title' })}
      icon="globe-network"
      className="lc-public-address-dialog"
    >
      <form onSubmit={submit}>
        <DialogBody>
          <p>
            <FormattedMessage id="public_address.explain" />
          </p>
          <FormGroup
            label={intl.formatMessage({ id: 'configuration.public_base_url' })}
            labelFor="lc-public-address"
            helperText={error ?? intl.formatMessage({ id: 'public_address.example' })}
            intent={error ? 'danger' : 'none'}
          >
            <InputGroup
              id="lc-public-address"
              name="url"
              value={url}
              autoFocus
              intent={error ? 'danger' : 'none'}
              placeholder="https://qr.example.com"
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
          </FormGroup>
          <Callout intent="primary" icon="info-sign" compact>
            <FormattedMessage id="public_address.environment_wins" />
          </Callout>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} data-action="public_address.later">
                <FormattedMessage id="public_address.later" />
              </Button>
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                data-action="configuration/public_address"
              >
                <FormattedMessage id="action.save" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
