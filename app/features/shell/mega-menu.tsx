/**
 * SHOP BY THEME: categories on the left — a click expands one and shows
 * its purposes, types, themes, gemstones and a few of its products — and every theme on the right.
 * 1000 px wide; its data loads when it first opens.
 */
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { ChevronIcon } from '../../components/icons';
import { listingHref, themePath } from '../../../domain/listing-url.ts';
import type { FilterParam } from '../../../domain/listing-filters.ts';
import {
  CATEGORIES,
  THEMES,
  categoryValues,
  useMatchingProducts,
  useRemote,
  type CategoryEntry,
  type NameEntry,
  type Remote,
  type ThemeEntry,
} from './menu-api';
import { usePopover } from './use-popover';

export function MegaMenu() {
  const popover = usePopover<HTMLLIElement>();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const categories = useRemote(popover.everOpened ? CATEGORIES : null);
  const themes = useRemote(popover.everOpened ? THEMES : null);
  const detailsId = useId();
  const expanded = categories.status === 'ready' ? categories.data.find((category) => category.id === expandedId) : undefined;

  return (
    <li {...popover.wrapperProps}>
      <button
        {...popover.triggerProps}
        className={`flex items-center gap-1.5 py-3 tracking-[0.2em] ${popover.open ? 'text-gold-dark' : 'hover:text-gold-dark'}`}
      >
        SHOP BY THEME
        <ChevronIcon direction={popover.open ? 'up' : 'down'} className="h-3 w-3" />
      </button>
      {popover.open ? (
        <div
          id={popover.panelId}
          role="group"
          aria-label="Shop by theme"
          className="absolute left-1/2 top-full z-40 max-h-[calc(100dvh-9rem)] w-[1000px] max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto overscroll-contain border border-line bg-ivory text-left font-normal tracking-normal shadow-[0_30px_60px_-30px_rgba(31,26,23,0.45)]"
        >
          <div className="grid grid-cols-[210px_1fr_245px] divide-x divide-line">
            <CategoryList
              categories={categories}
              expandedId={expanded?.id ?? null}
              detailsId={detailsId}
              onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
            />
            <div id={detailsId} className="min-h-[420px] p-7">
              {expanded ? <CategoryDetails key={expanded.id} category={expanded} /> : <Invitation />}
            </div>
            <ThemeGrid themes={themes} />
          </div>
        </div>
      ) : null}
    </li>
  );
}

function ColumnHeading({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="font-sans text-[11px] font-semibold whitespace-nowrap tracking-[0.18em] text-gold-dark">
      {children}
    </h2>
  );
}

function Unavailable() {
  return <p className="mt-4 text-sm text-muted">This list could not be loaded. Please try again in a moment.</p>;
}

function Placeholder({ rows }: { rows: number }) {
  return (
    <ul aria-hidden className="mt-4 space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="h-4 w-3/4 animate-pulse bg-sand" />
      ))}
    </ul>
  );
}

