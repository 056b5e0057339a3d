import { z } from 'zod';

/**
 * Money as it crosses the API, in every answer and request: a JSON number in the shop currency's
 * major units (19.99), the currency named once in the answer (`currency`). This is the shape the
 * catalogue's and orders' first clients were written against; inside the shop, amounts are
 * integer minor units (domain/money.ts), converted only where an answer is made or read.
 */
export const Amount = z.number().meta({ description: 'In the shop currency’s major units, e.g. 19.99' });
