/**
 * A React Router server build with two page actions (`/login` and `/admin/products`) that answer
 * what they were given, for API tests of the HTTP layer around pages (server/http.ts) before any
 * real build exists. React Router's own request handler runs it, Origin check and all; the
 * document answer is the action's data (`ActionSeen`) as JSON.
 */
import type { ActionFunctionArgs, EntryContext, ServerBuild } from 'react-router';

/** What a stand-in action saw: the URL it was handed, and the form's `note` (its body arrived whole). */
export interface ActionSeen {
  url: string;
  note: string | null;
}

const action = async ({ request }: ActionFunctionArgs): Promise<ActionSeen> => ({
  url: request.url,
  note: (await request.formData()).get('note') as string | null,
});

const route = (id: string, path: string | undefined, parentId?: string) => ({ id, path, parentId, module: { default: () => null, action } });

export const standInPages = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
        headers.set('Content-Type', 'application/json');
        return new Response(JSON.stringify(Object.values(context.staticHandlerContext.actionData ?? {})[0] ?? null), { status, headers });
      },
    },
  },
  routes: {
    root: { ...route('root', ''), module: { default: () => null } },
    login: route('login', 'login', 'root'),
    'admin-products': route('admin-products', 'admin/products', 'root'),
  },
  assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;
