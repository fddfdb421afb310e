import { Button, Callout, InputGroup, PopoverNext, Spinner, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { CopyButton } from './CopyButton';
import { TextQr } from './TextQr';

type Link = CallOutput<'qr_code_list/share_link'>;
type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; link: Link };

/**
 * The public share page of one code (live visit counts, no sign-in): its link with the share
 * password in it, to copy or scan, and what giving it away means. Without a share password the
 * owner is told where to set one.
 */
export function ShareLinkCard({ codeId }: { codeId: number }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api.call('qr_code_list/share_link', { id: codeId }).then(
      (link) => current && setState({ status: 'ready', link }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [codeId]);

  if (state.status === 'loading') return <Spinner size={20} className="lc-share-link" />;
  if (state.status === 'error')
    return (
      <Callout intent="danger" compact className="lc-share-link">
        {state.message}
      </Callout>
    );
  if (!state.link.has_password)
    return (
      <Callout intent="primary" icon="info-sign" compact className="lc-share-link" data-share-link="none">
        <FormattedMessage id="codes.share_no_password" />
      </Callout>
    );
  const { url } = state.link;
  return (
    <div className="lc-share-link" data-share-link={url}>
      <div className="lc-share-link-row">
        <InputGroup readOnly value={url} aria-label={intl.formatMessage({ id: 'codes.share_link' })} fill />
        <CopyButton text={url} label={intl.formatMessage({ id: 'codes.share_copy' })} />
      </div>
      <TextQr text={url} alt={intl.formatMessage({ id: 'codes.share_link' })} className="lc-share-link-qr" />
      <p className="lc-share-link-note">
        <FormattedMessage id="codes.share_reminder" />
      </p>
    </div>
  );
}

/** The share button of a code's row and of its editor, opening the card beside it. */
export function ShareLinkButton({ codeId, name, label }: { codeId: number; name: string; label?: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'codes.share_of' }, { name });
  return (
    <PopoverNext
      placement="left"
      content={<ShareLinkCard codeId={codeId} />}
      popoverClassName="lc-qr-popover"
    >
      <Tooltip content={intl.formatMessage({ id: 'codes.share_link' })} placement="top" hoverOpenDelay={400}>
        <Button variant="minimal" size="small" icon="share" data-action="codes.share" aria-label={title}>
          {label && <FormattedMessage id="codes.share_link" />}
        </Button>
      </Tooltip>
    </PopoverNext>
  );
}
