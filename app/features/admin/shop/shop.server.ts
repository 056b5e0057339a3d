/** The shop settings page's reads and writes: the module's presenter, as the API answers (server/api/admin/shop-settings.ts). */
import type { AppLoadContext } from 'react-router';
import type { ShopSettingsInput } from '../../../../domain/contract/shop.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import * as shop from '../../../../server/services/shop/index.ts';

export async function shopSettingsData(context: AppLoadContext) {
  return shop.presentShopSettings(await shop.getShopSettings(context.db));
}

export async function saveShopSettings(context: AppLoadContext, input: ShopSettingsInput, owner: PublicUser) {
  return shop.presentShopSettings(await shop.saveShopSettings(context.db, input, owner));
}

/** Whether the papers and e-mails still print the environment's first defaults (the back office's banner asks the owner to check them). */
export async function showsSampleSeller(context: AppLoadContext): Promise<boolean> {
  return (await shop.getShopSettings(context.db)).sampleDetails;
}
