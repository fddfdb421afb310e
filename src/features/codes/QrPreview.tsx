import { AnchorButton, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { LogoSelect } from '../images/LogoSelect';
import { LinkReachNote } from '../public-address/PublicAddressBanner';
import { CopyButton } from './CopyButton';
import { DEFAULT_QR_SIZE, QR_SIZES, type QrSize, qrImageUrl } from './qr-image';

export type QrPreviewProps = {
  codeId: number;
  /** The code's public link, shown under the picture. */
  url: string;
  /** The signed image address the server gives with the code (list rows and details carry it). */
  qrUrl: string;
};

/**
 * A code's QR image as the server draws it, with the size to download, an optional logo from the
 * image library and PNG/SVG downloads; the link it encodes sits underneath with a copy button.
 */
export function QrPreview({ codeId, url, qrUrl }: QrPreviewProps) {
  const intl = useIntl();
  const [size, setSize] = useState<QrSize>(DEFAULT_QR_SIZE);
  const [logo, setLogo] = useState<number | null>(null);
  const logoId = logo ?? undefined;
  return (
    <div className="lc-qr-preview" data-code-id={codeId}>
      <LinkReachNote />
      <img
        className="lc-qr-preview-image"
        src={qrImageUrl(qrUrl, { size: 320, margin: 2, logo: logoId })}
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
      <LogoSelect value={logo} onChange={setLogo} />
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
            href={qrImageUrl(qrUrl, { size, download: true, logo: logoId })}
            download
            data-action="codes.download_png"
          >
            PNG
          </AnchorButton>
          <AnchorButton
            icon="download"
            href={qrImageUrl(qrUrl, { format: 'svg', size, download: true, logo: logoId })}
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
