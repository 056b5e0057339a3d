import { once } from '../../../domain/once.ts';

/** "06 December 2026", in UTC on the server and in the browser alike. */
const longDay = once(() => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/**
 * A policy's effective date: the later of the day its words were written (ISO 8601) and the moment
 * a retention period it prints last changed, since the page says its date shows its last change.
 */
export const effectiveDate = (written: string, periodsChanged: string | null): string =>
  longDay().format(new Date(periodsChanged && periodsChanged > written ? periodsChanged : written));
