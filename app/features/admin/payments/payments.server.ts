/** The payment settings page's reads and writes: the module's presenter, as the API answers (server/api/admin/payment-settings.ts). */
import type { AppLoadContext } from 'react-router';
import type { BankTransferSettingsInput } from '../../../../domain/contract/admin-payments.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import * as payments from '../../../../server/services/payments/index.ts';

export async function paymentSettingsData(context: AppLoadContext) {
  return payments.presentPaymentSettings(await payments.getBankTransferSettings(context.db), context.config.paymentProviders ?? {});
}

export async function savePaymentSettings(context: AppLoadContext, input: BankTransferSettingsInput, owner: PublicUser) {
  return payments.presentPaymentSettings(await payments.saveBankTransferSettings(context.db, input, owner), context.config.paymentProviders ?? {});
}

/** Whether shoppers are shown the sample shop's bank details (the back office's banner asks to replace them). */
export async function showsSampleDetails(context: AppLoadContext): Promise<boolean> {
  const bank = await payments.getBankTransferSettings(context.db);
  return bank.enabled && bank.sampleDetails;
}
