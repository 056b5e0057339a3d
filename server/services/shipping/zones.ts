/**
 * The back office's shipping zones and their methods: read, added, changed and deleted, each
 * write audited with before and after in its own transaction. Writes to zones take one lock, so
 * two staff members cannot put the same country in two zones at once. A deleted method, or the
 * methods of a deleted zone, are kept inactive and out of any zone while orders name them; the
 * orders keep their own copy of the name and price charged.
 */
import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { ShippingMethodInput, ShippingZoneInput } from '../../../domain/contract/shipping.ts';
import { countryName } from '../../../domain/countries.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import { toMinor } from '../../../domain/money.ts';
import { deliveryText, SHIPPING_MESSAGES as M } from '../../../domain/shipping.ts';
import { readTogether, type Db, type DbOrTx } from '../../db/client.ts';
import { shippingMethods, shippingZoneRegions, shippingZones } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';

type Actor = { id: number; email: string };

export interface ZoneMethod {
  id: number;
  name: string;
  priceMinor: number;
  freeAboveMinor: number | null;
  minDays: number;
  maxDays: number;
  deliveryText: string;
}

export interface Zone {
  id: number;
  name: string;
  regions: Array<{ country: string; states: string[] }>;
  methods: ZoneMethod[];
}

const methodColumns = {
  id: shippingMethods.id,
  zoneId: shippingMethods.zoneId,
  name: shippingMethods.name,
  priceMinor: shippingMethods.priceMinor,
  freeAboveMinor: shippingMethods.freeAboveMinor,
  minDays: shippingMethods.minDays,
  maxDays: shippingMethods.maxDays,
  deliveryText: shippingMethods.deliveryText,
};

/** The zones in the order the back office lists them (the first is the home zone), each with its countries and methods. */
export async function listZones(db: DbOrTx): Promise<Zone[]> {
  const [zones, regions, methods] = await readTogether(db, [
    () => db.select({ id: shippingZones.id, name: shippingZones.name }).from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    () => db.select().from(shippingZoneRegions).orderBy(asc(shippingZoneRegions.id)),
    () =>
      db
        .select(methodColumns)
        .from(shippingMethods)
        .where(and(eq(shippingMethods.active, true), isNotNull(shippingMethods.zoneId)))
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
  ] as const);
  return zones.map((zone) => ({
    ...zone,
    regions: regionsOf(regions.filter((region) => region.zoneId === zone.id)),
    methods: methods.filter((method) => method.zoneId === zone.id).map(({ zoneId: _zone, ...method }) => method),
  }));
}

/** Rows of one zone as its countries, each whole (no states) or with its states, in the order they were given. */
function regionsOf(rows: ReadonlyArray<{ countryCode: string; state: string }>): Zone['regions'] {
  const byCountry = new Map<string, string[]>();
  for (const row of rows) {
    const states = byCountry.get(row.countryCode) ?? [];
    if (row.state !== '') states.push(row.state);
    byCountry.set(row.countryCode, states);
  }
  return [...byCountry].map(([country, states]) => ({ country, states }));
}

async function zoneById(db: DbOrTx, id: number): Promise<Zone> {
  const zone = (await listZones(db)).find((one) => one.id === id);
  if (!zone) throw new NotFound(M.zoneNotFound);
  return zone;
}

/** The rows a zone's input makes: one per whole country, one per state; a country given whole and by states is whole. */
function regionRows(zoneId: number, input: ShippingZoneInput): Array<{ zoneId: number; countryCode: string; state: string }> {
  const byCountry = new Map<string, Set<string> | 'whole'>();
  for (const region of input.regions) {
    const earlier = byCountry.get(region.country);
    if (earlier === 'whole' || region.states.length === 0) byCountry.set(region.country, 'whole');
    else byCountry.set(region.country, new Set([...(earlier ?? []), ...region.states]));
  }
  return [...byCountry].flatMap(([countryCode, states]) =>
    states === 'whole' ? [{ zoneId, countryCode, state: '' }] : [...states].map((state) => ({ zoneId, countryCode, state })),
  );
}

/** Refuses (409) a place another zone already lists: a whole country, or one of its states. */
async function refuseTakenPlaces(tx: DbOrTx, zoneId: number | null, rows: ReadonlyArray<{ countryCode: string; state: string }>): Promise<void> {
  if (rows.length === 0) return;
  const taken = await tx
    .select({ zoneId: shippingZoneRegions.zoneId, countryCode: shippingZoneRegions.countryCode, state: shippingZoneRegions.state, zone: shippingZones.name })
    .from(shippingZoneRegions)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneRegions.zoneId))
    .where(inArray(shippingZoneRegions.countryCode, [...new Set(rows.map((row) => row.countryCode))]));
  for (const row of rows) {
    const clash = taken.find((one) => one.zoneId !== zoneId && one.countryCode === row.countryCode && one.state.toLowerCase() === row.state.toLowerCase());
    if (!clash) continue;
    const country = countryName(row.countryCode);
    throw new Conflict(row.state === '' ? M.countryTaken(country, clash.zone) : M.stateTaken(clash.state, country, clash.zone));
  }
}

