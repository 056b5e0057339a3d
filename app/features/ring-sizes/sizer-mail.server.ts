/**
 * The size guide's "E-mail me the sizer" as a page action (decision record 060): the ring page's
 * form posts here with or without scripts; the use case is the API's (`POST /api/ring-sizes/sizer-mail`).
 */
import type { AppLoadContext } from 'react-router';
import { SIZER_MAIL_MESSAGES } from '../../../domain/ring-sizes.ts';
import { SizerMailInput } from '../../../domain/schemas/ring-sizes.ts';
import { mailRingSizer } from '../../../server/services/ring-sizes/index.ts';
import { done, formFields, invalid } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';

export async function runSizerMail(context: AppLoadContext, form: FormData) {
  const sent = SizerMailInput.safeParse(formFields(form));
  if (!sent.success) return invalid(sent.error);
  return forAction(async () => {
    const { sentTo } = await mailRingSizer(context.db, context.config, { email: sent.data.email, clientIp: context.clientIp });
    return done({ message: SIZER_MAIL_MESSAGES.sent(sentTo) });
  });
}
