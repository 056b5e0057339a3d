/**
 * The account page's gift cards (decision record 050): the cards the shopper added, each by its
 * last four characters with its balance, expiry and state, and a form to add one by its code.
 * The checkout offers these cards without their codes.
 */
import type { GiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import { FormAlert } from '../../components/ui/form-alert';
import { GiftCardCodeForm } from './code-form';
import { GiftCardFacts } from './gift-card-facts';

export function AccountGiftCards({ cards }: { cards: GiftCardAnswer[] }) {
  return (
    <section aria-labelledby="gift-cards-heading" className="border border-line bg-white p-6 sm:p-8">
      <h2 id="gift-cards-heading" className="font-display text-2xl">
        Gift cards
      </h2>
      <p className="mt-2 text-sm text-muted">Add a card by its code: it is then offered at checkout without typing it again.</p>
      {cards.length === 0 ? (
        <p className="mt-5 text-sm text-muted">No gift card in your account yet.</p>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className="border border-line p-4">
              <GiftCardFacts card={card} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <GiftCardCodeForm action="/account/gift-cards" submit="ADD GIFT CARD" busy="Adding…">
          {(result) => <FormAlert tone="success">{result.message}</FormAlert>}
        </GiftCardCodeForm>
      </div>
    </section>
  );
}
