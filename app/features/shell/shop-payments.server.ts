/** What every page may say about paying (the footer's marks, the terms, the questions): the methods the shop takes now and bank transfer's days to pay. */
import type { AppLoadContext } from 'react-router';
import { currentBankTransferSettings, enabledMethods } from '../../../server/services/payments/index.ts';
import type { ShopPayments } from '../../lib/root-data';

/** Said while the settings cannot be read: no marks, and the terms' words that hold for every method. */
const UNKNOWN: ShopPayments = { methods: [], daysToPay: 0 };

export async function shopPayments(context: AppLoadContext): Promise<ShopPayments> {
  try {
    const bank = await currentBankTransferSettings(context.db, context.caches);
    return { methods: enabledMethods(bank, context.config), daysToPay: bank.daysToPay };
  } catch {
    // A page that reads nothing else from the database (the terms, the about page) still shows while it is away; its footer names no method.
    return UNKNOWN;
  }
}
