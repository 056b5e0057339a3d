/**
 * The shop's payment settings and the methods a shopper may choose. Bank transfer is configured
 * by the owner in the back office; a card provider by the environment (its keys never sit in the
 * database). Changing the settings is an owner action, audited with before and after.
 */
import { eq, sql } from 'drizzle-orm';
import { BANK_TRANSFER, PAYMENT_MESSAGES, isManualMethod, paymentMethodName, type PaymentMethod } from '../../../domain/payment.ts';
import { Unprocessable } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { catalogue, keptSetting } from '../shop/index.ts';
import type { PaymentsConfig } from './provider.ts';

export interface BankTransferSettings {
  enabled: boolean;
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  /** The bank's BIC (SWIFT code) or routing number ('' when none is given). */
  bankCode: string;
  daysToPay: number;
  /** The sample shop's details: the back office asks the owner to replace them. */
  sampleDetails: boolean;
}

const columns = {
  enabled: paymentSettings.bankTransferEnabled,
  accountHolder: paymentSettings.accountHolder,
  bankName: paymentSettings.bankName,
  accountNumber: paymentSettings.accountNumber,
  bankCode: paymentSettings.bankCode,
  daysToPay: paymentSettings.daysToPay,
  sampleDetails: paymentSettings.sampleDetails,
};

/** What a shop without its settings row has: no bank transfer. */
export const NO_BANK_SETTINGS: BankTransferSettings = {
  enabled: false,
  accountHolder: '',
  bankName: '',
  accountNumber: '',
  bankCode: '',
  daysToPay: 7,
  sampleDetails: false,
};

/** The settings row as one JSON object of BankTransferSettings, for a statement that reads them beside other rows. */
export const BANK_SETTINGS_JSON = sql`json_build_object(${sql.join(
  Object.entries(columns).map(([key, column]) => sql`${key}::text, ${column}`),
  sql`, `,
)})`;

export async function getBankTransferSettings(db: DbOrTx): Promise<BankTransferSettings> {
  const [row] = await db.select(columns).from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ?? NO_BANK_SETTINGS;
}

/**
 * The settings as every page's frame reads them (the footer's marks, issue 38): kept per catalogue
 * version, the one the page cache reads for the request anyway, so a rendered page reads them from
 * the database once per version rather than once per round of pages; saving them moves the version
 * (below), so every instance shows the change at its next page.
 */
export const currentBankTransferSettings = keptSetting(getBankTransferSettings);

/** Saves the owner's bank transfer details (no longer sample ones), audited. */
export async function saveBankTransferSettings(
  db: DbOrTx,
  settings: Omit<BankTransferSettings, 'sampleDetails'>,
  actor: { id: number; email: string },
): Promise<BankTransferSettings> {
  const after = { ...settings, sampleDetails: false };
  // The change and its audit entry stand or fall together.
  await db.transaction(async (tx) => {
    const before = await getBankTransferSettings(tx);
    await tx
      .insert(paymentSettings)
      .values({ id: 1, bankTransferEnabled: settings.enabled, ...settings, sampleDetails: false })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: { bankTransferEnabled: settings.enabled, ...settings, sampleDetails: false, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, { action: 'payments.settings', entity: 'payment_settings', entityId: 1, before: { ...before }, after: { ...after } });
    // Every page's footer and terms say the methods: kept pages and the kept setting follow.
    await (await catalogue()).bumpCatalogueVersion(tx);
  });
  return after;
}

/** The methods this shop offers now (the bank transfer setting read, the environment's card providers), in the checkout's order. */
export async function offeredMethods(db: DbOrTx, config: PaymentsConfig): Promise<PaymentMethod[]> {
  return enabledMethods(await getBankTransferSettings(db), config);
}

/**
 * The methods a shopper may choose, in the order the checkout shows them: bank transfer (when on),
 * then cards. The first is the one checked unless the shopper chose another (decision record 038),
 * and the one an order naming none is paid with (`chooseMethod`): one default, written here.
 */
export function enabledMethods(bank: Pick<BankTransferSettings, 'enabled'>, config: PaymentsConfig): PaymentMethod[] {
  const cards = Object.keys(config.paymentProviders ?? {}).filter((method) => !isManualMethod(method));
  return bank.enabled ? [BANK_TRANSFER, ...cards] : cards;
}

/**
 * The method an order is paid with: the one asked for when the shop offers it; none asked for
 * (clients written before payments), the first manual method on. Otherwise 422, naming what exists.
 */
export function chooseMethod(requested: PaymentMethod | undefined, enabled: readonly PaymentMethod[]): PaymentMethod {
  const names = enabled.map(paymentMethodName);
  if (requested === undefined) {
    const manual = enabled.find(isManualMethod);
    if (!manual) throw new Unprocessable(PAYMENT_MESSAGES.noManualMethod(names));
    return manual;
  }
  if (!enabled.includes(requested)) throw new Unprocessable(PAYMENT_MESSAGES.methodUnavailable(paymentMethodName(requested), names));
  return requested;
}
