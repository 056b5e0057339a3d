/**
 * The catalogue's look-up lists over HTTP, for staff: list (with how many products use each
 * value), add, rename, reorder and delete. A value in use cannot be deleted (409 says how many
 * products use it).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { LookupValueAnswer as LookupValue } from '../../../domain/contract/admin-lists.ts';
import { LOOKUP_LISTS, LookupId, LookupOrderInput, LookupValueChange, LookupValueInput } from '../../../domain/schemas/lookup-lists.ts';
import * as lists from '../../services/catalogue/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

const ListParam = z.object({
  list: z.enum(LOOKUP_LISTS, { message: `list must be one of ${LOOKUP_LISTS.join(', ')}` }).openapi({ example: 'categories' }),
});
const ValueParams = ListParam.extend({ id: LookupId });

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const tags = ['Back office: look-up lists'];
const listDescription = 'Lists: categories, themes (each with a tile image), types (each in a category), purposes, festivals, gemstones, metals, sizes.';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/lists/{list}',
  tags,
  summary: 'A look-up list in the storefront’s order, with how many products use each value',
  description: listDescription,
  request: { params: ListParam },
  responses: { 200: json(z.array(LookupValue), 'The values'), ...errors(400, 401, 403) },
});

const addRoute = createRoute({
  method: 'post',
  path: '/admin/lists/{list}',
  tags,
  summary: 'Add a value at the end of a list',
  description: `${listDescription} A category or theme needs an \`image\` (a file the image upload answered, or a drawn image the shop shows); a type needs a \`categoryId\`. Names are unique in their list, whatever their case (409).`,
  request: { params: ListParam, ...body(LookupValueInput) },
  responses: { 201: json(LookupValue, 'Added'), ...errors(400, 401, 403, 409) },
});

const changeRoute = createRoute({
  method: 'patch',
  path: '/admin/lists/{list}/{id}',
  tags,
  summary: 'Rename a value, or change a category’s or theme’s image or a type’s category',
  description: 'The storefront shows the new name at once: listings, search and product answers.',
  request: { params: ValueParams, ...body(LookupValueChange) },
  responses: { 200: json(LookupValue, 'Changed'), ...errors(400, 401, 403, 404, 409) },
});

const orderRoute = createRoute({
  method: 'put',
  path: '/admin/lists/{list}/order',
  tags,
  summary: 'Reorder a list',
  description:
    'Either `ids`: every id of the list in the order wanted (types: every type of one category), or `id` with `move` (`up` or `down`) to move one value a step. An order made from a stale list answers 409.',
  request: { params: ListParam, ...body(LookupOrderInput) },
  responses: { 200: json(z.array(LookupValue), 'The list in its new order'), ...errors(400, 401, 403, 404, 409) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/lists/{list}/{id}',
  tags,
  summary: 'Delete a value no product uses',
  description: 'A value any product uses (drafts included) answers 409 with how many. Deleting a category deletes its types, which must be unused too.',
  request: { params: ValueParams },
  responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 403, 404, 409) },
});

export function mountLists(api: Api) {
  api.openapi(listRoute, async (c) => c.json(await lists.listValues(c.get('deps').db, c.req.valid('param').list), 200));

  api.openapi(addRoute, async (c) => {
    const added = await lists.addValue(c.get('deps').db, c.req.valid('param').list, c.req.valid('json'), staffMember(c));
    return c.json(added, 201);
  });

  api.openapi(changeRoute, async (c) => {
    const { list, id } = c.req.valid('param');
    return c.json(await lists.changeValue(c.get('deps').db, list, id, c.req.valid('json'), staffMember(c)), 200);
  });

  api.openapi(orderRoute, async (c) => {
    const { list } = c.req.valid('param');
    return c.json(await lists.reorderValues(c.get('deps').db, list, c.req.valid('json'), staffMember(c)), 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const { list, id } = c.req.valid('param');
    await lists.deleteValue(c.get('deps').db, list, id, staffMember(c));
    return c.body(null, 204);
  });
}
