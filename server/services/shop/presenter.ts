/** The shop settings as the API answers them and the owner's page receives them (domain/contract/shop.ts), made in one place. */
import type { ShopSettingsAnswer } from '../../../domain/contract/shop.ts';
import type { ShopSettings } from './settings.ts';

export const presentShopSettings = (settings: ShopSettings): ShopSettingsAnswer => ({
  legalName: settings.legalName,
  address: [...settings.address],
  taxNumber: settings.taxNumber,
  email: settings.email,
  phone: settings.phone,
  timeZone: settings.timeZone,
  sampleDetails: settings.sampleDetails,
});
