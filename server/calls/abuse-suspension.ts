import type { abuseSuspensionCalls } from '../../contract/areas/abuse-suspension';
import { addSuspension, liftSuspension, listSuspensions } from '../abuse/suspension-service';
import type { Handlers } from '../http/handlers';

export const abuseSuspensionHandlers: Handlers<typeof abuseSuspensionCalls> = {
  'abuse_suspension/add': async (input, ctx) => ({ id: await addSuspension(ctx, ctx.actor.userId, input) }),

  'abuse_suspension/inquire': async (filter, { db, now }) => {
    const { rows, total } = await listSuspensions(db, filter, now());
    return {
      list: rows.map(({ row, label, active }) => ({
        id: row.id,
        target_type: row.targetType as 1 | 2 | 3,
        target_id: row.targetId,
        target_label: label ?? '',
        reason: row.reason,
        expires_at: row.expiresAt,
        created_by: row.createdBy,
        created_at: row.createdAt,
        lifted_at: row.liftedAt,
        lifted_by: row.liftedBy,
        active,
      })),
      total,
    };
  },

  'abuse_suspension/lift': async ({ id }, ctx) => {
    await liftSuspension(ctx, ctx.actor.userId, id);
    return {};
  },
};
