/**
 * A custom design request's messages and the description's shortest length, without the schema:
 * no zod here, so the design page shows them without loading zod (domain/schemas/custom-design.ts
 * checks the request with them and re-exports them).
 */

export const CUSTOM_DESIGN_MESSAGES = {
  descriptionRequired: 'Description is required',
  phoneDigits: 'Phone number must be exactly 10 digits',
  received: 'Thank you! Your design request has been received. We will be in touch within 2 business days.',
  failed: 'Failed to send your design request.',
} as const;

export const DESCRIPTION_MIN_LENGTH = 20;
