/**
 * The gift card pages' server side (issue 34, decision record 050): the amounts sold, the balance page's check and
 * the account's cards and their add form, through the gift-cards module with the request's client
 * address (the same limits as the API).
 */
import type { AppLoadContext } from 'react-router';
import { GiftCardCodeInput } from '../../../domain/contract/gift-cards.ts';
import { GIFT_CARD_MESSAGES as M, type GiftCardAmounts } from '../../../domain/gift-cards.ts';
import { addGiftCard, checkGiftCard, myGiftCards, presentGiftCard } from '../../../server/services/gift-cards/index.ts';
import { getGiftCardAmounts } from '../../../server/services/shop/index.ts';
import { done, formFields, invalid } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { requireShopperSession } from '../account/session.server';

/** The amounts /gift-cards offers: the owner's setting, read per catalogue version (the one the page cache keys on). */
export async function loadGiftCardAmounts(context: AppLoadContext): Promise<GiftCardAmounts> {
  const { amountsMinor, customAllowed, customMinMinor, customMaxMinor } = await getGiftCardAmounts(context.db, context.caches);
  return { amountsMinor, customAllowed, customMinMinor, customMaxMinor };
}

/** The balance page's form: the card the code names, or why not (404 for any wrong code, 429 over the limits). */
export async function runBalanceCheck(context: AppLoadContext, form: FormData) {
  const sent = GiftCardCodeInput.safeParse(formFields(form));
  if (!sent.success) return invalid(sent.error);
  return forAction(async () => done({ card: presentGiftCard(await checkGiftCard(context.db, context.clientIp, sent.data.code)) }));
}

/** The cards in the signed-in shopper's account, as the account page shows them. */
export async function loadMyGiftCards(context: AppLoadContext, userId: number) {
  return (await myGiftCards(context.db, userId)).map((card) => presentGiftCard(card));
}

/** The account's "Add a gift card" form. */
export async function runAddGiftCard(context: AppLoadContext, request: Request, form: FormData) {
  const { user } = await requireShopperSession(context, request);
  const sent = GiftCardCodeInput.safeParse(formFields(form));
  if (!sent.success) return invalid(sent.error);
  return forAction(async () => {
    await addGiftCard(context.db, context.clientIp, user.id, sent.data.code);
    return done({ message: M.added });
  });
}
