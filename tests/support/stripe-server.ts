/**
 * A Stripe test server: the part of Stripe's HTTP API the shop uses (Checkout Sessions, their
 * PaymentIntents: retrieve, capture, cancel; refunds), so the tests run without internet and the
 * shop's official `stripe` library is pointed at it through STRIPE_API_URL. Like Stripe it reads
 * form-encoded bodies, answers the objects' real shapes (stripe-objects.ts), checks the secret key,
 * and honours Idempotency-Key (the same key and parameters answer the first answer again; the key
 * with other parameters is refused). Every request is counted, so a test can say how many capture
 * requests reached it.
 *
 * Its hosted page (GET /pay/:session) has a Pay button: the card is authorised, the signed
 * webhooks are sent to the shop (signed with the library's own `generateTestHeaderString`), and
 * the shopper is sent to the success URL. Tests also pay, decline, expire and break calls directly.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { newId, newIntent, newSession, nowSeconds, parseForm, record, StripeFailure, text, integer } from './stripe-objects.ts';
import type { ChargeObject, IntentObject, RefundObject, SessionObject } from './stripe-objects.ts';

export interface StripeTestServerOptions {
  secretKey: string;
  webhookSecret: string;
  /** Hands a signed webhook to the shop: by HTTP (the browser test) or through the app in process (the API tests). */
  deliver: (body: string, signature: string) => Promise<unknown>;
  port?: number;
}

interface Logged {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  replayed: boolean;
}

type Answer = { status: number; body: unknown };

export class StripeTestServer {
  readonly sessions = new Map<string, SessionObject>();
  readonly intents = new Map<string, IntentObject>();
  readonly charges = new Map<string, ChargeObject>();
  readonly refunds = new Map<string, RefundObject>();
  /** Every API request, in order. */
  readonly requests: Logged[] = [];
  private readonly idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  private readonly failures: Array<{ path: RegExp; failure: StripeFailure }> = [];
  private readonly deliveries = new Set<Promise<unknown>>();
  private readonly latency: Array<{ path: RegExp; ms: number }> = [];
  private server: Server | undefined;
  url = '';

