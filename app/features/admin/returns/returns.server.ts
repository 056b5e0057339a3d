/** The back office's returns: the queue and one return as `/api/admin/returns` answers them, and the page's steps. */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import type { ReturnPageForm } from '../../../../domain/schemas/admin-returns.ts';
import { RETURN_STATE_WORDS, type ReturnState } from '../../../../domain/returns.ts';
import { forLoader } from '../../../lib/domain-errors.server';
import * as returns from '../../../../server/services/returns/index.ts';
import { getReturnPolicy } from '../../../../server/services/shop/index.ts';

export async function listReturns(context: AppLoadContext, state: ReturnState | undefined) {
  const found = await returns.listAdminReturns(context.db, state);
  return { returns: found.returns.map(returns.presentAdminReturnRow), counts: found.counts };
}

export function loadReturn(context: AppLoadContext, id: number) {
  return forLoader(async () => returns.presentReturn(await returns.getReturn(context.db, id), await getReturnPolicy(context.db)));
}

/** Takes the step the form asks for, and says what happened in the page's words. */
export async function runReturnForm(context: AppLoadContext, id: number, sent: ReturnPageForm, staff: PublicUser): Promise<string> {
  const { db, config } = context;
  const { view, written } =
    sent.intent === 'approve'
      ? await returns.approveReturn(db, config, id, staff)
      : sent.intent === 'refuse'
        ? await returns.refuseReturn(db, config, id, sent.reason, staff)
        : sent.intent === 'receive'
          ? await returns.receiveReturn(db, config, id, staff)
          : sent.intent === 'inspect'
            ? await returns.inspectReturn(db, config, id, sent, staff)
            : await returns.resolveReturn(db, config, id, staff);
  if (!written) return 'This was done already: nothing more changed.';
  const mailed = view.state === 'inspected' ? '' : ' We e-mailed the shopper.';
  return `The return is now ${RETURN_STATE_WORDS[view.state].toLowerCase()}.${mailed}`;
}
