import { Button, Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { websiteAtom } from '../../core/session/atoms';
import { PublicAddressDialog } from './PublicAddressDialog';
import { linksMayNotOpenElsewhere, suggestedPublicAddress } from './public-address';

/** Asked once per browser session; "later" leaves the banner standing, not the question. */
const ASKED_KEY = 'lc.public_address_asked';

/**
 * For administrators who can set it, while links may not open elsewhere: a banner above every
 * panel that stays until the public address is set to one people can reach. With none set, the
 * first sign-in asks for it at once.
 */
export function PublicAddressBanner() {
  const status = useAtomValue(websiteAtom)?.public_address;
  const canSet = useCan('configuration/update');
  const [asking, setAsking] = useState(false);
  const unset = status?.source === 'unset';

  useEffect(() => {
    if (!canSet || !unset || sessionStorage.getItem(ASKED_KEY)) return;
    sessionStorage.setItem(ASKED_KEY, '1');
    setAsking(true);
  }, [canSet, unset]);

  if (!canSet || !status || !linksMayNotOpenElsewhere(status)) return null;
  // Set by the environment, only the operator of the machine can change it: no button then.
  const settable = status.source !== 'environment';
  return (
    <Callout intent="warning" icon="globe-network" className="lc-public-address-banner" compact>
      <span>
        {unset ? (
          <FormattedMessage id="public_address.banner_unset" />
        ) : (
          <FormattedMessage id="public_address.banner_local" values={{ url: status.url }} />
        )}
      </span>
      {settable && (
        <Button
          size="small"
          variant="outlined"
          intent="warning"
          data-action="public_address.set"
          onClick={() => setAsking(true)}
        >
          <FormattedMessage id="public_address.set" />
        </Button>
      )}
      {asking && (
        <PublicAddressDialog
          initial={status.url || suggestedPublicAddress(window.location)}
          onClose={() => setAsking(false)}
        />
      )}
    </Callout>
  );
}

/** The QR and link dialogs' line: this link will not open outside this machine or network. */
export function LinkReachNote() {
  const status = useAtomValue(websiteAtom)?.public_address;
  if (!linksMayNotOpenElsewhere(status)) return null;
  return (
    <Callout intent="warning" icon="warning-sign" compact className="lc-link-reach-note">
      <FormattedMessage
        id={status?.source === 'unset' ? 'public_address.link_unset' : 'public_address.link_local'}
      />
    </Callout>
  );
}
