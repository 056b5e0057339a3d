/**
 * Sample bank details are only for a sample shop (issue 31, decision record 035). A shop started
 * with SEED_SAMPLE_CATALOG=false offers no bank transfer until the owner saves an account of their
 * own; the sample shop offers the sample account, and its instructions — on the order and in the
 * confirmation e-mail — say plainly that it is a demonstration shop where nobody should pay, until
 * the owner saves real details. The bank's BIC or routing number is shown beside the account.
 */
import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_MESSAGES } from '../../domain/payment.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const sampleShop = useTestShop();
const ownShop = useTestShop({}, { sampleCatalog: false });
const SETTINGS = '/api/admin/settings/payments';
const OWN_ACCOUNT = {
  enabled: true,
  accountHolder: 'Lumen & Loom Ltd',
  bankName: 'Northern Bank',
  accountNumber: 'GB33BUKB20201555555555',
  bankCode: 'BUKBGB22',
  daysToPay: 5,
};

describe('a shop started without the sample catalogue', () => {
  it('offers no bank transfer, and shows no sample account, until the owner saves their own', async () => {
    const methods = await ownShop.request('/api/payment-methods');
    expect(methods).toMatchObject({ status: 200, body: [] });
    const owner = await signedInOwner(ownShop);
    const settings = await send(ownShop, 'GET', SETTINGS, undefined, owner.auth);
    expect(settings.body.bankTransfer).toEqual({
      enabled: false,
      accountHolder: '',
      bankName: '',
      accountNumber: '',
      bankCode: '',
      daysToPay: 7,
      sampleDetails: false,
    });

    // Turning it on with no account is refused: the owner's own details are required.
    expect((await send(ownShop, 'PUT', SETTINGS, { ...OWN_ACCOUNT, accountNumber: '' }, owner.auth)).status).toBe(400);
    expect((await ownShop.request('/api/payment-methods')).body).toEqual([]);

    const saved = await send(ownShop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.bankTransfer).toEqual({ ...OWN_ACCOUNT, sampleDetails: false });
    expect((await ownShop.request('/api/payment-methods')).body.map((method: { id: string }) => method.id)).toEqual(['bank_transfer']);
  });
});

describe('the sample shop', () => {
  async function placeByTransfer() {
    const shopper = await registerShopper(sampleShop, {}, { verified: true });
    const { oneSize } = await findPieces(sampleShop);
    const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1 };
    const placed = await send(sampleShop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const mail = (await outboxMessages(sampleShop, shopper.email)).find((message) => message.includes(`order ${placed.body.number}`))!.replace(/\r\n/g, '\n');
    return { order: placed.body, mail };
  }

  it('says in the instructions, on the order and in the e-mail, that it is a demonstration shop where nobody should pay', async () => {
    const { order, mail } = await placeByTransfer();
    expect(order.payment.instructions).toMatchObject({ accountHolder: 'Lumen & Loom Jewellery Ltd', bankCode: 'NWBKGB2L', demonstration: true });
    expect(mail).toContain(`${BANK_TRANSFER_MESSAGES.demonstration}\n\nHow to pay:`);
    expect(mail).toContain('  BIC or routing number: NWBKGB2L\n');
    expect(BANK_TRANSFER_MESSAGES.demonstration).toMatch(/^This is a demonstration shop: nobody should pay\./);
  });

  it('stops saying so once the owner saves real details, and shows their BIC beside the account', async () => {
    const owner = await signedInOwner(sampleShop);
    expect((await send(sampleShop, 'PUT', SETTINGS, OWN_ACCOUNT, owner.auth)).status).toBe(200);
    const { order, mail } = await placeByTransfer();
    expect(order.payment.instructions).toMatchObject({ accountHolder: OWN_ACCOUNT.accountHolder, bankCode: OWN_ACCOUNT.bankCode, demonstration: false });
    expect(mail).not.toContain(BANK_TRANSFER_MESSAGES.demonstration);
    expect(mail).toContain(`  BIC or routing number: ${OWN_ACCOUNT.bankCode}\n`);
  });
});
