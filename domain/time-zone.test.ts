import { describe, expect, it } from 'vitest';
import { formatInZone, isTimeZone, utcToZoned, zonedToUtc } from './time-zone.ts';

const LA = 'America/Los_Angeles';
const BERLIN = 'Europe/Berlin';

describe('the shop’s time zone', () => {
  it('knows IANA names and UTC, and nothing else', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone(LA)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('PST')).toBe(false);
  });

  it('reads a typed time in the zone, winter and summer', () => {
    expect(zonedToUtc('2026-11-28T09:00', LA)).toBe('2026-11-28T17:00:00.000Z');
    expect(zonedToUtc('2026-07-01T09:00', LA)).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedToUtc('2026-07-01T09:00', BERLIN)).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedToUtc('2026-07-01T09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
  });

  it('around the change to summer time (Los Angeles, 8 March 2026): a skipped time lands after the gap', () => {
    expect(zonedToUtc('2026-03-08T01:59', LA)).toBe('2026-03-08T09:59:00.000Z');
    expect(zonedToUtc('2026-03-08T02:30', LA)).toBe('2026-03-08T10:30:00.000Z');
    expect(utcToZoned('2026-03-08T10:30:00.000Z', LA)).toBe('2026-03-08T03:30');
    expect(zonedToUtc('2026-03-08T03:00', LA)).toBe('2026-03-08T10:00:00.000Z');
  });

  it('around the change back (Berlin, 25 October 2026): a time that happens twice is its first occurrence', () => {
    expect(zonedToUtc('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToUtc('2026-10-25T03:30', BERLIN)).toBe('2026-10-25T02:30:00.000Z');
    expect(utcToZoned('2026-10-25T01:30:00.000Z', BERLIN)).toBe('2026-10-25T02:30');
  });

  it('shows a moment back as it was typed, every quarter hour of the days around each change', () => {
    // Los Angeles and Berlin in March and October; Lord Howe moves its clocks by half an hour, in April and October.
    const days = [Date.UTC(2026, 2, 7), Date.UTC(2026, 2, 28), Date.UTC(2026, 3, 4), Date.UTC(2026, 9, 3), Date.UTC(2026, 9, 24), Date.UTC(2026, 9, 31)];
    const moments = days.flatMap((day) => Array.from({ length: 3 * 96 }, (_, i) => day + i * 15 * 60 * 1000));
    for (const zone of [LA, BERLIN, 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      for (const moment of moments) {
        const iso = new Date(moment).toISOString();
        const shown = utcToZoned(iso, zone);
        const back = zonedToUtc(shown, zone)!;
        // Read again, the time shown names the same moment, or (clocks back) the earlier one with the same wall time.
        expect(utcToZoned(back, zone)).toBe(shown);
        expect(Date.parse(back)).toBeLessThanOrEqual(moment);
      }
    }
  });

  it('refuses what is not a wall-clock time', () => {
    expect(zonedToUtc('2026-02-30T09:00', LA)).toBeNull();
    expect(zonedToUtc('tomorrow', LA)).toBeNull();
    expect(utcToZoned(null, LA)).toBe('');
  });

  it('writes a moment with the zone’s own abbreviation', () => {
    expect(formatInZone('2026-11-28T17:00:00.000Z', LA)).toBe('28 Nov 2026, 09:00 PST');
  });
});
