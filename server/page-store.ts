/** The pages the page cache keeps (page-cache.ts), in memory, within a budget of bytes. */
import type { GzipTemplate } from './gzip-template.ts';

/** How much memory the kept pages may take (compressed, with their bookkeeping). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export interface KeptPage {
  template: GzipTemplate;
  contentType: string;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
}

/**
 * Pages by key, least recently used first out once their bytes pass the budget; all of them
 * dropped when the catalogue version changes (their keys name the old one).
 */
export class PageStore {
  private readonly pages = new Map<string, KeptPage>();
  private held = 0;
  private version: string | undefined;

  constructor(readonly maxBytes = PAGE_CACHE_BYTES) {}

  /** Keeps pages of this catalogue version from now on, dropping those of another. */
  useVersion(version: string): void {
    if (version === this.version) return;
    this.pages.clear();
    this.held = 0;
    this.version = version;
  }

  /** The page kept under `key`, without counting it as used. */
  peek(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Keeps a page rendered for `version`; one of a version no longer current is not kept. */
  set(version: string, key: string, page: KeptPage): void {
    if (version !== this.version || page.template.bytes > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.held += page.template.bytes;
    for (const [oldest, kept] of this.pages) {
      if (this.held <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.held -= kept.template.bytes;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.held -= page.template.bytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.held;
  }
}
