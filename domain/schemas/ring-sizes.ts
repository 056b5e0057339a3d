/** What the ring size forms and API calls take (decision record 057), with the messages of domain/ring-sizes.ts. */
import { z } from 'zod';
import { LATER_SIZE_MESSAGES, SIZE_SYSTEM_MESSAGES, SIZE_SYSTEMS } from '../ring-sizes.ts';
import { emailAddress } from './email.ts';

/** The picker's form and `PUT /api/me/size-system`: the system chosen, and the page to come back to without scripts. */
export const SizeSystemInput = z.object({
  system: z.enum(SIZE_SYSTEMS, { message: SIZE_SYSTEM_MESSAGES.invalid }),
  back: z.string().optional(),
});
export type SizeSystemInput = z.infer<typeof SizeSystemInput>;

/** "E-mail me the sizer" (decision record 060): the address to send the printable sizer to. */
export const SizerMailInput = z.object({ email: emailAddress() });
export type SizerMailInput = z.infer<typeof SizerMailInput>;

/** The shopper's answer: the ring size chosen for a line ordered without one. */
export const LaterSizeInput = z.object({ size: z.string({ message: LATER_SIZE_MESSAGES.chooseOne }).trim().min(1, LATER_SIZE_MESSAGES.chooseOne).max(40) });
export type LaterSizeInput = z.infer<typeof LaterSizeInput>;
