export { inBatches } from './batched-calls.ts';
export { Activity, collectAfterLargeBuild, collectFully, collectWhenQuiet, settle } from './collect-garbage.ts';
export { readAfterCall } from './read-after-call.ts';
export { RecentlyUsed } from './recently-used.ts';
export { VersionedCache } from './versioned-cache.ts';
