/**
 * The catalogue's look-up lists as the back office edits them: categories and themes (each with a
 * tile image), types (each in one category), purposes, festivals, gemstones, metals and sizes.
 * `/api/admin/lists/{list}` and the /admin/lists page read and check the same shapes.
 */
import { z } from 'zod';
import { singleLine } from './text.ts';

export const LOOKUP_LISTS = ['categories', 'themes', 'types', 'purposes', 'festivals', 'gemstones', 'metals', 'sizes'] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];

export interface LookupListInfo {
  /** The list's heading: "Categories". */
  label: string;
  /** One value of it, in a sentence: "category". */
  noun: string;
  /** The audit log's entity name. */
  entity: string;
  /** Categories and themes have a tile image. */
  imaged: boolean;
  /** Types belong to a category. */
  inCategory: boolean;
  /** What the owner must do before a value in use can go. */
  whenInUse: (count: number) => string;
}

const moveThem = (noun: string) => (count: number) => `move ${count === 1 ? 'it' : 'them'} to another ${noun} first`;
const takeOff = (count: number) => `remove it from ${count === 1 ? 'it' : 'them'} first`;

export const LOOKUP_LIST_INFO: Record<LookupList, LookupListInfo> = {
  categories: { label: 'Categories', noun: 'category', entity: 'category', imaged: true, inCategory: false, whenInUse: moveThem('category') },
  themes: { label: 'Themes', noun: 'theme', entity: 'theme', imaged: true, inCategory: false, whenInUse: moveThem('theme') },
  types: { label: 'Types', noun: 'type', entity: 'sub_category', imaged: false, inCategory: true, whenInUse: moveThem('type') },
  purposes: { label: 'Purposes', noun: 'purpose', entity: 'purpose', imaged: false, inCategory: false, whenInUse: moveThem('purpose') },
  festivals: { label: 'Festivals', noun: 'festival', entity: 'festival', imaged: false, inCategory: false, whenInUse: moveThem('festival') },
  gemstones: { label: 'Gemstones', noun: 'gemstone', entity: 'gemstone', imaged: false, inCategory: false, whenInUse: moveThem('gemstone') },
  metals: { label: 'Metals', noun: 'metal', entity: 'metal', imaged: false, inCategory: false, whenInUse: takeOff },
  sizes: { label: 'Sizes', noun: 'size', entity: 'size', imaged: false, inCategory: false, whenInUse: takeOff },
};

export const LOOKUP_MESSAGES = {
  nameTaken: (noun: string, existing: string) => `There is already a ${noun} named ${existing}.`,
  /** Two names that read the same in a web address ("Rose Gold", "Rose-Gold") would be one filter. */
  nameTooClose: (noun: string, existing: string) => `This name reads the same as the ${noun} ${existing} in a web address; choose another.`,
  inUse: (list: LookupList, name: string, count: number) =>
    `${name} is used by ${count} ${count === 1 ? 'product' : 'products'}; ${LOOKUP_LIST_INFO[list].whenInUse(count)}.`,
  notFound: (list: LookupList) => `No ${LOOKUP_LIST_INFO[list].noun} has this id.`,
  imageRequired: 'Image is required',
  imageUnknown: 'Image must be an uploaded image or one of the shop’s drawn images',
  noImage: (list: LookupList) => `A ${LOOKUP_LIST_INFO[list].noun} has no image: only categories and themes do`,
  categoryRequired: 'Category is required',
  categoryUnknown: 'Category must be one of the shop’s categories',
  noCategory: (list: LookupList) => `A ${LOOKUP_LIST_INFO[list].noun} belongs to no category: only types do`,
  orderStale: (list: LookupList) => `The ${LOOKUP_LIST_INFO[list].label.toLowerCase()} changed since this page was loaded; reload it and try again.`,
  orderMixed: 'Reorder the types of one category at a time',
  nothingToChange: 'Name a name, an image or a category to change',
} as const;

export const LOOKUP_NAME_MAX = 60;