/** One writer of zones at a time (the countries' check and the write stand together), then the write and its audit entry. */
function zoneWrite<T>(db: Db, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shipping_zones'))`);
    const result = await write(tx);
    // Pages kept by the page cache show the home zone's methods: they follow this change at once.
    await bumpCatalogueVersion(tx);
    return result;
  });
}

const auditable = (zone: Zone) => ({ name: zone.name, regions: zone.regions, methods: zone.methods });

export async function createZone(db: Db, input: ShippingZoneInput, actor: Actor): Promise<Zone> {
  return zoneWrite(db, async (tx) => {
    await refuseTakenPlaces(tx, null, regionRows(0, input));
    const [last] = await tx.select({ position: max(shippingZones.position) }).from(shippingZones);
    const [row] = await tx
      .insert(shippingZones)
      .values({ name: input.name, position: (last?.position ?? -1) + 1 })
      .returning({ id: shippingZones.id });
    await tx.insert(shippingZoneRegions).values(regionRows(row!.id, input));
    const zone = await zoneById(tx, row!.id);
    await recordAudit(tx, actor, { action: 'shipping_zone.create', entity: 'shipping_zone', entityId: zone.id, before: null, after: auditable(zone) });
    return zone;
  });
}

export async function changeZone(db: Db, id: number, input: ShippingZoneInput, actor: Actor): Promise<Zone> {
  return zoneWrite(db, async (tx) => {
    const before = await zoneById(tx, id);
    await refuseTakenPlaces(tx, id, regionRows(id, input));
    await tx.update(shippingZones).set({ name: input.name }).where(eq(shippingZones.id, id));
    await tx.delete(shippingZoneRegions).where(eq(shippingZoneRegions.zoneId, id));
    await tx.insert(shippingZoneRegions).values(regionRows(id, input));
    const after = await zoneById(tx, id);
    await recordAudit(tx, actor, { action: 'shipping_zone.update', entity: 'shipping_zone', entityId: id, before: auditable(before), after: auditable(after) });
    return after;
  });
}

/** Deletes a zone; its methods are kept inactive for the orders that name them. */
export async function deleteZone(db: Db, id: number, actor: Actor): Promise<void> {
  await zoneWrite(db, async (tx) => {
    const before = await zoneById(tx, id);
    await tx.update(shippingMethods).set({ active: false, zoneId: null }).where(eq(shippingMethods.zoneId, id));
    await tx.delete(shippingZones).where(eq(shippingZones.id, id));
    await recordAudit(tx, actor, { action: 'shipping_zone.delete', entity: 'shipping_zone', entityId: id, before: auditable(before), after: null });
  });
}

function methodValues(input: ShippingMethodInput, currency: string) {
  return {
    name: input.name,
    priceMinor: toMinor(input.price, currency),
    freeAboveMinor: input.freeAbove === null ? null : toMinor(input.freeAbove, currency),
    minDays: input.minDays,
    maxDays: input.maxDays,
    deliveryText: deliveryText(input.minDays, input.maxDays),
  };
}

async function methodById(db: DbOrTx, id: number): Promise<ZoneMethod & { zoneId: number }> {
  const [row] = await db
    .select(methodColumns)
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.active, true), isNotNull(shippingMethods.zoneId)));
  if (!row) throw new NotFound(M.methodNotFound);
  return { ...row, zoneId: row.zoneId! };
}

export async function addMethod(db: Db, zoneId: number, input: ShippingMethodInput, actor: Actor, currency: string): Promise<ZoneMethod> {
  return zoneWrite(db, async (tx) => {
    await zoneById(tx, zoneId);
    const [last] = await tx
      .select({ position: max(shippingMethods.position) })
      .from(shippingMethods)
      .where(eq(shippingMethods.zoneId, zoneId));
    const [row] = await tx
      .insert(shippingMethods)
      .values({ ...methodValues(input, currency), zoneId, position: (last?.position ?? -1) + 1 })
      .returning({ id: shippingMethods.id });
    const { zoneId: _zone, ...method } = await methodById(tx, row!.id);
    await recordAudit(tx, actor, {
      action: 'shipping_method.create',
      entity: 'shipping_method',
      entityId: method.id,
      before: null,
      after: { zoneId, ...method },
    });
    return method;
  });
}

export async function changeMethod(db: Db, id: number, input: ShippingMethodInput, actor: Actor, currency: string): Promise<ZoneMethod> {
  return zoneWrite(db, async (tx) => {
    const before = await methodById(tx, id);
    await tx.update(shippingMethods).set(methodValues(input, currency)).where(eq(shippingMethods.id, id));
    const { zoneId: _zone, ...after } = await methodById(tx, id);
    await recordAudit(tx, actor, {
      action: 'shipping_method.update',
      entity: 'shipping_method',
      entityId: id,
      before: { ...before },
      after: { zoneId: before.zoneId, ...after },
    });
    return after;
  });
}

/** Takes a method off its zone; it is kept inactive for the orders that name it. */
export async function deleteMethod(db: Db, id: number, actor: Actor): Promise<void> {
  await zoneWrite(db, async (tx) => {
    const before = await methodById(tx, id);
    await tx.update(shippingMethods).set({ active: false, zoneId: null }).where(eq(shippingMethods.id, id));
    await recordAudit(tx, actor, { action: 'shipping_method.delete', entity: 'shipping_method', entityId: id, before: { ...before }, after: null });
  });
}
