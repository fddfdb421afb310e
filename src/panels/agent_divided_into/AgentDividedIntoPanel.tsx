import '../../features/agents/agents.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvitationLink } from '../../features/agents/InvitationLink';
import { formatMoney } from '../../features/money/money-format';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { shareResource } from './share-resource';

/**
 * The agent's share records, with the sum of every record the filters pick (all pages, as the
 * server adds them) beside the filters, and the invitation link that brings new customers.
 */
export default function AgentDividedIntoPanel() {
  const intl = useIntl();
  return (
    <ResourcePanel
      definition={shareResource}
      toolbar={(_filters, _list, answer) => (
        <>
          {answer && (
            <span className="lc-agent-sum" data-testid="share-sum">
              <FormattedMessage
                id="agents_ui.share_sum"
                values={{ sum: <strong>{formatMoney(intl, answer.sum)}</strong> }}
              />
            </span>
          )}
          <InvitationLink />
        </>
      )}
    />
  );
}
