import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

const QR_PIXELS = 168;

/**
 * Any text as a QR code for a phone to scan (a deposit address, an invitation link). It is drawn
 * here as SVG, since the text is not a code of the platform and the server's QR images do not
 * apply; the encoder loads only when a QR is shown.
 */
export function TextQr({ text, alt, className }: { text: string; alt: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    import('qrcode')
      // The package is CommonJS: its functions are reached through the default export everywhere.
      .then(({ default: QRCode }) =>
        QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (drawn) => current && setSvg(drawn),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [text]);
  const classes = ['lc-text-qr', className].filter(Boolean).join(' ');
  if (!svg) {
    return (
      <div className={`${Classes.SKELETON} ${classes}`} style={{ width: QR_PIXELS, height: QR_PIXELS }} />
    );
  }
  return (
    <img
      className={classes}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={QR_PIXELS}
      height={QR_PIXELS}
      alt={alt}
    />
  );
}
