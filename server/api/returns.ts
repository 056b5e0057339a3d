/**
 * The shopper's returns (issue 34, decision record 048): ask for one (idempotent per
 * Idempotency-Key), list their own, read one, withdraw one still requested. Another shopper's
 * order or return answers 404, like a missing one.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { readFile } from 'node:fs/promises';
import { ReturnAnswer, ReturnListAnswer, ReturnRequestForm, ReturnRequestInput } from '../../domain/contract/returns.ts';
import { NotFound } from '../../domain/errors.ts';
import { isStaffRole } from '../../domain/roles.ts';
import { RETURN_BODY_MAX_BYTES, RETURN_MESSAGES } from '../../domain/returns.ts';
import { sessionFromRequest } from '../services/accounts/index.ts';
import { photoStore } from '../services/content/index.ts';
import { getReturnPolicy } from '../services/shop/index.ts';
import * as returnsService from '../services/returns/index.ts';
import { IdempotencyHeader, requireUser } from './auth.ts';
import { bodyLimit } from './body-limit.ts';
import type { Api } from './context.ts';
import { errorJson } from './errors.ts';
import { isMultipart, readJsonWithPhotos } from './json-with-photos.ts';
import { errors, json, PathId } from './openapi.ts';

export const ReturnId = PathId('Return');

const tags = ['Returns'];

const requestRoute = createRoute({
  method: 'post',
  path: '/returns',
  tags,
  summary: 'Ask to return pieces of a delivered order',
  description:
    'Lines of the caller’s delivered order with how many of each, a reason (with text), and what is wanted: `refund` (to the way the order was paid), `store_credit`, or `exchange` (each line naming the same product’s other metal or size, in stock or made to order; it is reserved at once). ' +
    'Another’s order: 404. An order not delivered, past its returns deadline, more pieces than were delivered less those other returns hold, a piece returnable only when faulty with another reason, or an exchange not available: 422 saying why. ' +
    'The same Idempotency-Key answers the return it made (200). ' +
    'The reason `faulty` needs 1 to 5 photos: send the request as multipart/form-data, the request as JSON text in the part `request` and each photo as a part `photos`. ' +
    'A photo checked by its bytes and stored re-encoded without its metadata; readable by the caller and staff only. No photo, more than 5, or photos with another reason: 422 naming `photos`; a photo over 5 MB (or the shop out of room for photos): 413; not a PNG, JPEG, WebP or GIF image: 415; an image that cannot be decoded: 422.',
  request: {
    headers: IdempotencyHeader,
    body: {
      content: { 'application/json': { schema: ReturnRequestInput }, 'multipart/form-data': { schema: ReturnRequestForm } },
      // One of the two; the handler reads whichever came (readRequest).
      required: false,
    },
  },
  responses: {
    201: json(ReturnAnswer, 'Requested'),
    200: json(ReturnAnswer, 'Requested before with this key'),
    ...errors(400, 401, 404, 409, 413, 415, 422),
  },
});

const photoRoute = createRoute({
  method: 'get',
  path: '/returns/{id}/photos/{file}',
  tags,
  summary: 'A photo of one of the caller’s returns (or, for staff, of any return)',
  description: 'Only the return’s owner and staff: anyone else, a name the return does not hold, or no session, 404. Never cached by a shared cache.',
  request: {
    params: ReturnId.extend({
      file: z
        .string()
        .regex(/^return-[0-9a-f-]{36}\.webp$/, RETURN_MESSAGES.photoNotFound)
        .openapi({ param: { name: 'file', in: 'path' } }),
    }),
  },
  responses: { 200: { description: 'The photo (WebP)', content: { 'image/webp': { schema: z.any() } } }, ...errors(400, 404) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/returns',
  tags,
  summary: 'The caller’s returns, newest first',
  responses: { 200: json(ReturnListAnswer, 'Returns'), ...errors(401) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/returns/{id}',
  tags,
  summary: 'One of the caller’s returns',
  request: { params: ReturnId },
  responses: { 200: json(ReturnAnswer, 'The return'), ...errors(400, 401, 404) },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/returns/{id}/withdraw',
  tags,
  summary: 'Withdraw one of the caller’s returns while it waits for approval',
  description: 'A reserved exchange piece goes back on its shelf. Once approved or refused: 409.',
  request: { params: ReturnId },
  responses: { 200: json(ReturnAnswer, 'Withdrawn'), ...errors(400, 401, 404, 409) },
});

const JSON_BODY_MAX_BYTES = 64 * 1024;

export function mountReturns(api: Api) {
  // The API's 64 KiB for JSON; room for the photos when they come (app.ts leaves this route its own limit).
  api.use('/returns', (c, next) => {
    if (c.req.method !== 'POST') return next();
    const maxSize = isMultipart(c) ? RETURN_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
    const message = isMultipart(c) ? RETURN_MESSAGES.photosTooLarge : `The request body is too large (at most ${JSON_BODY_MAX_BYTES / 1024} KiB).`;
    return bodyLimit({ maxSize, onError: (limited) => errorJson(limited, 413, 'payload_too_large', message) })(c, next);
  });

  api.openapi(requestRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    const key = c.req.valid('header')['idempotency-key'];
    const { input, files = [] } = await readJsonWithPhotos(c, c.req.valid('json'), 'request', ReturnRequestInput);
    const photos = { store: photoStore(config), files };
    const { view, created } = await returnsService.requestReturn(db, config, user.id, input, key, photos);
    return c.json(returnsService.presentReturn(view, await getReturnPolicy(db)), created ? 201 : 200);
  });

  api.openapi(photoRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { id, file } = c.req.valid('param');
    const user = (await sessionFromRequest(db, config, c.req.raw))?.user;
    // Not signed in answers as a stranger does: nobody learns whether the return or its photo exists.
    if (!user) throw new NotFound(RETURN_MESSAGES.photoNotFound);
    const target = await returnsService.returnPhoto(db, config.uploadsDir, id, file, isStaffRole(user.role) ? undefined : user.id);
    const bytes = await readFile(target).catch(() => {
      throw new NotFound(RETURN_MESSAGES.photoNotFound);
    });
    return c.body(bytes, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  });

  api.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c);
    const [found, policy] = [await returnsService.listOwnReturns(db, user.id), await getReturnPolicy(db)];
    return c.json({ returns: found.map((view) => returnsService.presentReturn(view, policy)) }, 200);
  });

  api.openapi(getRoute, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c);
    const view = await returnsService.getReturn(db, c.req.valid('param').id, user.id);
    return c.json(returnsService.presentReturn(view, await getReturnPolicy(db)), 200);
  });

  api.openapi(withdrawRoute, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c);
    const view = await returnsService.withdrawReturn(db, user.id, c.req.valid('param').id);
    return c.json(returnsService.presentReturn(view, await getReturnPolicy(db)), 200);
  });
}
