/**
 * The Stripe test server (tests/support/stripe-server.ts) in a process of its own, for the card
 * and webhook bench (webhooks.ts): the shop asks it over loopback as it would ask Stripe, and its
 * processor time is neither the shop's nor the bench clients' (which run as a batch job while they
 * load the shop, shared.ts). Started by `stripeProcess()` through `fork`; it answers its URL, then
 * pays the sessions it is sent and answers each one's signed `checkout.session.completed`, for
 * the bench to post to the shop itself (timed, one event a new order).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { StripeTestServer } from '../../tests/support/stripe-server.ts';

export interface SignedEvent {
  body: string;
  signature: string;
}

type Request = { id: number; pay: string[] };
type Reply = { id: number; events?: SignedEvent[]; error?: string };

/** The test server as the bench sees it: its URL, its process, and a payment of sessions that answers their events. */
export interface StripeProcess {
  url: string;
  pid: number;
  /** Pays each session on the test server (the webhooks not sent) and answers its signed checkout.session.completed. */
  pay(sessions: string[]): Promise<SignedEvent[]>;
  stop(): Promise<void>;
}

export async function stripeProcess(keys: { secretKey: string; webhookSecret: string }): Promise<StripeProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_STRIPE_SECRET_KEY: keys.secretKey, BENCH_STRIPE_WEBHOOK_SECRET: keys.webhookSecret },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`The Stripe test server exited with ${code}`)));
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (events: SignedEvent[]) => void; reject: (error: Error) => void }>();
  child.on('message', (message) => {
    const reply = message as Reply;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.error) pending.reject(new Error(reply.error));
    else pending.resolve(reply.events ?? []);
  });
  return {
    url,
    pid: child.pid!,
    pay: (sessions) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, pay: sessions } satisfies Request);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** In the forked process: the server, and the payments the bench asks for. */
async function serve(): Promise<void> {
  const server = new StripeTestServer({
    secretKey: process.env.BENCH_STRIPE_SECRET_KEY!,
    webhookSecret: process.env.BENCH_STRIPE_WEBHOOK_SECRET!,
    deliver: async () => undefined,
  });
  const url = await server.start();
  process.on('message', (message) => {
    const { id, pay } = message as Request;
    void (async () => {
      const events: SignedEvent[] = [];
      for (const sessionId of pay) {
        const session = await server.pay(sessionId, { send: false });
        const { body, signature } = server.signedEvent('checkout.session.completed', session);
        events.push({ body, signature });
      }
      return events;
    })().then(
      (events) => process.send!({ id, events } satisfies Reply),
      (error: unknown) => process.send!({ id, error: String(error) } satisfies Reply),
    );
  });
  process.on('SIGTERM', () => process.exit(0));
  process.on('disconnect', () => process.exit(0));
  process.send!({ url });
}

if (process.send && process.env.BENCH_STRIPE_SECRET_KEY) void serve();