  constructor(private readonly options: StripeTestServerOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await this.idle();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits until every webhook sent so far has been answered. */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  /** How many requests reached the server whose path ends with `suffix` (e.g. '/capture'). */
  count(suffix: string): number {
    return this.requests.filter((request) => request.path.endsWith(suffix)).length;
  }

  /** Requests whose path matches are answered this many milliseconds late (a slow network: a race's window held open). */
  slow(path: RegExp, ms: number): void {
    this.latency.push({ path, ms });
  }

  /**
   * The next request whose path matches answers this failure without being carried out. A card
   * error (402: Stripe ran the request and the card refused it, a declined capture) is remembered
   * for its idempotency key, as Stripe does: the same key answers it again. Any other failure is
   * Stripe not reached and is not remembered.
   */
  failNext(path: RegExp, status = 500, type = 'api_error', message = 'An error occurred with our connection to Stripe.', code?: string): void {
    this.failures.push({ path, failure: new StripeFailure(status, type, message, code) });
  }

  /** A webhook body and its Stripe-Signature header, as Stripe would send them (`at`: another signing time, in seconds). */
  signedEvent(type: string, object: unknown, at = nowSeconds()): { body: string; signature: string; id: string } {
    const id = newId('evt');
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: at,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.options.webhookSecret, timestamp: at });
    return { body, signature, id };
  }

  /** Sends an event to the shop; `wait` false delivers it after the current answer (as Stripe does). */
  async send(type: string, object: unknown, wait = true): Promise<void> {
    const event = this.signedEvent(type, structuredClone(object));
    const delivery = (wait ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => this.options.deliver(event.body, event.signature))
      .catch(() => undefined)
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
    if (wait) await delivery;
  }

  /** The shopper pays on the hosted page: authorised (or declined), and the webhooks sent. */
  async pay(sessionId: string, options: { amount?: number; decline?: boolean; send?: boolean } = {}): Promise<SessionObject> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    const intentData = (session as SessionObject & { intentData?: Record<string, unknown> }).intentData ?? {};
    const { intent, charge } = newIntent(session, intentData as never, options.amount ?? session.amount_total ?? 0, options.decline === true);
    this.intents.set(intent.id, intent);
    if (charge) this.charges.set(charge.id, charge);
    session.payment_intent = intent.id;
    if (options.decline) {
      if (options.send !== false) await this.send('payment_intent.payment_failed', intent);
      return session;
    }
    session.status = 'complete';
    if (options.send !== false) {
      await this.send('checkout.session.completed', this.publicSession(session));
      await this.send('payment_intent.amount_capturable_updated', intent);
    }
    return session;
  }

  /** Staff refund in Stripe's own dashboard, not through the shop: the charge is refunded and `charge.refunded` delivered. */
  async refundInDashboard(intentId: string, amount?: number): Promise<void> {
    this.refund({ payment_intent: intentId, ...(amount === undefined ? {} : { amount: String(amount) }) });
    await this.idle();
  }

  /** The session's time runs out unpaid (or a test says so): expired, and the webhook sent. */
  async expire(sessionId: string, send = true): Promise<void> {
    const session = this.sessions.get(sessionId)!;
    if (session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    session.status = 'expired';
    if (send) await this.send('checkout.session.expired', this.publicSession(session));
  }

  private publicSession(session: SessionObject): SessionObject {
    const { intentData: _omit, ...rest } = session as SessionObject & { intentData?: unknown };
    return rest;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (url.pathname.startsWith('/pay/')) return this.hostedPage(req.method ?? 'GET', url.pathname.slice(5), res);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const logged: Logged = { method: req.method ?? 'GET', path: url.pathname, idempotencyKey, replayed: false };
    this.requests.push(logged);
    let answer: Answer;
    const failing = this.failures.findIndex((failure) => failure.path.test(url.pathname));
    const earlier = idempotencyKey && req.method === 'POST' ? this.idempotent.get(idempotencyKey) : undefined;
    if (failing >= 0 && !earlier) {
      const { failure } = this.failures.splice(failing, 1)[0]!;
      answer = { status: failure.status, body: failure.body() };
      // A card refused is a request Stripe ran: its key answers the refusal again; anything else was Stripe not reached.
      if (failure.status === 402 && idempotencyKey) this.idempotent.set(idempotencyKey, { fingerprint: `${url.pathname} ${body}`, answer });
    } else if (req.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      answer = { status: 401, body: new StripeFailure(401, 'invalid_request_error', 'Invalid API Key provided.').body() };
    } else if (idempotencyKey && req.method === 'POST') {
      const fingerprint = `${url.pathname} ${body}`;
      if (earlier && earlier.fingerprint !== fingerprint) {
        answer = {
          status: 400,
          body: new StripeFailure(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ).body(),
        };
      } else if (earlier) {
        logged.replayed = true;
        res.setHeader('Idempotent-Replayed', 'true');
        answer = earlier.answer;
      } else {
        answer = this.answer(req.method!, url, parseForm(body));
        // Like Stripe, a request refused before it ran (a bad parameter) is not remembered.
        if (answer.status < 400 || answer.status >= 500) this.idempotent.set(idempotencyKey, { fingerprint, answer });
      }
    } else {
      answer = this.answer(req.method ?? 'GET', url, parseForm(req.method === 'GET' ? url.search.slice(1) : body));
    }
    const late = this.latency.find((entry) => entry.path.test(url.pathname));
    if (late) await new Promise((resolve) => setTimeout(resolve, late.ms));
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    res.end(JSON.stringify(answer.body));
  }

  private answer(method: string, url: URL, params: Record<string, unknown>): Answer {
    try {
      return { status: 200, body: this.route(method, url.pathname, params) };
    } catch (error) {
      if (error instanceof StripeFailure) return { status: error.status, body: error.body() };
      throw error;
    }
  }

  private route(method: string, path: string, params: Record<string, unknown>): unknown {
    const expand = Array.isArray(params.expand) ? params.expand.map(String) : [];
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = newSession(params as never, this.url);
      this.sessions.set(session.id, Object.assign(session, { intentData: params.payment_intent_data ?? {} }));
      return this.publicSession(session);
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/))) {
      const session = this.found(this.sessions, match[1]!, 'checkout.session');
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open')
          throw new StripeFailure(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.');
        session.status = 'expired';
        void this.send('checkout.session.expired', this.publicSession(session), false);
      }
      return this.expanded(this.publicSession(session), expand);
    }
    if ((match = path.match(/^\/v1\/payment_intents\/([\w]+)(\/capture|\/cancel)?$/))) {
      const intent = this.found(this.intents, match[1]!, 'payment_intent');
      if (method === 'POST' && match[2] === '/capture') this.capture(intent, params);
      if (method === 'POST' && match[2] === '/cancel') this.cancel(intent);
      return this.expandIntent(
        intent,
        expand.map((field) => field.replace(/^payment_intent\./, '')),
      );
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params);
    throw new StripeFailure(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private found<T>(map: Map<string, T>, id: string, name: string): T {
    const item = map.get(id);
    if (!item) throw new StripeFailure(404, 'invalid_request_error', `No such ${name}: '${id}'`, 'resource_missing');
    return item;
  }

  private expanded(session: SessionObject, expand: string[]): SessionObject {
    const intent = typeof session.payment_intent === 'string' ? this.intents.get(session.payment_intent) : undefined;
    if (!intent || !expand.includes('payment_intent')) return session;
    const inner = expand.filter((field) => field.startsWith('payment_intent.')).map((field) => field.slice('payment_intent.'.length));
    return { ...session, payment_intent: this.expandIntent(intent, inner) };
  }

  private expandIntent(intent: IntentObject, expand: string[]): IntentObject {
    const charge = typeof intent.latest_charge === 'string' ? this.charges.get(intent.latest_charge) : undefined;
    return charge && expand.includes('latest_charge') ? { ...intent, latest_charge: { ...charge } } : { ...intent };
  }

  private capture(intent: IntentObject, params: Record<string, unknown>): void {
    if (intent.status !== 'requires_capture') {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    const amount = params.amount_to_capture === undefined ? intent.amount_capturable : integer(params.amount_to_capture, 'amount_to_capture');
    if (amount > intent.amount_capturable)
      throw new StripeFailure(400, 'invalid_request_error', 'The amount to capture is more than the amount capturable.', 'amount_too_large');
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    const charge = this.charges.get(intent.latest_charge as string)!;
    Object.assign(charge, { captured: true, amount_captured: amount });
    void this.send('payment_intent.succeeded', intent, false);
  }

  private cancel(intent: IntentObject): void {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: nowSeconds(), cancellation_reason: 'requested_by_customer' });
    void this.send('payment_intent.canceled', intent, false);
  }

  private refund(params: Record<string, unknown>): RefundObject {
    const intent = this.found(this.intents, text(params.payment_intent) ?? '', 'payment_intent');
    const charge = this.charges.get(intent.latest_charge as string);
    if (intent.status !== 'succeeded' || !charge)
      throw new StripeFailure(400, 'invalid_request_error', 'This PaymentIntent has no captured charge to refund.', 'charge_not_captured');
    const amount = params.amount === undefined ? charge.amount_captured - charge.amount_refunded : integer(params.amount, 'amount');
    if (amount > charge.amount_captured - charge.amount_refunded) {
      throw new StripeFailure(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge.`, 'amount_too_large');
    }
    Object.assign(charge, { amount_refunded: charge.amount_refunded + amount, refunded: charge.amount_refunded + amount === charge.amount_captured });
    const refund: RefundObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: record(params.metadata),
      payment_intent: intent.id,
      reason: null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    void this.send('charge.refunded', charge, false);
    return refund;
  }

  /** The hosted page: GET shows the order's amount and a Pay button; POST pays and sends the shopper back. */
  private async hostedPage(method: string, sessionId: string, res: ServerResponse): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such checkout session.');
      return;
    }
    if (method === 'POST' && session.status === 'open') {
      await this.pay(session.id);
      res.writeHead(303, { Location: session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return;
    }
    const amount = `${((session.amount_total ?? 0) / 100).toFixed(2)} ${(session.currency ?? '').toUpperCase()}`;
    const action =
      session.status === 'open'
        ? `<form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url ?? '/'}">Back to the shop</a>`
        : `<p>This checkout session is ${session.status}.</p>`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Stripe test checkout</title></head><body><h1>Pay ${amount}</h1><p>Test card 4242 4242 4242 4242</p>${action}</body></html>`,
    );
  }
}
