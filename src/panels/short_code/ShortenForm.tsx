import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DomainType } from '../../../contract/enums';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { CopyButton } from '../../features/codes/CopyButton';
import { QrPreview } from '../../features/codes/QrPreview';
import { codeLinks } from '../../features/domains/domain-links';
import type { ShortDomain } from '../../features/short-links/use-short-domains';
import { checkShorten, type ShortenValues, shortenInput } from './shorten';

type Created = { id: number; file_name: string; url: string; qr_url: string };

const BLANK: ShortenValues = { url: '', name: '', fileName: '' };

/** Server field names → this form's fields. */
const FIELD_OF: Record<string, keyof ShortenValues> = {
  destinations: 'url',
  name: 'name',
  file_name: 'fileName',
};

/** A long link in, a short link out: the code is created on the domain and shown with both forms and its QR. */
export function ShortenForm({ domain }: { domain: ShortDomain }) {
  const intl = useIntl();
  const canCreate = useCan('qr_code_list/add');
  const [values, setValues] = useState<ShortenValues>(BLANK);
  const [errors, setErrors] = useState<Partial<Record<keyof ShortenValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  const set = (field: keyof ShortenValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkShorten(values);
    if (Object.keys(local).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(local).map(([field, key]) => [field, intl.formatMessage({ id: key })]),
        ),
      );
      return;
    }
    setBusy(true);
    try {
      setCreated(await api.call('qr_code_list/add', shortenInput(values, domain.id)));
      setValues(BLANK);
      showToast('success', intl.formatMessage({ id: 'short_code.created' }));
    } catch (error) {
      const byField = Object.entries(fieldErrors(error)).flatMap(([path, message]) => {
        const field = FIELD_OF[path];
        return field ? [[field, message] as const] : [];
      });
      if (byField.length > 0) setErrors(Object.fromEntries(byField));
      else showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (!canCreate) {
    return (
      <Callout compact icon="lock">
        <FormattedMessage id="short_code.no_create" />
      </Callout>
    );
  }
  return (
    <div className="lc-short-code-shorten">
      <form className="lc-short-code-form" onSubmit={submit} noValidate>
        <FormGroup
          label={intl.formatMessage({ id: 'short_code.long_url' })}
          labelFor="short-code-url"
          intent={errors.url ? 'danger' : 'none'}
          helperText={errors.url}
        >
          <InputGroup
            id="short-code-url"
            name="url"
            leftIcon="link"
            placeholder="https://"
            value={values.url}
            intent={errors.url ? 'danger' : 'none'}
            onValueChange={set('url')}
            autoFocus
          />
        </FormGroup>
        <div className="lc-short-code-row">
          <FormGroup
            label={intl.formatMessage({ id: 'short_code.name' })}
            labelFor="short-code-name"
            helperText={errors.name ?? intl.formatMessage({ id: 'short_code.name_help' })}
            intent={errors.name ? 'danger' : 'none'}
          >
            <InputGroup
              id="short-code-name"
              name="name"
              value={values.name}
              maxLength={100}
              onValueChange={set('name')}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'short_code.suffix' })}
            labelFor="short-code-suffix"
            helperText={errors.fileName ?? intl.formatMessage({ id: 'short_code.suffix_help' })}
            intent={errors.fileName ? 'danger' : 'none'}
          >
            <InputGroup
              id="short-code-suffix"
              name="file_name"
              leftElement={<span className="lc-short-code-prefix">{domain.host}/</span>}
              value={values.fileName}
              maxLength={64}
              intent={errors.fileName ? 'danger' : 'none'}
              onValueChange={set('fileName')}
            />
          </FormGroup>
        </div>
        <Button type="submit" intent="primary" icon="link" loading={busy} data-action="short_code.shorten">
          <FormattedMessage id="short_code.shorten" />
        </Button>
      </form>
      {created && (
        <div className="lc-short-code-result" data-short-link={created.file_name}>
          <ul className="lc-short-code-links">
            {codeLinks(domain.host, DomainType.short, created.file_name).map(({ form, url }) => (
              <li key={form}>
                <span className="lc-short-code-form-label">
                  <FormattedMessage id={form === 'path' ? 'short_code.form_path' : 'short_code.form_query'} />
                </span>
                <a href={url} target="_blank" rel="noreferrer" data-form={form}>
                  {url}
                </a>
                <CopyButton text={url} />
              </li>
            ))}
          </ul>
          <QrPreview codeId={created.id} url={created.url} qrUrl={created.qr_url} />
        </div>
      )}
    </div>
  );
}
