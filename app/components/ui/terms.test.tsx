import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Term, TermTotal, Terms } from './terms';

describe('Terms', () => {
  it('rows: a term on the left and its value on the right, the total over a rule', () => {
    const html = renderToStaticMarkup(
      <Terms look="rows" className="mt-4 space-y-2 text-sm">
        <Term term="Paid" testId="payment-paid">
          $10.00
        </Term>
        <TermTotal term="DUE" testId="payment-due" className="pt-3">
          $0.00
        </TermTotal>
      </Terms>,
    );
    expect(html).toBe(
      '<dl class="mt-4 space-y-2 text-sm">' +
        '<div class="flex justify-between gap-4"><dt class="text-muted">Paid</dt><dd data-testid="payment-paid">$10.00</dd></div>' +
        '<div class="flex items-baseline justify-between gap-4 border-t border-line pt-3">' +
        '<dt class="text-xs font-semibold tracking-[0.2em]">DUE</dt><dd class="font-display text-2xl" data-testid="payment-due">$0.00</dd></div>' +
        '</dl>',
    );
  });

  it('grid: the pairs straight in a two-column grid, each value with its own look', () => {
    const html = renderToStaticMarkup(
      <Terms look="grid" className="gap-x-3">
        <Term term="Metal">925 Sterling Silver</Term>
        <Term term="Reference" valueClassName="font-mono">
          100001
        </Term>
      </Terms>,
    );
    expect(html).toBe(
      '<dl class="grid grid-cols-[auto_1fr] gap-x-3">' +
        '<dt class="text-muted">Metal</dt><dd>925 Sterling Silver</dd>' +
        '<dt class="text-muted">Reference</dt><dd class="font-mono">100001</dd>' +
        '</dl>',
    );
  });

  it('inline: "Term: value", a pair a line, named when the page has no heading for it', () => {
    const html = renderToStaticMarkup(
      <Terms look="inline" label="Choices">
        <Term term="Engraving">A.L.</Term>
      </Terms>,
    );
    expect(html).toBe('<dl aria-label="Choices"><div class="flex gap-1"><dt class="text-muted">Engraving:</dt><dd>A.L.</dd></div></dl>');
  });

  it('a larger total for a page’s one total', () => {
    const html = renderToStaticMarkup(
      <Terms look="rows">
        <TermTotal term="Total" large>
          $20.00
        </TermTotal>
      </Terms>,
    );
    expect(html).toContain('<dd class="font-display text-3xl">$20.00</dd>');
    expect(html).toMatch(/^<dl><div class="flex items-baseline justify-between gap-4 border-t border-line">/);
  });
});
