import { z } from 'zod';

/** Every refusal: `{ message, error: { code, message, issues? } }` with a 4xx status. */
export const ErrorAnswer = z
  .object({
    message: z.string().meta({ description: 'The same as error.message, where the first clients read it' }),
    error: z.object({
      code: z.string().meta({ example: 'invalid_input' }),
      message: z.string().meta({ example: 'page must be a whole number' }),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      total: z.number().optional().meta({ description: "price_changed: the order's total now, in major units; order again with it as expectedTotal" }),
      requestId: z.string().optional().meta({ description: "The request's id (the X-Request-Id header): quote it when reporting a problem" }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
