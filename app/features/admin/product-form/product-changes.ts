/**
 * What one change of a product changed, for its history on the edit screen: the audit log keeps
 * the whole product before and after, and a person wants the few fields that differ ("Variant
 * Ruby › price 2: $120.00 → $135.00"). Variants are matched by id, so a reordered or added
 * variant does not make every field of the others look changed.
 */
import { formatMoney } from '../../../../domain/money.ts';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A product's newest audit entries, each with the fields it changed. */
export interface ProductHistoryView {
  entries: Array<{ id: number; at: string; who: string | null; action: string; changes: FieldChange[]; more: number }>;
  hasMore: boolean;
}

/** A change list longer than this ends with "and N more". */
const MAX_CHANGES = 30;

const IGNORED = new Set(['id', 'productId', 'createdAt', 'updatedAt', 'imageWidths']);
const MONEY_LISTS = new Set(['pricesMinor', 'compareAtMinor']);
const LABELS: Record<string, string> = {
  pricesMinor: 'prices',
  compareAtMinor: 'compare-at prices',
  subCategories: 'types',
  showRating: 'rating shown',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  madeToOrder: 'made to order',
  leadTime: 'lead time',
};

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasIds = (value: Json): value is Array<Record<string, Json> & { id: number }> =>
  Array.isArray(value) && value.length > 0 && value.every((entry) => isRecord(entry) && typeof entry.id === 'number');

function show(value: Json, key: string, currency: string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (MONEY_LISTS.has(key) && Array.isArray(value))
    return value.map((minor) => (typeof minor === 'number' ? formatMoney(minor, currency) : '—')).join(', ') || '—';
  if (Array.isArray(value))
    return value.length ? value.map((entry) => (isRecord(entry) || Array.isArray(entry) ? JSON.stringify(entry) : String(entry))).join(', ') : '—';
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

const variantLabel = (variant: Record<string, Json>) =>
  typeof variant.gemstone === 'string' && variant.gemstone ? `Variant ${variant.gemstone}` : `Variant #${String(variant.id)}`;

function walk(before: Json, after: Json, path: string[], key: string, currency: string, out: FieldChange[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  // A field entries before it existed lack (the SEO words) is no change while it stays empty.
  if (before == null && after == null) return;
  if ((hasIds(before) || hasIds(after)) && (Array.isArray(before) || before == null) && (Array.isArray(after) || after == null)) {
    const olds = new Map((hasIds(before) ? before : []).map((entry) => [entry.id, entry]));
    const news = new Map((hasIds(after) ? after : []).map((entry) => [entry.id, entry]));
    for (const id of new Set([...olds.keys(), ...news.keys()])) {
      const old = olds.get(id);
      const next = news.get(id);
      const label = variantLabel((next ?? old)!);
      if (!old) out.push({ field: [...path, label].join(' › '), before: '—', after: 'added' });
      else if (!next) out.push({ field: [...path, label].join(' › '), before: 'present', after: 'removed' });
      else walk(old, next, [...path, label], '', currency, out);
    }
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (IGNORED.has(name)) continue;
      walk(before[name], after[name], name === 'variants' ? path : [...path, LABELS[name] ?? name], name, currency, out);
    }
    return;
  }
  out.push({ field: path.join(' › ') || 'product', before: show(before, key, currency), after: show(after, key, currency) });
}

/** The fields that differ between a product before and after a change (none for a creation). */
export function productChanges(before: Json, after: Json, currency: string): { changes: FieldChange[]; more: number } {
  if (before == null || after == null) return { changes: [], more: 0 };
  const out: FieldChange[] = [];
  walk(before, after, [], '', currency, out);
  return { changes: out.slice(0, MAX_CHANGES), more: Math.max(0, out.length - MAX_CHANGES) };
}