function CategoryList({
  categories,
  expandedId,
  detailsId,
  onToggle,
}: {
  categories: Remote<CategoryEntry[]>;
  expandedId: number | null;
  detailsId: string;
  onToggle: (id: number) => void;
}) {
  return (
    <div className="p-5">
      <ColumnHeading>CATEGORIES</ColumnHeading>
      {categories.status === 'failed' ? <Unavailable /> : null}
      {categories.status === 'ready' ? (
        <ul className="mt-3 space-y-1">
          {categories.data.map((category) => {
            const isExpanded = category.id === expandedId;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={detailsId}
                  onClick={() => onToggle(category.id)}
                  className={`flex w-full items-center gap-3 px-2 py-1.5 text-left text-sm transition ${isExpanded ? 'bg-sand text-gold-dark' : 'hover:bg-sand/70'}`}
                >
                  <img src={imageUrl(category.image)} alt="" width={36} height={36} className="h-9 w-9 rounded-full bg-sand object-cover" />
                  <span className="flex-1">{category.category}</span>
                  <ChevronIcon direction={isExpanded ? 'down' : 'right'} className="h-3.5 w-3.5 text-muted" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {categories.status === 'loading' ? <Placeholder rows={6} /> : null}
      <Link
        to={listingHref()}
        className="mt-6 inline-block text-xs font-semibold tracking-[0.18em] text-ink underline decoration-gold underline-offset-4 hover:text-gold-dark"
      >
        SHOP ALL JEWELRY
      </Link>
    </div>
  );
}

function Invitation() {
  return (
    <div className="flex h-full flex-col justify-center">
      <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-dark">THE COLLECTIONS</p>
      <p className="mt-3 font-display text-4xl leading-tight">Find the piece that tells your story</p>
      <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">
        Choose a category to see it by occasion, style, theme and gemstone, with a few of its pieces.
      </p>
    </div>
  );
}

const VALUE_GROUPS: Array<{ key: 'purposes' | 'types' | 'themes' | 'gemstones'; param: FilterParam; title: string }> = [
  { key: 'purposes', param: 'purpose', title: 'JEWELRY FOR' },
  { key: 'types', param: 'type', title: 'TYPE' },
  { key: 'themes', param: 'theme', title: 'THEME' },
  { key: 'gemstones', param: 'gemstone', title: 'GEMSTONE' },
];

function CategoryDetails({ category }: { category: CategoryEntry }) {
  const urls = useMemo(() => categoryValues(category.id), [category.id]);
  const lists = {
    purposes: useRemote(urls.purposes),
    types: useRemote(urls.types),
    themes: useRemote(urls.themes),
    gemstones: useRemote(urls.gemstones),
  };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-display text-3xl">{category.category}</p>
        <Link to={listingHref({ category: category.category })} className="text-xs font-semibold tracking-[0.18em] text-gold-dark hover:text-ink">
          VIEW ALL
        </Link>
      </div>
      <div className="mt-5 grid grid-cols-4 gap-5">
        {VALUE_GROUPS.map((group) => (
          <ValueList
            key={group.key}
            title={group.title}
            values={lists[group.key]}
            href={(name) => listingHref({ category: category.category, [group.param]: name })}
          />
        ))}
      </div>
      <MatchingProducts category={category.category} />
    </div>
  );
}

function ValueList({ title, values, href }: { title: string; values: Remote<NameEntry[]>; href: (name: string) => string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <ColumnHeading id={headingId}>{title}</ColumnHeading>
      {values.status === 'loading' ? <Placeholder rows={4} /> : null}
      {values.status === 'failed' ? <Unavailable /> : null}
      {values.status === 'ready' && values.data.length === 0 ? <p className="mt-3 text-sm text-muted">None yet</p> : null}
      {values.status === 'ready' && values.data.length ? (
        <ul aria-labelledby={headingId} className="mt-3 space-y-1.5 text-sm">
          {values.data.map((value) => (
            <li key={value.id}>
              <Link to={href(value.name)} className="text-ink/85 hover:text-gold-dark hover:underline hover:underline-offset-4">
                {value.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MatchingProducts({ category }: { category: string }) {
  const products = useMatchingProducts(category);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-7 border-t border-line pt-5">
      <ColumnHeading id={headingId}>MATCHING PRODUCTS</ColumnHeading>
      {products.status === 'failed' ? <Unavailable /> : null}
      {products.status === 'ready' && products.data.length === 0 ? <p className="mt-3 text-sm text-muted">No pieces in this category yet.</p> : null}
      <ul aria-labelledby={headingId} className="mt-3 grid grid-cols-4 gap-4">
        {products.status === 'loading'
          ? Array.from({ length: 4 }, (_, index) => <li key={index} aria-hidden className="aspect-square animate-pulse bg-sand" />)
          : null}
        {products.status === 'ready'
          ? products.data.map((product) => (
              <li key={product.variantId}>
                <Link to={product.href} className="group block">
                  <span className="block aspect-square overflow-hidden bg-sand">
                    <img
                      src={imageUrl(product.image)}
                      alt=""
                      width={200}
                      height={200}
                      className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                  </span>
                  <span className="mt-2 line-clamp-2 block font-display text-[15px] leading-snug group-hover:text-gold-dark">{product.title}</span>
                </Link>
              </li>
            ))
          : null}
      </ul>
    </section>
  );
}

function ThemeGrid({ themes }: { themes: Remote<ThemeEntry[]> }) {
  return (
    <div className="bg-sand/40 p-5">
      <ColumnHeading>SHOP BY THEME</ColumnHeading>
      {themes.status === 'failed' ? <Unavailable /> : null}
      {themes.status === 'loading' ? <Placeholder rows={6} /> : null}
      {themes.status === 'ready' ? (
        <ul className="mt-4 grid grid-cols-3 gap-x-3 gap-y-4">
          {themes.data.map((theme) => (
            <li key={theme.id}>
              <Link to={themePath(theme.theme)} className="group block text-center">
                <span className="block aspect-square overflow-hidden rounded-full border border-line bg-sand">
                  <img
                    src={imageUrl(theme.image)}
                    alt=""
                    width={72}
                    height={72}
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-110"
                  />
                </span>
                <span className="mt-1.5 block text-xs tracking-wide group-hover:text-gold-dark">{theme.theme}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
