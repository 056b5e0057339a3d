/**
 * What the services tell whoever watches the shop (server/metrics.ts counts it for GET /metrics):
 * an order placed, ledger entries appended, a listing engine built. A port, not a metrics library:
 * the services name the event, the server decides what to do with it, and nothing here may
 * throw into a sale (a listener's failure is swallowed). Without a listener, each call is a no-op.
 */
import type { PaymentEventKind } from '../../../domain/payment.ts';

export interface ShopSignals {
  /** A new order stands (committed); an order answered again for its Idempotency-Key is not one. */
  orderPlaced(): void;
  /** Entries written to a payment's ledger, by kind (authorized, captured, failed, refunded…). */
  ledgerEntries(kinds: readonly PaymentEventKind[]): void;
  /** The listing engine read the catalogue again: how it ended and how long it took. */
  listingBuilt(outcome: 'built' | 'failed', seconds: number): void;
}

const listeners = new Set<Partial<ShopSignals>>();

function tell<K extends keyof ShopSignals>(name: K, ...args: Parameters<ShopSignals[K]>): void {
  for (const listener of listeners) {
    try {
      (listener[name] as ((...a: Parameters<ShopSignals[K]>) => void) | undefined)?.(...args);
    } catch {
      // Watching the shop never costs a shopper an answer.
    }
  }
}

/** The services' side: each call reaches every listener. */
export const signals: ShopSignals = {
  orderPlaced: () => tell('orderPlaced'),
  ledgerEntries: (kinds) => tell('ledgerEntries', kinds),
  listingBuilt: (outcome, seconds) => tell('listingBuilt', outcome, seconds),
};

/** The server's side: listens until the returned function is called. */
export function listenToSignals(listener: Partial<ShopSignals>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
