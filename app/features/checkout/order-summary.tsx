/**
 * The order summary beside every checkout step: how many pieces, an EDIT link back
 * to the cart, each piece, and subtotal, gift wrap, shipping, discount, tax (once the address is
 * known: added before the total, or "Includes VAT 19%" under it) and 'Total to pay' — all from the
 * server's quote.
 */
import { discountTerm, discountValue } from '../../../domain/discounts.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { lineKey } from '../../../domain/line.ts';
import { LINE_TERMS, lineText } from '../../../domain/line-words.ts';
import { formatMoney } from '../../../domain/money.ts';
import { taxTerm, type OrderTax } from '../../../domain/tax.ts';
import { Term, TermTotal, Terms } from '../../components/ui/terms';
import { shownQuote, type Quote, type QuoteState } from './use-quote';

/**
 * `notShipped`: the shop does not ship to the address (the shopper is offered another address):
 * the pieces and their subtotal stay, without a shipping, tax or total that would mean nothing.
 */
export function OrderSummary({ state, notShipped = false, children }: { state: QuoteState; notShipped?: boolean; children?: ReactNode }) {
  const quote = shownQuote(state);
  const money = (minor: number) => (quote ? formatMoney(minor, quote.currency) : '');
  const count = quote?.itemCount ?? 0;
  return (
    <section aria-label="Order summary" aria-busy={state.status === 'loading'} className="border border-line bg-sand/60 p-5 sm:p-7">
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-2xl">Order summary</h2>
        <Link to="/cart" className="text-xs font-semibold tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline" aria-label="Edit your cart">
          EDIT
        </Link>
      </div>
      {state.status === 'error' && state.about === 'address' ? (
        // The address's section says it as an alert; here it only explains the missing figures.
        <p className="mt-4 text-sm text-muted">{state.message}</p>
      ) : state.status === 'error' ? (
        <div role="alert" className="mt-4 border border-sale/30 bg-blush px-4 py-3 text-sm text-sale">
          <p>{state.message}</p>
          <Link to="/cart" className="mt-2 inline-block text-ink underline underline-offset-4">
            Review your cart
          </Link>
        </div>
      ) : !quote ? (
        <SummarySkeleton />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {count} {count === 1 ? 'item' : 'items'}
          </p>
          <ul className="mt-5 space-y-4 border-b border-line pb-5">
            {quote.items.map((item) => (
              <li key={lineKey(item)} className="flex gap-3 text-sm">
                <span className="relative shrink-0">
                  {item.image ? (
                    <img src={imageUrl(item.image)} alt="" width={56} height={56} className="h-14 w-14 bg-white object-cover" />
                  ) : (
                    <span className="block h-14 w-14 bg-white" />
                  )}
                  <span className="absolute -right-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[10px] text-ivory">
                    {item.quantity}
                  </span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium leading-snug">{item.productName}</span>
                  <span className="block text-xs text-muted">{lineText(item, quote.currency)}</span>
                </span>
                <span className="shrink-0">{money(item.priceMinor * item.quantity)}</span>
              </li>
            ))}
          </ul>
          {notShipped ? (
            <>
              <Terms look="rows" className="mt-5 space-y-2 text-sm">
                <Term term="Subtotal">{money(quote.subtotalMinor)}</Term>
              </Terms>
              <p className="mt-4 text-sm text-muted">Shipping, tax and the total to pay show once the address is one we ship to.</p>
            </>
          ) : (
            <Figures quote={quote} money={money} />
          )}
        </>
      )}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}

/** Subtotal, gift wrap, shipping, discounts, tax and the total to pay. */
function Figures({ quote, money }: { quote: Quote; money: (minor: number) => string }) {
  return (
    <>
      <Terms look="rows" className="mt-5 space-y-2 text-sm">
        <Term term="Subtotal">{money(quote.subtotalMinor)}</Term>
        <Term term={LINE_TERMS.giftWrap}>{money(quote.giftWrapMinor)}</Term>
        <Term term={`Shipping (${quote.shippingMethod.name})`}>{money(quote.shippingMinor)}</Term>
        {quote.discounts.length > 0 ? (
          quote.discounts.map((line) => (
            <Term key={discountTerm(line)} term={discountTerm(line)}>
              {discountValue(line.kind, line.amountMinor, money)}
            </Term>
          ))
        ) : (
          <Term term="Discount">{money(0)}</Term>
        )}
        {quote.tax.included ? null : <TaxRows tax={quote.tax} money={money} />}
      </Terms>
      <Terms look="rows" className="mt-5">
        <TermTotal term="Total to pay" testId="total-to-pay" large className="pt-5">
          {money(quote.totalMinor)}
        </TermTotal>
      </Terms>
      {quote.tenders.length > 0 ? (
        <div data-testid="tenders">
          <Terms look="rows" className="mt-3 space-y-2 text-sm">
            {quote.tenders.map((tender) => (
              <Term key={tender.label} term={tender.label}>
                −{money(tender.amountMinor)}
              </Term>
            ))}
            <TermTotal term={quote.toPayMinor > 0 ? 'To pay by card or bank transfer' : 'Nothing left to pay'} testId="to-pay" className="pt-3">
              {money(quote.toPayMinor)}
            </TermTotal>
          </Terms>
        </div>
      ) : null}
      {quote.tax.included ? (
        <Terms look="rows" className="mt-2 space-y-1 text-xs">
          <TaxRows tax={quote.tax} money={money} />
        </Terms>
      ) : null}
    </>
  );
}

/** The tax lines of the address's rates: added to the total (before it) or carried in the prices (under it). */
function TaxRows({ tax, money }: { tax: OrderTax; money: (minor: number) => string }) {
  return tax.lines.map((line, i) => (
    <Term key={i} term={taxTerm(line, tax.included)}>
      {money(line.amountMinor)}
    </Term>
  ));
}

function SummarySkeleton() {
  return (
    <div className="mt-5 animate-pulse space-y-3" aria-hidden="true">
      <div className="h-14 bg-white/70" />
      <div className="h-4 w-2/3 bg-white/70" />
      <div className="h-4 w-1/2 bg-white/70" />
      <div className="h-8 bg-white/70" />
    </div>
  );
}
