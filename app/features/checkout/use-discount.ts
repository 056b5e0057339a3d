/**
 * The discount code of this checkout: checked with the server (POST /api/discounts/check) when
 * applied and again when a page opens, so the summary only ever prices a code that applies.
 * A refused code is dropped with the server's reason ('WELCOME10 is for your first order only.').
 */
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api';
import { discountCodeStore } from './checkout-store';

export interface DiscountState {
  /** The accepted code, or null. */
  applied: string | null;
  /** The server's words about the code ('WELCOME10 applied: 10% off your order.' or why it was refused). */
  message: string | null;
  refused: boolean;
  checking: boolean;
  apply(code: string): void;
  remove(): void;
}

const UNCHECKED = 'We could not check this code. Please try again.';

async function checkCode(code: string): Promise<{ ok: boolean; message: string }> {
  const answer = await callApi('POST /api/discounts/check', { body: { code } });
  if (answer.ok) return { ok: true, message: answer.data.message };
  return { ok: false, message: (answer.status === 0 ? null : answer.message) ?? UNCHECKED };
}

export function useDiscount(enabled: boolean): DiscountState {
  const stored = discountCodeStore.use();
  const [checked, setChecked] = useState<{ code: string; ok: boolean; message: string } | null>(null);

  // A code kept from an earlier step is checked again: the shopper may have ordered since.
  useEffect(() => {
    if (!enabled || !stored || checked?.code === stored) return;
    let current = true;
    void checkCode(stored).then((result) => {
      if (!current) return;
      setChecked({ code: stored, ...result });
      if (!result.ok && discountCodeStore.read() === stored) discountCodeStore.write(null);
    });
    return () => {
      current = false;
    };
  }, [enabled, stored, checked]);

  return {
    applied: stored && checked?.code === stored && checked.ok ? stored : null,
    message: checked?.message ?? null,
    refused: checked !== null && !checked.ok,
    checking: enabled && stored !== null && checked?.code !== stored,
    apply: (code) => {
      setChecked(null);
      discountCodeStore.write(code.trim().toUpperCase());
    },
    remove: () => {
      discountCodeStore.write(null);
      setChecked(null);
    },
  };
}
