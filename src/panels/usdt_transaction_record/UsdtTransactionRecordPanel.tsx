import './usdt-transaction-record.css';
import { WatcherStatusCard } from '../../features/tron/WatcherStatusCard';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { depositResource } from './deposit-resource';

/**
 * The USDT transfers the chain watcher found, filtered by status, hash, address or account and
 * time, under a card saying how the watcher itself stands.
 */
export default function UsdtTransactionRecordPanel() {
  return (
    <div className="lc-deposits">
      <WatcherStatusCard />
      <ResourcePanel definition={depositResource} />
    </div>
  );
}
