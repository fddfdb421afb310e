import { useIntl } from 'react-intl';
import { TextQr } from '../../features/codes/TextQr';

/** A deposit address as a QR code for a wallet app to scan. */
export function AddressQr({ address }: { address: string }) {
  const intl = useIntl();
  return (
    <TextQr
      text={address}
      className="lc-recharge-qr"
      alt={intl.formatMessage({ id: 'balance_recharge.qr_alt' }, { address })}
    />
  );
}
