/**
 * How long the shop keeps what it keeps for a while (issue 33, decision record 043): the owner's
 * periods, and the job that deletes what outlived them.
 */
export { RETENTION_EVERY_MS, applyRetention } from './jobs.ts';
export { changeRetention, presentRetention, readRetention } from './settings.ts';