/** A value's name: one line, trimmed, 1 to 60 characters. */
const LookupName = singleLine('Name', 'Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(LOOKUP_NAME_MAX, `Name must be at most ${LOOKUP_NAME_MAX} characters`);

/** A tile image: the generated name the upload answered, or a drawn image's name (`category-rings.svg`). */
const LookupImage = z
  .string({ message: LOOKUP_MESSAGES.imageRequired })
  .trim()
  .min(1, LOOKUP_MESSAGES.imageRequired)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, LOOKUP_MESSAGES.imageUnknown);

const Id = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a whole number`)
    .max(2_147_483_647, `${field} is too large`);

export const LookupId = Id('id');

/** A new value; `image` for categories and themes, `categoryId` for types (see `listFieldProblem`). */
export const LookupValueInput = z.object({
  name: LookupName,
  image: LookupImage.optional(),
  categoryId: Id('categoryId').optional(),
});
export type LookupValueInput = z.infer<typeof LookupValueInput>;

/** A change to a value: a new name, image (categories, themes) or category (types). */
export const LookupValueChange = z
  .object({
    name: LookupName.optional(),
    image: LookupImage.optional(),
    categoryId: Id('categoryId').optional(),
  })
  .refine((change) => change.name !== undefined || change.image !== undefined || change.categoryId !== undefined, {
    message: LOOKUP_MESSAGES.nothingToChange,
  });
export type LookupValueChange = z.infer<typeof LookupValueChange>;

/** A new order: every id of the list (of one category, for types) in the order wanted, or one value moved a step. */
export const LookupOrderInput = z.union(
  [
    z.object({
      ids: z
        .array(LookupId, { message: 'ids must be a list of ids' })
        .min(1, 'ids must name at least one value')
        .max(1000, 'ids may name at most 1000 values')
        .refine((ids) => new Set(ids).size === ids.length, 'ids must name each value once'),
    }),
    z.object({ id: LookupId, move: z.enum(['up', 'down'], { message: 'move must be up or down' }) }),
  ],
  { message: 'Send ids (the whole order) or an id and move (up or down)' },
);
export type LookupOrderInput = z.infer<typeof LookupOrderInput>;

/**
 * The fields a list has beyond the name: an image is required on a new category or theme and
 * refused elsewhere; a category is required on a new type and refused elsewhere.
 */
export function listFieldProblem(
  list: LookupList,
  input: { image?: string; categoryId?: number },
  adding: boolean,
): { field: 'image' | 'categoryId'; message: string } | null {
  const info = LOOKUP_LIST_INFO[list];
  if (info.imaged && adding && input.image === undefined) return { field: 'image', message: LOOKUP_MESSAGES.imageRequired };
  if (!info.imaged && input.image !== undefined) return { field: 'image', message: LOOKUP_MESSAGES.noImage(list) };
  if (info.inCategory && adding && input.categoryId === undefined) return { field: 'categoryId', message: LOOKUP_MESSAGES.categoryRequired };
  if (!info.inCategory && input.categoryId !== undefined) return { field: 'categoryId', message: LOOKUP_MESSAGES.noCategory(list) };
  return null;
}

/** An empty form field is an absent one. */
const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * The look-up lists page's forms, one intent each: add a value, rename it (or move a type to
 * another category), give it a new tile image, move it up or down, delete it. The fields a list
 * has beyond the name are then checked by `listFieldProblem`.
 */
export const LookupListForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), name: LookupName, image: optionalField(LookupImage), categoryId: optionalField(LookupId) }),
  z.object({ intent: z.literal('rename'), id: LookupId, name: LookupName, categoryId: optionalField(LookupId) }),
  z.object({ intent: z.literal('image'), id: LookupId, image: LookupImage }),
  z.object({ intent: z.literal('move'), id: LookupId, move: z.enum(['up', 'down']) }),
  z.object({ intent: z.literal('delete'), id: LookupId }),
]);
export type LookupListForm = z.infer<typeof LookupListForm>;
export type LookupListIntent = LookupListForm['intent'];
