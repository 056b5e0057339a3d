/**
 * A ring ordered without a size (decision record 057): the form that chooses it, on the order's page
 * and on the e-mailed link's page. The sizes read in the order's system beside the millimetres.
 */
import { Form, useActionData } from 'react-router';
import type { ActionResult } from '../../lib/action-result';
import { sizeWords } from '../../../domain/line-words.ts';
import { LATER_SIZE_MESSAGES, type SizeSystem } from '../../../domain/ring-sizes.ts';
import { buttonClass } from '../../components/ui/button-class';

export interface LaterSizeLineData {
  orderItemId: number;
  productName: string;
  sizes: string[];
}

export function ChooseRingSize({ lines, system, token }: { lines: LaterSizeLineData[]; system: SizeSystem; token?: string }) {
  const answer = useActionData<ActionResult>();
  if (answer?.ok && answer.message)
    return (
      <p role="status" className="border border-gold/40 bg-ivory p-5">
        {answer.message}
      </p>
    );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="ring-size-heading" className="border border-gold/40 bg-ivory p-5">
      <h2 id="ring-size-heading" className="font-display text-2xl">
        Choose your ring size
      </h2>
      <p className="mt-2 text-sm text-muted">
        A free ring sizer is on its way by post. Once you know your size, choose it here: we start making your ring when you do.
      </p>
      {answer?.error ? (
        <p role="alert" className="mt-3 text-sm text-sale">
          {answer.error}
        </p>
      ) : null}
      {lines.map((line) => (
        <Form method="post" key={line.orderItemId} className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="choose-size" />
          <input type="hidden" name="orderItemId" value={line.orderItemId} />
          {token ? <input type="hidden" name="token" value={token} /> : null}
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{line.productName}</span>
            <select name="size" required defaultValue="" className="border border-line bg-white px-3 py-2">
              <option value="" disabled>
                Select a size
              </option>
              {line.sizes.map((size) => (
                <option key={size} value={size}>
                  {sizeWords(size, system)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass()}>
            SAVE MY SIZE
          </button>
        </Form>
      ))}
      <p className="mt-4 text-sm text-muted">{LATER_SIZE_MESSAGES.resizing}</p>
    </section>
  );
}
