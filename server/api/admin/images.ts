/**
 * POST /api/admin/images: a product photo, as multipart/form-data with the field `image`. The route
 * reads up to 10 MB (its own body limit; the API's default is 64 KiB), and the service decides by
 * the bytes whether it is a JPEG, PNG or WebP it can take (services/catalogue/product-images.ts).
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from '../body-limit.ts';
import { ErrorAnswer } from '../../../domain/contract/errors.ts';
import { UploadedImageAnswer } from '../../../domain/contract/admin-images.ts';
import { DomainError } from '../../../domain/errors.ts';
import { IMAGE_MESSAGES, UPLOAD_IMAGE_MAX_BYTES } from '../../../domain/images.ts';
import { photoStore } from '../../services/content/index.ts';
import { uploadProductImage, uploadedImageAnswer } from '../../services/catalogue/index.ts';
import type { Api, ApiEnv } from '../context.ts';
import { errorJson } from '../errors.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

/** The photo plus room for the multipart framing. */
const IMAGE_BODY_LIMIT = UPLOAD_IMAGE_MAX_BYTES + 64 * 1024;

class MalformedForm extends DomainError {
  override readonly status = 400;
  override readonly code = 'bad_request';
}

class NotAForm extends DomainError {
  override readonly status = 415;
  override readonly code = 'unsupported_media_type';
}

/** The `image` part of the form; anything but one file is refused. */
async function imagePart(c: Context<ApiEnv>): Promise<Blob> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new NotAForm('Send the image as multipart/form-data, in the field "image".');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new MalformedForm('The form could not be read.');
  }
  const image = form.image;
  if (!(image instanceof Blob) || image.size === 0) throw new MalformedForm(IMAGE_MESSAGES.missing);
  return image;
}

export function mountImages(api: Api) {
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/admin/images',
    tags: ['Back office: catalogue'],
    summary: 'Upload a product photo',
    description:
      'A JPEG, PNG or WebP (decided by the file’s content) of at most 10 MB and 50 megapixels. It is turned upright, stripped of its metadata and stored ' +
      'under a generated name as WebP and AVIF renditions at widths 320, 640, 960, 1280 and 1600 (none wider than the photo). ' +
      'Refer to it in a variant’s images by its `file`.',
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ image: z.string().openapi({ format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB' }) }),
          },
        },
      },
    },
    responses: {
      201: json(UploadedImageAnswer, 'Stored'),
      400: json(ErrorAnswer, 'No file in the field "image", or the form is malformed'),
      ...errors(401, 403),
      413: json(ErrorAnswer, 'Larger than 10 MB or 50 megapixels, or the uploads quota is full'),
      415: json(ErrorAnswer, 'Not a JPEG, PNG or WebP image, or the body is not multipart/form-data'),
      422: json(ErrorAnswer, 'Starts like an image but cannot be decoded'),
    },
  });

  api.use('/admin/images', bodyLimit({ maxSize: IMAGE_BODY_LIMIT, onError: (c) => errorJson(c, 413, 'payload_too_large', IMAGE_MESSAGES.tooLarge) }));
  api.post('/admin/images', async (c) => {
    const image = await imagePart(c);
    const { db, config } = c.get('deps');
    const stored = await uploadProductImage(db, photoStore(config), new Uint8Array(await image.arrayBuffer()), staffMember(c));
    return c.json(uploadedImageAnswer(stored), 201);
  });
}
