/**
 * A value of a look-up list as the back office reads it (`/api/admin/lists/{list}` and the
 * /admin/lists page): its place in the list, its tile image or category where the list has one,
 * and how many products use it.
 */
import { z } from 'zod';

export const LookupValueAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().nullable().meta({ description: 'null for sizes' }),
    position: z.number().int(),
    image: z.string().nullable().meta({ description: 'Categories and themes: the tile image under /api/uploads' }),
    categoryId: z.number().int().nullable().meta({ description: 'Types: their category' }),
    products: z.number().int().meta({ description: 'How many products use the value, drafts and archived ones included' }),
  })
  .meta({ id: 'LookupValue' });
export type LookupValueAnswer = z.infer<typeof LookupValueAnswer>;

/** A value without its product count (the page shows the list at once and the counts as they come). */
export type LookupEntryAnswer = Omit<LookupValueAnswer, 'products'>;
