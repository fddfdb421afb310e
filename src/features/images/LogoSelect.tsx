import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { type LibraryImage, listLogos } from './search-images';

/**
 * Chooses a library picture for a QR code's centre, or none. A native select: it lives inside the
 * QR popover, where a second popover of matches would close the first. Without pictures fit for a
 * logo it shows nothing.
 */
export function LogoSelect({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const intl = useIntl();
  const [logos, setLogos] = useState<LibraryImage[]>([]);
  useEffect(() => {
    let current = true;
    listLogos().then(
      (list) => current && setLogos(list),
      () => current && setLogos([]),
    );
    return () => {
      current = false;
    };
  }, []);
  if (logos.length === 0) return null;
  const label = intl.formatMessage({ id: 'codes.qr_logo' });
  return (
    <HTMLSelect
      className="lc-qr-preview-logo"
      fill
      aria-label={label}
      value={value ?? ''}
      onChange={(event) =>
        onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
      }
      options={[
        { value: '', label: intl.formatMessage({ id: 'codes.qr_no_logo' }) },
        ...logos.map((logo) => ({ value: logo.id, label: `${label}: ${logo.name}` })),
      ]}
    />
  );
}
