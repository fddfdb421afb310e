import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { CopyButton } from '../../features/codes/CopyButton';
import type { ShortDomain } from '../../features/short-links/use-short-domains';
import { readableUrl } from '../../ui/readable-url';
import { checkEntryPage } from './shorten';

/**
 * Short-link form 3: the bare short domain (`https://<host>/`) leads to a page of the operator's
 * own — their site or shop. Empty, the bare domain answers "not found".
 */
export function EntryPageForm({ domain, onSaved }: { domain: ShortDomain; onSaved(): void }) {
  const intl = useIntl();
  const canSave = useCan('domain_list/update_entry_page');
  const saved = readableUrl(domain.entry_page_url);
  const [url, setUrl] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bare = `https://${domain.host}/`;
  const changed = url.trim() !== saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = checkEntryPage(url);
    if (refusal) {
      setError(intl.formatMessage({ id: refusal }));
      return;
    }
    setBusy(true);
    try {
      await api.call('domain_list/update_entry_page', { id: domain.id, entry_page_url: url.trim() });
      showToast('success', intl.formatMessage({ id: 'form.saved' }));
      onSaved();
    } catch (failure) {
      const message = fieldErrors(failure).entry_page_url;
      if (message) setError(message);
      else showToast('error', errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lc-short-code-form" onSubmit={submit} noValidate>
      <p className="lc-short-code-note">
        <FormattedMessage id="short_code.entry_help" />
      </p>
      <div className="lc-short-code-links">
        <span className="lc-short-code-form-label">
          <FormattedMessage id="short_code.form_entry" />
        </span>
        <a href={bare} target="_blank" rel="noreferrer" data-form="entry_page">
          {bare}
        </a>
        <CopyButton text={bare} />
      </div>
      <FormGroup
        label={intl.formatMessage({ id: 'short_code.entry_url' })}
        labelFor="short-code-entry"
        intent={error ? 'danger' : 'none'}
        helperText={error ?? intl.formatMessage({ id: 'short_code.entry_empty' })}
      >
        <InputGroup
          id="short-code-entry"
          name="entry_page_url"
          leftIcon="home"
          placeholder="https://"
          value={url}
          disabled={!canSave}
          intent={error ? 'danger' : 'none'}
          onValueChange={(value) => {
            setUrl(value);
            setError(null);
          }}
        />
      </FormGroup>
      {canSave && (
        <Button
          type="submit"
          icon="floppy-disk"
          loading={busy}
          disabled={!changed}
          data-action="domain_list/update_entry_page"
        >
          <FormattedMessage id="action.save" />
        </Button>
      )}
    </form>
  );
}
