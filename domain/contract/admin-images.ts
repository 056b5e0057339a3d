/** What POST /api/admin/images answers: the stored image, as the back office then refers to it. */
import { z } from 'zod';

export const UploadedImageAnswer = z
  .object({
    file: z
      .string()
      .meta({ description: 'The image’s name ({uuid}.webp), served at /api/uploads/{file}', example: '3f0c2a9e-6b1d-4f7a-9c55-1e2d3c4b5a69.webp' }),
    widths: z
      .array(z.number().int())
      .meta({ description: 'Widths of the renditions {uuid}-{width}.webp and {uuid}-{width}.avif, narrowest first', example: [320, 640, 960, 1280, 1600] }),
    width: z.number().int().meta({ description: 'The upright photo’s width in pixels', example: 3024 }),
    height: z.number().int().meta({ description: 'The upright photo’s height in pixels', example: 4032 }),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImageAnswer = z.infer<typeof UploadedImageAnswer>;
