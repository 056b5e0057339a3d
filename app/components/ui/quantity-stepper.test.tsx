import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';
import { QuantityStepper } from './quantity-stepper';

const noop = () => {};

/** The opening tag of the button with this accessible name in the markup. */
function buttonTag(html: string, name: string): string {
  const tag = html.match(new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no button named ${name} in ${html}`);
  return tag;
}
const isDisabled = (tag: string) => / disabled=""/.test(tag);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('QuantityStepper', () => {
  it('in a cart row, names its buttons after the piece, keeps minus enabled at 1 and stops plus at the maximum', () => {
    const atOne = renderToStaticMarkup(<QuantityStepper itemName="Rose Halo Ring" value={1} min={0} onDecrement={noop} onIncrement={noop} />);
    expect(isDisabled(buttonTag(atOne, 'Decrease quantity of Rose Halo Ring'))).toBe(false);
    expect(isDisabled(buttonTag(atOne, 'Increase quantity of Rose Halo Ring'))).toBe(false);
    expect(text(atOne.match(/<output[^>]*data-testid="quantity"[^>]*>.*?<\/output>/)![0])).toBe('Quantity 1');
    expect(atOne).not.toContain('<label');

    const atMax = renderToStaticMarkup(<QuantityStepper itemName="Rose Halo Ring" value={MAX_LINE_QUANTITY} min={0} onDecrement={noop} onIncrement={noop} />);
    expect(isDisabled(buttonTag(atMax, 'Increase quantity of Rose Halo Ring'))).toBe(true);
  });

  it('on its own, labels the count "Quantity" and keeps it between 1 and the maximum', () => {
    const atOne = renderToStaticMarkup(<QuantityStepper value={1} max={3} onDecrement={noop} onIncrement={noop} />);
    const labelFor = atOne.match(/<label for="([^"]+)"[^>]*>Quantity<\/label>/)?.[1];
    expect(labelFor).toBeTruthy();
    expect(atOne).toMatch(new RegExp(`<output id="${labelFor}"[^>]*>1</output>`));
    expect(isDisabled(buttonTag(atOne, 'Decrease quantity'))).toBe(true);
    expect(isDisabled(buttonTag(atOne, 'Increase quantity'))).toBe(false);

    const atMax = renderToStaticMarkup(<QuantityStepper value={3} max={3} onDecrement={noop} onIncrement={noop} />);
    expect(isDisabled(buttonTag(atMax, 'Decrease quantity'))).toBe(false);
    expect(isDisabled(buttonTag(atMax, 'Increase quantity'))).toBe(true);
  });
});
