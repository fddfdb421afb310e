import './agents.css';
import { Icon, Spinner, Tag } from '@blueprintjs/core';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { Disabled } from '../../../contract/enums';
import type { LoadState } from '../../ui/load-state';
import { useCallState } from '../../ui/use-call-state';
import { ratioPercent } from './ratio';

type ChainLink = CallOutput<'user_list/superior_chain'>['list'][number];

/**
 * The agent tree above one user (`user_list/superior_chain`), drawn from the top down to the user:
 * each agent with their ratio, a disabled one marked, so an administrator sees at a glance who
 * earns a share of this user's purchases before changing their superior.
 */
export function SuperiorChain({ userId, account }: { userId: number; account: string }) {
  const intl = useIntl();
  const { state } = useCallState('user_list/superior_chain', { id: userId });
  return (
    <section className="lc-superior-chain" aria-label={intl.formatMessage({ id: 'agents_ui.chain_title' })}>
      <span className="lc-superior-chain-title">
        <Icon icon="diagram-tree" size={14} />
        <FormattedMessage id="agents_ui.chain_title" />
      </span>
      <ChainBody state={state} account={account} />
    </section>
  );
}

function ChainBody({ state, account }: { state: LoadState<{ list: ChainLink[] }>; account: string }) {
  const intl = useIntl();
  if (state.status === 'loading') return <Spinner size={16} />;
  if (state.status === 'error') {
    return (
      <Tag minimal intent="danger" icon="error">
        {state.message}
      </Tag>
    );
  }
  if (state.data.list.length === 0) {
    return (
      <span className="lc-superior-chain-none">
        <FormattedMessage id="agents_ui.chain_none" />
      </span>
    );
  }
  const topDown = [...state.data.list].reverse();
  return (
    <ol className="lc-superior-chain-links">
      {topDown.map((link) => (
        <Fragment key={link.id}>
          <li data-level={link.level}>
            <Tag
              minimal
              intent={link.disabled === Disabled.yes ? 'danger' : 'primary'}
              title={intl.formatMessage(
                { id: link.disabled === Disabled.yes ? 'agents_ui.chain_disabled' : 'agents_ui.chain_level' },
                { level: link.level },
              )}
            >
              {link.account} · {ratioPercent(link.share_ratio)}
            </Tag>
          </li>
          <Icon icon="chevron-right" size={12} aria-hidden />
        </Fragment>
      ))}
      <li>
        <strong>{account}</strong>
      </li>
    </ol>
  );
}
