import type { Db } from './db/client.ts';
import type { ShopConfig } from './api/context.ts';

// Pages' loaders and actions receive the same database and settings as the API, in process.
declare module 'react-router' {
  interface AppLoadContext {
    db: Db;
    config: ShopConfig;
  }
}

export {};
