/** The look-up lists (categories, themes, types, purposes, ...), each also per category for the mega menu. */
import { createRoute, z } from '@hono/zod-openapi';
import * as catalog from '../services/catalogue/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';
import { CategoryEntry, GemstoneEntry, NamedEntry, SizeEntry, SubCategoryEntry, ThemeEntry } from '../../domain/contract/catalog.ts';

const ByCategory = z.object({
  categoryId: z.coerce
    .number({ message: 'categoryId must be a whole number' })
    .int('categoryId must be a whole number')
    .positive('categoryId must be a whole number')
    .max(2_147_483_647, 'categoryId is too large')
    .optional()
    .openapi({ param: { name: 'categoryId', in: 'query' }, description: 'Only the values the category’s products carry' }),
});

const list = (path: string, summary: string, schema: z.ZodType) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Look-ups'],
    summary,
    responses: { 200: json(z.array(schema), summary) },
  });

const listByCategory = (path: string, summary: string, schema: z.ZodType) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Look-ups'],
    summary,
    request: { query: ByCategory },
    responses: { 200: json(z.array(schema), summary), ...errors(400, 404) },
  });

export function mountLookups(api: Api) {
  api.openapi(list('/category', 'Categories', CategoryEntry), async (c) =>
    c.json((await catalog.listCategories(c.get('deps').db)).map(catalog.categoryEntry), 200),
  );

  api.openapi(listByCategory('/theme', 'Themes', ThemeEntry), async (c) => {
    const { db } = c.get('deps');
    const { categoryId } = c.req.valid('query');
    const themes = await catalog.listThemes(db);
    if (categoryId === undefined) return c.json(themes.map(catalog.themeEntry), 200);
    const used = new Set((await catalog.listCategoryValues(db, categoryId, 'theme')).map((value) => value.id));
    return c.json(themes.filter((theme) => used.has(theme.id)).map(catalog.themeEntry), 200);
  });

  api.openapi(listByCategory('/subcategory', 'Sub-categories (types)', SubCategoryEntry), async (c) => {
    const { db } = c.get('deps');
    const { categoryId } = c.req.valid('query');
    const types = await catalog.listSubCategories(db);
    if (categoryId === undefined) return c.json(types.map(catalog.subCategoryEntry), 200);
    // The category's own types; New Arrivals owns none: it shows the types its products carry.
    const own = types.filter((value) => value.categoryId === categoryId);
    const inUse = new Set((await catalog.listCategoryValues(db, categoryId, 'subCategory')).map((value) => value.id));
    return c.json((own.length ? own : types.filter((value) => inUse.has(value.id))).map(catalog.subCategoryEntry), 200);
  });

  api.openapi(listByCategory('/purpose', 'Purposes', NamedEntry), async (c) => {
    const { db } = c.get('deps');
    const { categoryId } = c.req.valid('query');
    const values = categoryId === undefined ? await catalog.listNamed(db, 'purpose') : await catalog.listCategoryValues(db, categoryId, 'purpose');
    return c.json(values.map(catalog.nameEntry), 200);
  });

  api.openapi(listByCategory('/gemstone', 'Gemstones', GemstoneEntry), async (c) => {
    const { db } = c.get('deps');
    const { categoryId } = c.req.valid('query');
    const values = categoryId === undefined ? await catalog.listNamed(db, 'gemstone') : await catalog.listCategoryValues(db, categoryId, 'gemstone');
    return c.json(values.map(catalog.gemstoneEntry), 200);
  });

  api.openapi(list('/festival', 'Festivals', NamedEntry), async (c) =>
    c.json((await catalog.listNamed(c.get('deps').db, 'festival')).map(catalog.nameEntry), 200),
  );

  api.openapi(list('/material', 'Metals (materials)', NamedEntry), async (c) =>
    c.json((await catalog.listNamed(c.get('deps').db, 'metal')).map(catalog.nameEntry), 200),
  );

  api.openapi(list('/size', 'Sizes', SizeEntry), async (c) => c.json((await catalog.listSizes(c.get('deps').db)).map(catalog.sizeEntry), 200));
}
