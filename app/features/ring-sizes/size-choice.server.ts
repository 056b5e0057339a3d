/** The ring size form's fields (the order page's and the e-mailed link's), read into the service's input. */
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import * as orders from '../../../server/services/orders/index.ts';
import { LaterSizeInput } from '../../../domain/schemas/ring-sizes.ts';
import { formFields } from '../../lib/action-result';

const SizeChoiceForm = LaterSizeInput.extend({ orderItemId: z.coerce.number().int().positive() });

export function sizeChoiceOf(form: FormData): { ok: true; orderItemId: number; size: string } | { ok: false; message: string } {
  const parsed = SizeChoiceForm.safeParse(formFields(form));
  return parsed.success ? { ok: true, ...parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/** What the e-mailed link's page shows: the ring still to be sized, or why the link opens nothing (its status). */
export async function sizeLinkPage(context: AppLoadContext, token: string) {
  try {
    const found = await orders.laterSizeLineByToken(context.db, context.config.jwtSecret, token);
    return { status: 200, refusal: null, ...found };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: error.status, refusal: error.message, orderNumber: null, sizeSystem: 'US' as const, line: null, size: '' };
  }
}

/** The link's holder chooses the size. */
export function chooseSizeByLink(context: AppLoadContext, token: string, size: string) {
  return orders.chooseLaterSize(context.db, { token, secret: context.config.jwtSecret }, { size });
}
