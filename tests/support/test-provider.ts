/**
 * A second payment provider that exists only in the tests ("testpay"): it proves the provider
 * interface (decision record 034) with nothing outside this file and its registration in a test's
 * shop. It keeps its payments in memory, honours idempotency keys as a real provider does (the
 * same key answers the first result, and is carried out once), signs its webhooks with an HMAC in
 * its own header, and can be told to answer slowly or never (a provider that hangs).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { InvalidInput, ProviderRefused } from '../../domain/errors.ts';
import type { PaymentProvider } from '../../server/services/payments/index.ts';

type State = 'open' | 'authorized' | 'captured' | 'canceled' | 'expired';

interface Payment {
  reference: string;
  paymentId: string;
  orderId: number;
  amountMinor: number;
  currency: string;
  state: State;
  capturedMinor: number;
  refundedMinor: number;
  wasAuthorized: boolean;
}

const SIGNATURE_HEADER = 'x-testpay-signature';
const TOLERANCE_SECONDS = 300;

export class TestProvider {
  readonly method = 'testpay';
  readonly payments = new Map<string, Payment>();
  /** Every call that moves money, as asked (a repeated key included). */
  readonly calls: Array<{ call: 'capture' | 'void' | 'refund'; paymentId: string; key: string }> = [];
  /** Each key's first answer: the same key answers it again, and moves nothing more. */
  private readonly answered = new Map<string, Promise<unknown>>();
  private delayMs = 0;
  private hanging = false;
  /** Calls the provider received and never answered (a hang). */
  readonly unanswered: Array<() => void> = [];

  constructor(
    private readonly secret = 'testpay-webhook-secret',
    /** Posts a webhook to the shop: body and headers. */
    private readonly deliver?: (body: string, headers: Record<string, string>) => Promise<unknown>,
  ) {}

  /** Answers every money call this much later. */
  slow(ms: number): void {
    this.delayMs = ms;
  }

  /** Never answers a money call (the money moves, the answer never comes) until `recover`. */
  hang(): void {
    this.hanging = true;
  }

  recover(): void {
    this.hanging = false;
  }

  byReference(reference: string): Payment {
    const payment = this.payments.get(reference);
    if (!payment) throw new Error(`no testpay page ${reference}`);
    return payment;
  }

  private byPaymentId(paymentId: string): Payment {
    const found = [...this.payments.values()].find((payment) => payment.paymentId === paymentId);
    if (!found) throw new ProviderRefused(`No such payment: ${paymentId}`);
    return found;
  }

  /** A money call: once per key; answered after the delay, or never while hanging. */
  private move<T>(call: 'capture' | 'void' | 'refund', paymentId: string, key: string, act: () => T): Promise<T> {
    this.calls.push({ call, paymentId, key });
    let answer = this.answered.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = Promise.resolve().then(act);
      this.answered.set(key, answer);
    }
    if (this.hanging) return new Promise<T>((resolve) => this.unanswered.push(() => void answer.then(resolve)));
    return this.delayMs ? answer.then((value) => new Promise<T>((resolve) => setTimeout(() => resolve(value), this.delayMs))) : answer;
  }

  /** The shopper pays on the hosted page: authorised; with `send`, the signed webhook reaches the shop. */
  async pay(reference: string, send = true): Promise<void> {
    Object.assign(this.byReference(reference), { state: 'authorized', wasAuthorized: true });
    if (send) await this.send(reference, 'payment.authorized');
  }

  /** The page's time runs out unpaid. */
  async expire(reference: string, send = true): Promise<void> {
    this.byReference(reference).state = 'expired';
    if (send) await this.send(reference, 'payment.expired');
  }

  /** A signed event about a page, as the provider posts it. */
  signedEvent(reference: string, type: string, at = Math.floor(Date.now() / 1000)): { body: string; headers: Record<string, string> } {
    const payment = this.byReference(reference);
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, reference, paymentId: payment.paymentId, orderId: payment.orderId });
    return { body, headers: { [SIGNATURE_HEADER]: `${at}.${this.sign(`${at}.${body}`)}` } };
  }

  async send(reference: string, type: string): Promise<void> {
    const event = this.signedEvent(reference, type);
    await this.deliver?.(event.body, event.headers);
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  provider(): PaymentProvider {
    return {
      method: this.method,
      createHostedPayment: async (request) => {
        const key = `open:${request.idempotencyKey}`;
        let made = this.answered.get(key) as Promise<Payment> | undefined;
        if (!made) {
          const payment: Payment = {
            reference: `tp_page_${randomUUID()}`,
            paymentId: `tp_pay_${randomUUID()}`,
            orderId: request.orderId,
            amountMinor: request.amountMinor,
            currency: request.currency.toUpperCase(),
            state: 'open',
            capturedMinor: 0,
            refundedMinor: 0,
            wasAuthorized: false,
          };
          this.payments.set(payment.reference, payment);
          made = Promise.resolve(payment);
          this.answered.set(key, made);
        }
        const payment = await made;
        return { reference: payment.reference, redirectUrl: `https://testpay.example/pay/${payment.reference}`, expiresAt: request.expiresAt };
      },
      retrieve: async (reference) => {
        const payment = this.byReference(reference);
        return {
          reference,
          paymentId: payment.wasAuthorized ? payment.paymentId : null,
          state: payment.state,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          orderId: payment.orderId,
          refundedMinor: payment.refundedMinor,
          wasAuthorized: payment.wasAuthorized,
          capturedMinor: payment.capturedMinor,
          failure: null,
        };
      },
      capture: (paymentId, amountMinor, key) =>
        this.move('capture', paymentId, key, () => {
          const payment = this.byPaymentId(paymentId);
          if (payment.state !== 'authorized') throw new ProviderRefused(`This payment cannot be captured: it is ${payment.state}.`);
          Object.assign(payment, { state: 'captured', capturedMinor: amountMinor });
          return { reference: `tp_capture_${randomUUID()}` };
        }),
      void: (paymentId, key) =>
        this.move('void', paymentId, key, () => {
          const payment = this.byPaymentId(paymentId);
          if (payment.state !== 'authorized') throw new ProviderRefused(`This payment cannot be released: it is ${payment.state}.`);
          payment.state = 'canceled';
          return { reference: `tp_void_${randomUUID()}` };
        }),
      refund: (paymentId, amountMinor, key) =>
        this.move('refund', paymentId, key, () => {
          const payment = this.byPaymentId(paymentId);
          if (payment.refundedMinor + amountMinor > payment.capturedMinor) throw new ProviderRefused('The refund is more than what is left to refund.');
          payment.refundedMinor += amountMinor;
          return { reference: `tp_refund_${randomUUID()}` };
        }),
      expire: async (reference) => {
        const payment = this.byReference(reference);
        if (payment.state === 'open') payment.state = 'expired';
      },
      parseWebhook: (rawBody, header) => {
        const [at, signature] = (header(SIGNATURE_HEADER) ?? '').split('.');
        const expected = this.sign(`${at}.${rawBody}`);
        const fresh = Math.abs(Date.now() / 1000 - Number(at)) <= TOLERANCE_SECONDS;
        if (!signature || !fresh || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
          throw new InvalidInput('The testpay signature is missing, wrong or too old.');
        }
        const event = JSON.parse(rawBody) as { id: string; type: string; reference: string; paymentId: string; orderId: number };
        return { id: event.id, type: event.type, reference: event.reference, paymentId: event.paymentId, orderId: event.orderId };
      },
    };
  }
}
