import './tron.css';
import { useState } from 'react';
import { useCan } from '../../core/permissions/use-can';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { RevealKeyDialog } from './RevealKeyDialog';
import { tronResource, type WalletRow } from './tron-resource';
import { WalletActions } from './WalletActions';

/**
 * The deposit wallets, searchable by account or address, with their balances read from the chain
 * on demand and a private key revealed to a super administrator who enters the password again.
 * The key lives only in the dialog's own state: closing it forgets the key.
 */
export default function TronPanel() {
  const canRefresh = useCan('tron/refresh');
  const canReveal = useCan('tron/reveal');
  const [revealing, setRevealing] = useState<WalletRow | null>(null);
  return (
    <>
      <ResourcePanel
        definition={tronResource}
        rowActions={
          canRefresh || canReveal
            ? (row, list) => (
                <WalletActions
                  row={row}
                  canRefresh={canRefresh}
                  canReveal={canReveal}
                  onRefreshed={list.replaceRow}
                  onReveal={setRevealing}
                />
              )
            : undefined
        }
      />
      {revealing && <RevealKeyDialog wallet={revealing} onClose={() => setRevealing(null)} />}
    </>
  );
}
