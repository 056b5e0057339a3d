/** POST /api/custom-design: a request for a made-to-order piece, as JSON or as a multipart form. */
import { z } from '@hono/zod-openapi';
import { CUSTOM_DESIGN_MESSAGES, CustomDesignInput } from '../../domain/schemas/custom-design.ts';
import { limitCustomDesign } from '../services/rate-limits/index.ts';
import * as content from '../services/content/index.ts';
import { optionalUser } from './auth.ts';
import { mountSubmission, photoPart, submissionResponses } from './contact.ts';
import type { Api } from './context.ts';

const CustomDesignJson = z
  .object({
    description: z.string().min(20).openapi({ example: 'A slim rose gold band with three small sapphires set flush.' }),
    name: z.string().min(3).openapi({ example: 'Grace Hopper' }),
    email: z.string().email().openapi({ example: 'grace@example.com' }),
    phone: z
      .string()
      .regex(/^\d{10}$/)
      .optional()
      .openapi({ example: '5035550142' }),
    link: z.string().url().optional().openapi({ example: 'https://example.com/inspiration.jpg' }),
  })
  .openapi('CustomDesignRequest');

export function mountCustomDesign(api: Api) {
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/custom-design',
    tags: ['Content'],
    summary: 'Request a custom-made piece',
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: CustomDesignJson },
          'multipart/form-data': { schema: CustomDesignJson.extend({ photo: photoPart.optional() }) },
        },
      },
    },
    responses: submissionResponses('CustomDesignRequest'),
  });
  mountSubmission(
    api,
    '/custom-design',
    CustomDesignInput,
    async (c) => limitCustomDesign(c.get('deps').db, { clientIp: c.get('clientIp'), userId: (await optionalUser(c))?.id }),
    (deps, input) => content.requestCustomDesign(deps.db, content.photoStore(deps.config), input),
    CUSTOM_DESIGN_MESSAGES.received,
  );
}
