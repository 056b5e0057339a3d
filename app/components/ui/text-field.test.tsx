import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

const inputTag = (html: string) => html.match(/<input[^>]*>/)![0];

describe('TextField', () => {
  it('labels its input and, without a message, describes it by its hint', () => {
    const html = renderToStaticMarkup(<TextField id="link" name="link" label="Link" optional hint="A design you love." />);
    expect(html).toContain('<label for="link"');
    expect(html.replace(/<[^>]+>/g, '').startsWith('Link (optional)')).toBe(true);
    expect(inputTag(html)).toContain('aria-describedby="link-hint"');
    expect(inputTag(html)).not.toContain('aria-invalid');
    expect(html).toContain('<p id="link-hint"');
  });

  it('shows its error in place of the hint, announced and tied to the input', () => {
    const html = renderToStaticMarkup(<TextField id="email" name="email" label="Email" hint="We write once." error="Email is required" />);
    expect(inputTag(html)).toContain('aria-invalid="true"');
    expect(inputTag(html)).toContain('aria-describedby="email-error"');
    expect(html).toMatch(/<p id="email-error" role="alert"[^>]*>Email is required<\/p>/);
    expect(html).not.toContain('We write once.');
  });
});
