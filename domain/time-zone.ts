/**
 * The shop's time zone (an IANA name, the owner's setting; decision record 038): the times an
 * owner types (a discount's start and end) are read in it and shown in it, never in UTC. A
 * datetime-local box holds a wall-clock time ('2027-03-14T02:30'); `zonedToUtc` finds the moment it
 * names, the way Temporal's 'compatible' disambiguation does: a time that happens twice (clocks
 * going back) is its first occurrence, a time skipped (clocks going forward) is read with the
 * offset before the change, so it lands as far after the gap as it was into it.
 */

/** The zones the shop may be in: the runtime's IANA names, and UTC. */
export const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

export const isTimeZone = (name: string): boolean => TIME_ZONES.includes(name);

const HOUR_MS = 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall-clock time in the zone at a moment, as if it were UTC (ms). */
function wallMs(moment: number, zone: string): number {
  const parts = Object.fromEntries(
    wallFormat(zone)
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** How far the zone's clocks are ahead of UTC at a moment (ms). */
const offsetAt = (moment: number, zone: string) => wallMs(moment, zone) - Math.floor(moment / 1000) * 1000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The moment a wall-clock time in the zone names ('2026-11-28T09:00' → an ISO instant); null when it is not such a time. */
export function zonedToUtc(local: string, zone: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d) return null;
  // The offsets in force a day either side hold every offset this wall time could be read with.
  const offsets = [...new Set([offsetAt(wall - 24 * HOUR_MS, zone), offsetAt(wall, zone), offsetAt(wall + 24 * HOUR_MS, zone)])];
  const readings = offsets.map((offset) => wall - offset).filter((moment) => wallMs(moment, zone) === wall);
  // Twice (clocks back): the first. Never (a gap): read with the offset before the change.
  const moment = readings.length > 0 ? Math.min(...readings) : wall - offsetAt(wall - 24 * HOUR_MS, zone);
  return new Date(moment).toISOString();
}

/** An instant as a datetime-local box in the zone shows it ('2026-11-28T09:00'); '' for none. */
export function utcToZoned(iso: string | null, zone: string): string {
  if (!iso) return '';
  return new Date(wallMs(new Date(iso).getTime(), zone)).toISOString().slice(0, 16);
}

/** "28 Nov 2026, 09:00 PST": a moment as the owner reads it, in the shop's zone (the zone's short name as the US English reading gives it). */
export function formatInZone(iso: string, zone: string): string {
  const moment = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' }).format(moment);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moment);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(moment).find((part) => part.type === 'timeZoneName');
  return `${day}, ${time} ${name?.value ?? zone}`;
}
