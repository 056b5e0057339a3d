import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '../returns.ts';
import { exchangeValue, readReturnForm } from './return-form.ts';

describe('the return form read into the API’s request', () => {
  it('takes the lines with a quantity, and an exchange only when one is wanted', () => {
    const fields = {
      'quantity:7': '2',
      'quantity:8': '0',
      'exchange:7': exchangeValue({ variantId: 12, metal: '18k Gold', size: 'M' }),
      reason: 'wrong-size',
      reasonText: 'Too small',
      wanted: 'exchange',
    };
    expect(readReturnForm(5, fields).data).toEqual({
      orderId: 5,
      lines: [{ orderItemId: 7, quantity: 2, exchange: { variantId: 12, metal: '18k Gold', size: 'M' } }],
      reason: 'wrong-size',
      reasonText: 'Too small',
      wanted: 'exchange',
    });
    expect(readReturnForm(5, { ...fields, wanted: 'refund' }).data?.lines).toEqual([{ orderItemId: 7, quantity: 2 }]);
  });

  it('no piece chosen: the API’s own message', () => {
    const parsed = readReturnForm(5, { 'quantity:7': '0', reason: 'faulty', wanted: 'refund' });
    expect(parsed.error?.issues[0]?.message).toBe(RETURN_MESSAGES.noLines);
  });
});
