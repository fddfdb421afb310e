import './user-order.css';
import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { userBillResource } from '../../features/money/bill-resource';
import { userOrderResource } from '../../features/money/order-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

type TabId = 'orders' | 'ledger';

/**
 * The caller's own money (`user_order`): their orders — a pending recharge says until when it can
 * be paid — and, in a second tab, every change of their balance. Each tab keeps its own filters.
 */
export default function UserOrderPanel() {
  const intl = useIntl();
  const canReadLedger = useCan('user_order/bills');
  const [tab, setTab] = useState<TabId>('orders');
  const orders = <ResourcePanel definition={userOrderResource} />;

  if (!canReadLedger) return <div className="lc-user-order">{orders}</div>;
  return (
    <div className="lc-user-order">
      <Tabs
        id="user-order-tabs"
        className="lc-user-order-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as TabId)}
        renderActiveTabPanelOnly
      >
        <Tab
          id="orders"
          icon="shopping-cart"
          title={intl.formatMessage({ id: 'user_order.tab_orders' })}
          panel={orders}
        />
        <Tab
          id="ledger"
          icon="th"
          title={intl.formatMessage({ id: 'user_order.tab_ledger' })}
          panel={<ResourcePanel definition={userBillResource} />}
        />
      </Tabs>
    </div>
  );
}
