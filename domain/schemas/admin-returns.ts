/**
 * The back office's return page's forms (/admin/returns/:id), one intent each — the steps of a
 * return (domain/returns.ts) — parsed with the API's own inputs (domain/contract/returns.ts), so
 * the page and `/api/admin/returns/{id}/…` refuse with the same words.
 */
import { z } from 'zod';
import { InspectReturnInput, RefuseReturnInput } from '../contract/returns.ts';

const checked = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

export const ReturnPageForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve') }),
  RefuseReturnInput.extend({ intent: z.literal('refuse') }),
  z.object({ intent: z.literal('receive') }),
  InspectReturnInput.extend({ intent: z.literal('inspect'), certificatePresent: checked, packagingPresent: checked }),
  z.object({ intent: z.literal('resolve') }),
]);
export type ReturnPageForm = z.infer<typeof ReturnPageForm>;
