/**
 * What every operation of the OpenAPI document says about who may call it and how a client names
 * it (issue 37), derived once from the routes as they are declared, so no route can forget it:
 *
 * - `operationId`: the method and the path in camelCase (`GET /admin/reviews/{id}` →
 *   `getAdminReviewsById`), unique as method and path are; a route may set its own.
 * - `security`: an operation that declares a 401 answer needs a session — the session cookie or the
 *   same token as a Bearer header (the two schemes below); any other is public (`[]`).
 *
 * `@redocly/cli lint` with its recommended rules checks the document in `npm test`
 * (tests/api/openapi-lint.test.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';

/** The session: the cookie a browser holds, or its token as a Bearer header (an API client). */
const SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'accessToken',
    description: 'The session cookie set at sign-in (`__Host-accessToken` over https).',
  },
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token `POST /authenticate` answers, as `Authorization: Bearer …`.' },
} as const;

const SIGNED_IN: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

/** `GET /admin/reviews/{id}/approve` → `getAdminReviewsByIdApprove`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return (parameter ? `by-${parameter}` : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** Gives every route of `api` its operationId and security, and the document its security schemes. */
export function describeAccess(api: OpenAPIHono<never>): void {
  for (const name of Object.keys(SCHEMES) as Array<keyof typeof SCHEMES>) api.openAPIRegistry.registerComponent('securitySchemes', name, SCHEMES[name]);
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    route.operationId ??= operationIdOf(route.method, route.path);
    route.security ??= Object.keys(route.responses ?? {}).includes('401') ? SIGNED_IN : [];
  }
}
