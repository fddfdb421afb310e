import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

const QR_PIXELS = 168;

/**
 * A deposit address as a QR code for a wallet app to scan. It is drawn here as SVG (the address is
 * not a code of the platform, so the server's QR images do not apply); the encoder loads only when
 * an address is shown.
 */
export function AddressQr({ address }: { address: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    import('qrcode')
      // The package is CommonJS: its functions are reached through the default export everywhere.
      .then(({ default: QRCode }) =>
        QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (text) => current && setSvg(text),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [address]);
  if (!svg) {
    return (
      <div className={`${Classes.SKELETON} lc-recharge-qr`} style={{ width: QR_PIXELS, height: QR_PIXELS }} />
    );
  }
  return (
    <img
      className="lc-recharge-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={QR_PIXELS}
      height={QR_PIXELS}
      alt={intl.formatMessage({ id: 'balance_recharge.qr_alt' }, { address })}
    />
  );
}
