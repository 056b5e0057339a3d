import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PieceThumbnail } from './piece-thumbnail';

const render = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('PieceThumbnail', () => {
  it('links to the piece for a pointer only: out of the tab order and hidden from assistive technology', () => {
    const html = render(<PieceThumbnail file="ring-aurora-1.svg" to="/product/1/2" size={80} />);
    expect(html).toContain(
      '<a tabindex="-1" aria-hidden="true" class="shrink-0 self-start bg-sand" href="/product/1/2" data-discover="true">' +
        '<img src="/api/uploads/ring-aurora-1.svg" alt="" width="80" height="80" class="h-20 w-20 object-cover"/></a>',
    );
  });

  it('is a plain picture, or an empty square, when there is no page to lead to or no picture', () => {
    const html = render(<PieceThumbnail file="ring-aurora-1.svg" to={null} size={96} />);
    expect(html).not.toContain('<a ');
    expect(html).toContain(
      '<span class="shrink-0 self-start bg-sand"><img src="/api/uploads/ring-aurora-1.svg" alt="" width="96" height="96" class="h-24 w-24 object-cover"/></span>',
    );
    expect(render(<PieceThumbnail file={undefined} size={96} />)).toBe(
      '<span class="shrink-0 self-start bg-sand"><span class="block h-24 w-24"></span></span>',
    );
  });

  it('draws its word in the empty square, hidden from assistive technology (the name beside it says it)', () => {
    expect(render(<PieceThumbnail file={null} size={80} mark="GIFT CARD" />)).toContain('<span aria-hidden="true" class="flex h-20 w-20 items-center');
    expect(render(<PieceThumbnail file={null} size={80} mark="GIFT CARD" />)).toContain('>GIFT CARD</span>');
  });
});
