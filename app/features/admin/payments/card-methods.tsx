/** Which card methods the environment turned on: set by the server's environment (its keys never reach a page), so here only shown. */
import type { PaymentSettingsAnswer } from '../../../../domain/contract/admin-payments.ts';

export function CardMethods({ cards }: { cards: PaymentSettingsAnswer['cards'] }) {
  return (
    <section aria-labelledby="card-methods" className="grid content-start gap-4 self-start border border-line bg-white/70 p-6">
      <h2 id="card-methods" className="font-display text-2xl">
        Cards
      </h2>
      <ul className="grid gap-3 text-sm">
        {cards.map((card) => (
          <li key={card.method} className="flex items-baseline justify-between gap-4">
            <span>{card.name}</span>
            <span className={`font-semibold ${card.enabled ? 'text-emerald-700' : 'text-muted'}`}>{card.enabled ? 'On' : 'Off'}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        Card payments are turned on where the shop runs, with the provider’s keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET): the README says how. The keys
        never appear here.
      </p>
    </section>
  );
}
