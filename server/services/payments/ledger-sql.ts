/**
 * The ledger's statements, named (db/prepared.ts): every money path runs them, and a webhook runs
 * nothing else, so each is parsed once per connection rather than built at every call.
 */
import type { OrderStatus } from '../../../domain/order.ts';
import type { PaymentEventKind, PaymentMethod } from '../../../domain/payment.ts';
import { namedStatement } from '../../db/prepared.ts';
import { TENDERED } from './tenders-sql.ts';

export interface LockedRow {
  id: number;
  orderId: number;
  method: PaymentMethod;
  currency: string;
  providerReference: string | null;
  providerPaymentId: string | null;
  /** What the payment is asked for: the order's total less what its tenders paid (gift cards, store credit; decision record 049). */
  totalMinor: number;
  orderStatus: OrderStatus;
}

const LOCKED = `SELECT p.id, p.order_id AS "orderId", p.method, p.currency, p.provider_reference AS "providerReference", p.provider_payment_id AS "providerPaymentId",
    o.total_minor - ${TENDERED('o.id')} AS "totalMinor", o.status AS "orderStatus"
  FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.order_id = $1`;

/** An order's payment, its row locked (waiting for another holder). */
export const LOCK_PAYMENT = namedStatement<LockedRow>('payment-lock', `${LOCKED} FOR UPDATE OF p`);

/** An order's payment, its row locked, or no row when another transaction holds it. */
export const CLAIM_PAYMENT = namedStatement<LockedRow>('payment-claim', `${LOCKED} FOR UPDATE OF p SKIP LOCKED`);

/**
 * A provider's event stored once ($2 id, $3 type, $4 provider) and the payment of order $1 locked,
 * in one statement: `fresh` is false when the event was stored before (a repeat, nothing to do).
 */
export const LOCK_PAYMENT_RECEIVING = namedStatement<LockedRow & { fresh: boolean }>(
  'payment-lock-receiving',
  `WITH event AS (INSERT INTO provider_events (id, type, provider) VALUES ($2, $3, $4) ON CONFLICT DO NOTHING RETURNING id)
  ${LOCKED.replace('SELECT ', 'SELECT EXISTS (SELECT 1 FROM event) AS fresh, ')} FOR UPDATE OF p`,
);

export interface LedgerRow {
  kind: PaymentEventKind;
  amountMinor: number;
  idempotencyKey: string | null;
  providerEventId: string | null;
}

export const LEDGER = namedStatement<LedgerRow>(
  'payment-ledger',
  `SELECT kind, amount_minor AS "amountMinor", idempotency_key AS "idempotencyKey", provider_event_id AS "providerEventId"
  FROM payment_events WHERE payment_id = $1 ORDER BY id`,
);

/**
 * Entries appended to payment $1 (currency $2) in the order given ($3, a JSON array), answering
 * their ids in that order, and the provider's payment id kept on the payment when $4 names one it
 * does not have yet.
 */
export const APPEND_ENTRIES = namedStatement<{ ids: number[] }>(
  'payment-append',
  `WITH entry AS (
    INSERT INTO payment_events (payment_id, kind, amount_minor, currency, provider_reference, provider_event_id, idempotency_key, actor_id, note, occurred_at)
    SELECT $1, e->>'kind', (e->>'amountMinor')::int, $2, e->>'providerReference', e->>'providerEventId', e->>'idempotencyKey',
      (e->>'actorId')::int, COALESCE(e->>'note', ''), COALESCE((e->>'occurredAt')::timestamptz, now())
    FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n
    RETURNING id
  ), kept AS (
    UPDATE payments SET provider_payment_id = $4 WHERE id = $1 AND $4::text IS NOT NULL AND provider_payment_id IS DISTINCT FROM $4::text RETURNING 1
  )
  SELECT (SELECT COALESCE(json_agg(id ORDER BY id), '[]') FROM entry) AS ids`,
);

/** An order's row locked, before its payment's: the order every writer of both takes them in (the workflow, the unpaid-order job). */
export const LOCK_ORDER = namedStatement<{ status: OrderStatus }>('payment-lock-order', `SELECT status FROM orders WHERE id = $1 FOR UPDATE`);
