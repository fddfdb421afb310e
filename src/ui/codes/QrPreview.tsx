import { AnchorButton, ButtonGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../workspace/api';
import type { LoadState } from '../load-state';
import { CopyButton } from './CopyButton';
import { DEFAULT_QR_SIZE, QR_SIZES, type QrSize, qrImageUrl } from './qr-image';

export type QrPreviewProps = {
  codeId: number;
  /** The code's public link, shown under the picture. */
  url: string;
  /** The signed image address when the caller has it; otherwise it is asked for once. */
  qrUrl?: string;
};

/** The signed QR address of a code: rows of the list do not carry it, the details do. */
function useQrUrl(codeId: number, known: string | undefined): LoadState<string> {
  const [state, setState] = useState<LoadState<string>>(
    known ? { status: 'ready', data: known } : { status: 'loading' },
  );
  useEffect(() => {
    if (known) {
      setState({ status: 'ready', data: known });
      return;
    }
    let current = true;
    api.call('qr_code_list/details', { id: codeId }).then(
      (details) => current && setState({ status: 'ready', data: details.qr_url }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [codeId, known]);
  return state;
}

/**
 * A code's QR image as the server draws it, with the size to download and PNG/SVG downloads; the
 * link it encodes sits underneath with a copy button.
 */
export function QrPreview({ codeId, url, qrUrl }: QrPreviewProps) {
  const intl = useIntl();
  const state = useQrUrl(codeId, qrUrl);
  const [size, setSize] = useState<QrSize>(DEFAULT_QR_SIZE);
  if (state.status === 'loading') {
    return (
      <div className="lc-qr-preview lc-qr-preview-state">
        <Spinner size={24} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="lc-qr-preview lc-qr-preview-state">
        <NonIdealState icon="error" description={state.message} />
      </div>
    );
  }
  const signed = state.data;
  return (
    <div className="lc-qr-preview" data-code-id={codeId}>
      <img
        className="lc-qr-preview-image"
        src={qrImageUrl(signed, { size: 320, margin: 2 })}
        width={192}
        height={192}
        alt={intl.formatMessage({ id: 'codes.qr_alt' }, { url })}
      />
      <div className="lc-qr-preview-link">
        <a href={url} target="_blank" rel="noreferrer" className="lc-qr-preview-url" title={url}>
          {url}
        </a>
        <CopyButton text={url} />
      </div>
      <div className="lc-qr-preview-actions">
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'codes.qr_size' })}
          value={size}
          onChange={(event) => setSize(Number(event.currentTarget.value) as QrSize)}
          options={QR_SIZES.map((value) => ({
            value,
            label: intl.formatMessage({ id: 'codes.qr_size_option' }, { size: value }),
          }))}
        />
        <ButtonGroup>
          <AnchorButton
            icon="download"
            intent="primary"
            href={qrImageUrl(signed, { size, download: true })}
            download
            data-action="codes.download_png"
          >
            PNG
          </AnchorButton>
          <AnchorButton
            icon="download"
            href={qrImageUrl(signed, { format: 'svg', size, download: true })}
            download
            data-action="codes.download_svg"
          >
            SVG
          </AnchorButton>
        </ButtonGroup>
      </div>
      <p className="lc-qr-preview-hint">
        <FormattedMessage id="codes.qr_hint" />
      </p>
    </div>
  );
}
