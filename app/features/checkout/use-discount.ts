/**
 * The discount code of this checkout: checked with the server (POST /api/discounts/check) when
 * applied and again when a page opens, so the summary only ever prices a code that applies.
 * A refused code is dropped with the server's reason ('WELCOME10 is for your first order only.').
 */
import { useEffect, useState } from 'react';
import { discountCodeStore } from './checkout-store';
import { answerMessage } from './use-quote';

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
  try {
    const response = await fetch('/api/discounts/check', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code }),
    });
    const answer: unknown = await response.json().catch(() => null);
    return { ok: response.ok, message: answerMessage(answer, response.ok ? `${code} applied.` : UNCHECKED) };
  } catch {
    return { ok: false, message: UNCHECKED };
  }
}

export function useDiscount(enabled: boolean): DiscountState {
  const stored = discountCodeStore.use();
  const [verified, setVerified] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [checking, setChecking] = useState(false);

  const verify = async (code: string) => {
    setChecking(true);
    const result = await checkCode(code);
    setChecking(false);
    setMessage(result.message);
    setRefused(!result.ok);
    if (result.ok) {
      setVerified(code);
      discountCodeStore.write(code);
    } else {
      setVerified(null);
      if (discountCodeStore.read() === code) discountCodeStore.write(null);
    }
  };

  // A code kept from an earlier step is checked again: the shopper may have ordered since.
  useEffect(() => {
    if (enabled && stored && stored !== verified) void verify(stored);
  }, [enabled, stored]);

  return {
    applied: stored && stored === verified ? stored : null,
    message,
    refused,
    checking,
    apply: (code) => void verify(code.trim().toUpperCase()),
    remove: () => {
      discountCodeStore.write(null);
      setVerified(null);
      setMessage(null);
      setRefused(false);
    },
  };
}
