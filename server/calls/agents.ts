import type { agentCalls } from '../../contract/areas/agents';
import { listShares } from '../agents/shares';
import type { Handlers } from '../http/handlers';

export const agentHandlers: Handlers<typeof agentCalls> = {
  'agent_divided_into/inquire': async (filter, { db, actor }) => listShares(db, actor.userId, filter),
};
