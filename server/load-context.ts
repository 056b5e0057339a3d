import type { ApiDeps, RequestFacts } from './api/context.ts';

// Pages' loaders and actions receive the same database and settings as the API, in process,
// and what the request knows about its caller (the client address the API would see).
declare module 'react-router' {
  interface AppLoadContext extends ApiDeps, RequestFacts {}
}

export {};
