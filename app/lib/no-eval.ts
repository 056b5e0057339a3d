/**
 * The Content-Security-Policy forbids eval (server/security-headers.ts). Zod compiles its object
 * parsers with `new Function` when it may, and probes for that as each schema is built: in the
 * browser that probe would be reported as a violation on every page. Telling zod not to compile
 * (its `jitless` setting, read from this global) must happen before any schema is built, so root.tsx
 * imports this module first. The server keeps compiled parsers: it has no such policy.
 */
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (typeof document !== 'undefined') (global.__zod_globalConfig ??= {}).jitless = true;

export {};
