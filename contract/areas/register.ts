import { z } from 'zod';
import { call } from '../call';
import { INVITATION_CODE_PATTERN } from '../rules';
import { text } from '../text';
import { sessionOutputSchema } from './session';

/**
 * Registration: the seven checks of SPEC §1 run on the server through `checkRegistration`, in
 * order, with their own messages; the schema only bounds the sizes.
 */
export const registerCalls = {
  'admin/register': call({
    summary: 'Create an account (when registration is on); a valid invitation code sets the superior',
    effect: 'write',
    access: 'public',
    rateLimit: { max: 30, windowSeconds: 600 },
    input: z.object({
      account: text().max(64),
      password: text().max(128),
      repeat_password: text().max(128),
      code: text()
        .trim()
        .max(32)
        .refine((code) => code === '' || INVITATION_CODE_PATTERN.test(code), 'register.code_format')
        .optional(),
    }),
    output: sessionOutputSchema,
  }),
};
