/**
 * The gift card amounts page's reads and writes: the shop module's presenter, as the API answers
 * (server/api/admin/gift-card-settings.ts). The form types amounts in major units ("25, 50"); the
 * API's input holds minor units, so the form's fields are turned into it here.
 */
import type { AppLoadContext } from 'react-router';
import { GiftCardAmountsInput } from '../../../../domain/contract/admin-gift-card-amounts.ts';
import { toMinor } from '../../../../domain/money.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { getGiftCardAmounts, presentGiftCardAmounts, saveGiftCardAmounts } from '../../../../server/services/shop/index.ts';

export async function giftCardAmountsData(context: AppLoadContext) {
  return presentGiftCardAmounts(await getGiftCardAmounts(context.db));
}

/** A typed major amount in minor units; anything but a plain number is NaN, which the contract refuses naming the field. */
const typedMinor = (typed: string | undefined, currency: string) => {
  const text = (typed ?? '').trim();
  return /^\d+(\.\d+)?$/.test(text) ? toMinor(Number(text), currency) : Number.NaN;
};

/** The form's fields as the API's input: amounts separated by commas or spaces, a ticked box sent as 'on'. */
export const parseGiftCardAmountsForm = (fields: Record<string, string>, currency: string) =>
  GiftCardAmountsInput.safeParse({
    amountsMinor: (fields.amountsMinor ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((typed) => typedMinor(typed, currency)),
    customAllowed: fields.customAllowed === 'on',
    customMinMinor: typedMinor(fields.customMinMinor, currency),
    customMaxMinor: typedMinor(fields.customMaxMinor, currency),
  });

export async function saveGiftCardAmountsPage(context: AppLoadContext, input: GiftCardAmountsInput, owner: PublicUser) {
  return presentGiftCardAmounts(await saveGiftCardAmounts(context.db, input, owner));
}
