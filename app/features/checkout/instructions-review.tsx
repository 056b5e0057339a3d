/** Checkout step 3: the special instructions the cart took, read back with a link to change them there. */
import { Link } from 'react-router';

export function InstructionsReview({ instructions }: { instructions: string }) {
  if (!instructions) return null;
  return (
    <section aria-label="Special instructions" className="border border-line bg-white/70 p-5 sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-2xl">Special instructions</h2>
        <Link
          to="/cart"
          className="text-xs font-semibold tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline"
          aria-label="Edit special instructions"
        >
          EDIT
        </Link>
      </div>
      <p className="mt-3 whitespace-pre-line text-sm text-muted">{instructions}</p>
    </section>
  );
}
