import type { ApiDeps } from './api/context.ts';

// Pages' loaders and actions receive the same database and settings as the API, in process.
declare module 'react-router' {
  interface AppLoadContext extends ApiDeps {}
}

export {};
