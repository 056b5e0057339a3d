/**
 * Terms and their values — a description list (`<dl>`, read out as terms and definitions) — in
 * the three looks the shop writes them in:
 *
 * - `look="rows"`: a term on the left and its value on the right, one row a pair: an order's
 *   totals, a payment's figures. `TermTotal` ends such a list with its sum, large, over a rule.
 * - `look="grid"`: the terms in a column and each value beside its term: a piece's choices, the
 *   account a bank transfer goes to.
 * - `look="inline"`: "Term: value", a pair a line: a cart line's choices.
 *
 * A term is muted; a value keeps the colour of the text around the list. The page gives the list
 * its place, its spacing and its type size (`className`).
 */
import { createContext, use, type ReactNode } from 'react';

type Look = 'rows' | 'grid' | 'inline';

const LookOfTerms = createContext<Look>('rows');

interface TermsProps {
  look: Look;
  /** Its place on the page, the space between its pairs and the size of its type (`mt-4 space-y-2 text-sm`). */
  className?: string;
  /** The list's accessible name, when the page's headings do not give it one. */
  label?: string;
  children: ReactNode;
}

export function Terms({ look, className, label, children }: TermsProps) {
  const layout = look === 'grid' ? 'grid grid-cols-[auto_1fr]' : undefined;
  return (
    <LookOfTerms value={look}>
      <dl aria-label={label} className={[layout, className].filter(Boolean).join(' ') || undefined}>
        {children}
      </dl>
    </LookOfTerms>
  );
}

interface TermProps {
  term: string;
  /** The value: words, an amount, or an element (a status in its colour). */
  children: ReactNode;
  /** The value's test id, for a figure the tests read. */
  testId?: string;
  /** The value's own look (`font-medium`, `font-mono`). */
  valueClassName?: string;
}

/** One term and its value, in the look of the `Terms` it is in. */
export function Term({ term, children, testId, valueClassName }: TermProps) {
  const look = use(LookOfTerms);
  const value = (
    <dd className={valueClassName} data-testid={testId}>
      {children}
    </dd>
  );
  if (look === 'grid') {
    return (
      <>
        <dt className="text-muted">{term}</dt>
        {value}
      </>
    );
  }
  return (
    <div className={look === 'inline' ? 'flex gap-1' : 'flex justify-between gap-4'}>
      <dt className="text-muted">
        {term}
        {look === 'inline' ? ':' : null}
      </dt>
      {value}
    </div>
  );
}

interface TermTotalProps {
  term: string;
  children: ReactNode;
  testId?: string;
  /** The larger amount of a page's one total (the checkout's, the shopper's order). */
  large?: boolean;
  /** The space between the rule and the total (`pt-3`), and around it. */
  className?: string;
}

/** The sum a `rows` list ends with: its term in small spaced capitals, its amount large, over a rule. */
export function TermTotal({ term, children, testId, large = false, className }: TermTotalProps) {
  return (
    <div className={`flex items-baseline justify-between gap-4 border-t border-line ${className ?? ''}`.trim()}>
      <dt className="text-xs font-semibold tracking-[0.2em]">{term}</dt>
      <dd className={`font-display ${large ? 'text-3xl' : 'text-2xl'}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
