/**
 * The returns policy as every page says it (the home page's benefit, the product page's badge, the
 * terms, the questions): the owner's setting in the words domain/returns-policy.ts makes. Read per
 * catalogue version, the one the page cache keys on, so a change shows at once on every instance.
 */
import type { AppLoadContext } from 'react-router';
import { returnPolicyWords } from '../../../domain/returns-policy.ts';
import { getReturnPolicy } from '../../../server/services/shop/index.ts';
import type { ShopReturns } from '../../lib/root-data';

/** Said while the setting cannot be read: nothing a figure could contradict. */
const UNREAD: ShopReturns = {
  headline: 'Easy Returns',
  summary: 'A piece can come back to us for a refund, store credit or another size.',
  badge: 'Easy returns',
  sentence: 'Please contact us to return a piece.',
};

export async function shopReturns(context: AppLoadContext): Promise<ShopReturns> {
  try {
    const { headline, summary, badge, sentence } = returnPolicyWords(await getReturnPolicy(context.db, context.caches));
    return { headline, summary, badge, sentence };
  } catch {
    // As shopPayments: a page that reads nothing else from the database still shows while it is away.
    return UNREAD;
  }
}
