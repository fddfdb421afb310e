import '../../src/panels/balance_recharge/balance-recharge.css';
import { Card } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepositStatus } from '../../contract/enums';
import { PendingOrderCard } from '../../src/panels/balance_recharge/PendingOrderCard';
import { payPublic } from '../fixtures/money-packages';
import { payChain, rechargeWalletAddress } from '../fixtures/money-tron';

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();
const order = (address?: string) => ({
  order_id: 10483,
  amount: '150',
  expire_time: inHalfAnHour(),
  ...(address ? { address } : {}),
});

/**
 * The recharge order just opened, in each way it can stand: on chain waiting for payment, the
 * transfer seen and confirming, credited; by hand with the platform's address, and without one.
 */
const meta = {
  title: 'Panels/Money/Recharge order',
  component: PendingOrderCard,
  decorators: [
    (Story) => (
      <Card compact style={{ maxWidth: 560, margin: 16 }}>
        <Story />
      </Card>
    ),
  ],
  args: {
    order: order(rechargeWalletAddress),
    config: payChain,
    seen: null,
    paidBalance: null,
    onNew: () => {},
  },
} satisfies Meta<typeof PendingOrderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ChainAwaiting: Story = {};
export const ChainAwaitingDark: Story = { globals: { theme: 'dark' } };

export const ChainConfirming: Story = {
  args: {
    seen: {
      tx_hash: '6ea26a8e0126ba5090cca31a4480bee27c1d9f3b8a2e4d5c6b7a8f9e0d1c2b3a',
      amount: '150',
      status: DepositStatus.confirming,
      order_id: 10483,
    },
  },
};

export const ChainCredited: Story = { args: { paidBalance: '410.5' } };

export const ManualWithAddress: Story = { args: { order: order(), config: payPublic } };
export const ManualWithAddressDark: Story = { ...ManualWithAddress, globals: { theme: 'dark' } };

export const ManualWithoutAddress: Story = {
  args: { order: order(), config: { ...payPublic, receiving_address: null } },
};
