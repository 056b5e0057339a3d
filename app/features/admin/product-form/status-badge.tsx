import type { ProductStatus } from '../../../../domain/catalog';

const LOOKS: Record<ProductStatus, string> = {
  published: 'border-gold/50 bg-sand text-gold-dark',
  draft: 'border-line bg-white text-muted',
  archived: 'border-line bg-line/40 text-muted',
};

/** A product's status as a small label (in words, never by colour alone). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`inline-block border px-2 py-0.5 text-[11px] font-semibold tracking-[0.2em] uppercase ${LOOKS[status]}`}>{status}</span>;
}
