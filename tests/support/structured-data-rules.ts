/**
 * schema.org structured data checked against what Google's rich results ask of each type (decision
 * 053): the product snippet (Product, Offer, AggregateRating, Review), breadcrumbs and the
 * organisation. The rules are data, one row a type: its required properties, the ones Google
 * recommends, a choice of which one must be there, the type a nested object must have, and the
 * shape a value must take. No network: the rules are what Google's documentation says.
 */

type Check = (value: unknown) => boolean;

interface TypeRule {
  required: readonly string[];
  recommended?: readonly string[];
  /** At least one of each group (AggregateRating: ratingCount or reviewCount). */
  oneOf?: ReadonlyArray<readonly string[]>;
  /** The @type a nested object (or each of a list) must have. */
  nested?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, Check>>;
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isUrls = (value: unknown) => (Array.isArray(value) ? value.length > 0 && value.every(isUrl) : isUrl(value));
const isNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isStars = (value: unknown) => isNumber(value) && Number(value) >= 1 && Number(value) <= 5;
const isPositive = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

const STRUCTURED_DATA_RULES: Readonly<Record<string, TypeRule>> = {
  Product: {
    required: ['name', 'image', 'offers'],
    recommended: ['description', 'sku', 'brand'],
    nested: { offers: 'Offer', aggregateRating: 'AggregateRating', review: 'Review', brand: 'Brand' },
    values: { name: isText, image: isUrls },
  },
  Offer: {
    required: ['price', 'priceCurrency', 'availability'],
    recommended: ['url', 'itemCondition'],
    values: { price: isNumber, priceCurrency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value), availability: isUrl, url: isUrl },
  },
  AggregateRating: {
    required: ['ratingValue'],
    oneOf: [['ratingCount', 'reviewCount']],
    values: { ratingValue: isStars, ratingCount: isPositive, reviewCount: isCount },
  },
  Review: { required: ['author', 'reviewRating'], recommended: ['datePublished'], nested: { author: 'Person', reviewRating: 'Rating' } },
  Rating: { required: ['ratingValue'], values: { ratingValue: isStars } },
  Person: { required: ['name'], values: { name: isText } },
  Brand: { required: ['name'], values: { name: isText } },
  BreadcrumbList: { required: ['itemListElement'], nested: { itemListElement: 'ListItem' } },
  ListItem: { required: ['position', 'name', 'item'], values: { position: isPositive, name: isText, item: isUrl } },
  Organization: { required: ['name', 'url'], values: { name: isText, url: isUrl, logo: isUrl } },
  WebSite: { required: ['name', 'url'], values: { url: isUrl } },
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * What is wrong with a block of structured data, one sentence a problem (none: it is valid). With
 * `strict`, a missing recommended property is a problem too.
 */
export function structuredDataProblems(data: unknown, { strict = false } = {}, at = ''): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [`${at || 'the block'} is not an object`];
  const node = data as Record<string, unknown>;
  const type = node['@type'];
  const where = at || String(type);
  const rule = typeof type === 'string' ? STRUCTURED_DATA_RULES[type] : undefined;
  if (!rule) return [`${where}: no rule for the type ${JSON.stringify(type)}`];
  const problems: string[] = [];
  for (const name of [...rule.required, ...(strict ? (rule.recommended ?? []) : [])]) if (!present(node[name])) problems.push(`${where}: ${name} is missing`);
  for (const group of rule.oneOf ?? []) if (!group.some((name) => present(node[name]))) problems.push(`${where}: one of ${group.join(', ')} is needed`);
  for (const [name, check] of Object.entries(rule.values ?? {}))
    if (present(node[name]) && !check(node[name])) problems.push(`${where}: ${name} ${JSON.stringify(node[name])} is not valid`);
  for (const [name, nestedType] of Object.entries(rule.nested ?? {})) {
    const value = node[name];
    if (!present(value)) continue;
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      const path = `${where}.${name}${Array.isArray(value) ? `[${index}]` : ''}`;
      const itemType = (item as Record<string, unknown> | null)?.['@type'];
      if (itemType !== nestedType) problems.push(`${path}: @type ${JSON.stringify(itemType)} where ${nestedType} is expected`);
      else problems.push(...structuredDataProblems(item, { strict }, path));
    });
  }
  if (type === 'BreadcrumbList' && Array.isArray(node.itemListElement)) {
    const positions = node.itemListElement.map((item) => (item as Record<string, unknown>).position);
    if (positions.some((position, index) => position !== index + 1)) problems.push(`${where}: positions ${JSON.stringify(positions)} are not 1, 2, 3…`);
  }
  return problems;
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
}
