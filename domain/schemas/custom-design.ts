/**
 * A custom design request: what the shopper imagines, an optional photo or link for inspiration,
 * and how to reach them. Parsed by the browser form and the API alike.
 */
import { z } from 'zod';
import { CONTACT_MESSAGES, CONTACT_MIN_LENGTH, TEN_DIGITS, emailField, linkField, photoField, requiredText } from './contact.ts';
import { multiLine, singleLine } from './text.ts';
import { CUSTOM_DESIGN_MESSAGES, DESCRIPTION_MIN_LENGTH } from '../custom-design.ts';

// The messages and the description's length are defined without zod (domain/custom-design.ts);
// the schema's readers may import them from here.
export { CUSTOM_DESIGN_MESSAGES };

export const CustomDesignInput = z.object({
  description: requiredText('Description', CUSTOM_DESIGN_MESSAGES.descriptionRequired, DESCRIPTION_MIN_LENGTH, 5000, multiLine),
  name: requiredText('Name', CONTACT_MESSAGES.nameRequired, CONTACT_MIN_LENGTH.name, 100),
  email: emailField(),
  // Optional: the e-mail address is enough to reply, a number helps with questions about sizes.
  phone: singleLine('Phone number', CUSTOM_DESIGN_MESSAGES.phoneDigits)
    .trim()
    .refine((value) => value === '' || TEN_DIGITS.test(value), CUSTOM_DESIGN_MESSAGES.phoneDigits)
    .nullish()
    .transform((value) => value ?? ''),
  link: linkField(),
  photo: photoField().optional(),
});
export type CustomDesignInput = z.output<typeof CustomDesignInput>;
export type CustomDesignFields = z.input<typeof CustomDesignInput>;
