import type { codeAttentionCalls } from '../../contract/areas/code-attention';
import { codesNeedingAttention, ownAlertLines, saveAlertLines } from '../codes/attention';
import { platformLines } from '../codes/lifecycle-alerts';
import type { CallContext, Handlers } from '../http/handlers';

const defaultsOf = (ctx: CallContext) => ({
  expiringHours: ctx.config.codeAlertExpiringHours,
  lowUsable: ctx.config.codeAlertLowUsable,
});

export const codeAttentionHandlers: Handlers<typeof codeAttentionCalls> = {
  'code_attention/inquire': (page, ctx) =>
    codesNeedingAttention(ctx.db, ctx.actor.userId, ctx.now(), defaultsOf(ctx), page),

  'code_attention/settings': async (_input, ctx) => {
    const platform = platformLines(defaultsOf(ctx));
    return {
      ...(await ownAlertLines(ctx.db, ctx.actor.userId)),
      default_expiring_hours: platform.expiringHours,
      default_low_usable: platform.lowUsable,
    };
  },

  'code_attention/save_settings': async (lines, ctx) => {
    await saveAlertLines(ctx.db, ctx.actor.userId, lines);
    return {};
  },
};
