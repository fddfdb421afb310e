import { FormattedMessage, useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { StatCard } from '../statistics/StatCard';
import { usePanelLink } from '../statistics/use-panel-link';
import { useCodeAttention } from './use-code-attention';

/** Enough for the counts: codes with none left or running low come first on the list. */
const COUNTED = 100;

/**
 * The "needs attention" figure of the operator's home: how many codes need new destinations,
 * how many of them have none left or are running low, and the way to the list. Hidden without
 * the grant.
 */
export function AttentionCard() {
  const intl = useIntl();
  const allowed = useCan('code_attention/inquire');
  const { state } = useCodeAttention(1, COUNTED, allowed);
  const openList = usePanelLink('code_attention');
  if (!allowed) return null;
  const data = state.status === 'ready' ? state.data : null;
  const empty = data?.list.filter((row) => row.state === 'empty').length ?? 0;
  const low = data?.list.filter((row) => row.state === 'low').length ?? 0;
  return (
    <StatCard
      icon="issue"
      tone={empty > 0 ? 'danger' : data && data.total > 0 ? 'primary' : 'muted'}
      label={<FormattedMessage id="attention.card_label" />}
      value={data && intl.formatNumber(data.total)}
      detail={data && <FormattedMessage id="attention.card_detail" values={{ empty, low }} />}
      onOpen={openList}
      openLabel={intl.formatMessage({ id: 'menu.code_attention' })}
    />
  );
}
