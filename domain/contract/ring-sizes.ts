/** The answers about ring sizes (decision record 057): a size chosen later through the e-mailed link. */
import { z } from 'zod';
import { LATER_SIZE_MESSAGES, SIZE_SYSTEMS } from '../ring-sizes.ts';

/** The e-mailed link's choice: its token and the size (its label "54.4 mm", or in a system: "UK N½", "US 7"). */
export const LaterSizeByLinkInput = z.object({
  token: z.string({ message: LATER_SIZE_MESSAGES.linkInvalid }).min(1, LATER_SIZE_MESSAGES.linkInvalid).max(200, LATER_SIZE_MESSAGES.linkInvalid),
  size: z.string({ message: LATER_SIZE_MESSAGES.chooseOne }).trim().min(1, LATER_SIZE_MESSAGES.chooseOne).max(40),
});

/** The printable sizer queued for e-mail: where it goes, in the shop's words. */
export const SizerMailAnswer = z
  .object({
    sentTo: z.string().meta({ description: 'The address the sizer is e-mailed to, as typed (spaces trimmed)' }),
    message: z.string(),
  })
  .meta({ id: 'SizerMailSent' });
export type SizerMailAnswer = z.infer<typeof SizerMailAnswer>;

/** The ring size system kept on the shopper's account; null: never chosen (pages follow the ship-to country). */
export const SizeSystemAnswer = z.object({ system: z.enum(SIZE_SYSTEMS).nullable() }).meta({ id: 'SizeSystem' });

export const LaterSizeChosenAnswer = z
  .object({
    orderNumber: z.number().int(),
    productName: z.string(),
    size: z.string().meta({ description: 'The size’s label: the ring’s inner circumference, "54.4 mm"' }),
    sizeWords: z.string().meta({ description: 'The size in the order’s system and the workshop’s: "UK N½ · 54.4 mm"' }),
  })
  .meta({ id: 'LaterSizeChosen' });
export type LaterSizeChosenAnswer = z.infer<typeof LaterSizeChosenAnswer>;
