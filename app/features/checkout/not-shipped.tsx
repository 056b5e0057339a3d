/**
 * "We don't ship to Japan yet." is not a dead end: the address step says it, keeps the order
 * summary, and offers another address or a word with the shop (the contact page).
 */
import { Link } from 'react-router';

export function NotShipped({ message, onOtherAddress }: { message: string; onOtherAddress: () => void }) {
  return (
    <div role="alert" className="border border-sale/40 bg-blush px-4 py-4 text-sm">
      <p className="font-semibold text-sale">{message}</p>
      <p className="mt-1 text-ink">Your cart is kept. Ship it to another address, or ask us: we may be able to arrange it.</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <button type="button" onClick={onOtherAddress} className="font-semibold text-ink underline underline-offset-4 hover:text-gold-dark">
          Use another address
        </button>
        <Link to="/contact" className="font-semibold text-ink underline underline-offset-4 hover:text-gold-dark">
          Contact us
        </Link>
      </p>
    </div>
  );
}
