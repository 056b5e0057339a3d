/**
 * The listing's text as the engine reads it: words lower-cased, without accents and stemmed
 * (Porter, as PostgreSQL's English text search did), PostgreSQL's English stop words, the fields
 * a word is found in and what each weighs, and a shopper's typos corrected against the
 * catalogue's vocabulary as pg_trgm did.
 */
import { stemmer } from 'stemmer';

/** The fields searched, in the order their posting lists are kept. */
export const FIELDS = ['title', 'keywords', 'description'] as const;

/**
 * Relevance: a word in the title weighs most, then in the keywords, then in the description
 * (as ts_rank's default weights A, B and D order them); one weight per field of FIELDS.
 */
export const WEIGHTS = [10, 4, 1];

/** PostgreSQL's English stop words (tsearch_data/english.stop): a query word among them restricts nothing. */
export const STOP_WORDS = new Set(
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now'.split(
    ' ',
  ),
);

/** The words of a text as the index keeps them: lower case, without accents, stemmed (Porter). */
export function indexWords(text: string): string[] {
  const lower = text.toLowerCase();
  // Accents are dropped (é -> e); plain ASCII has none to drop.
  const plain = !/[^ -~]/.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = plain.match(/[a-z0-9]+/g) ?? [];
  return words.map(stem);
}

/** A catalogue repeats its words: each is stemmed once. */
const stems = new Map<string, string>();

/** The word's stem (Porter). */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer(word);
    if (stems.size < 100_000) stems.set(word, stemmed);
  }
  return stemmed;
}

/** pg_trgm's trigrams of a word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** pg_trgm's default `%` threshold. */
const SIMILAR = 0.3;

/** The catalogue's words (titles and keywords), to correct what a shopper typed. */
export class Vocabulary {
  private readonly words: Array<{ word: string; grams: Set<string> }>;

  constructor(words: readonly string[]) {
    this.words = [...new Set(words)].sort().map((word) => ({ word, grams: trigrams(word) }));
  }

  /**
   * Each word the catalogue does not know replaced by its closest known word ("neckalce" ->
   * "necklace"): one or (from 7 letters) two edits away and similar in trigrams. A known word,
   * or the start of one, stays as typed; a word with no near match is kept and matches nothing.
   */
  correct(words: readonly string[]): string[] {
    return words.map((input) => {
      if (input.length >= 3 && this.words.some(({ word }) => word.startsWith(input))) return input;
      if (input.length < 4 || this.words.some(({ word }) => word === input)) return input;
      const grams = trigrams(input);
      const allowed = input.length >= 7 ? 2 : 1;
      let best: { word: string; distance: number; similar: number } | undefined;
      for (const { word, grams: theirs } of this.words) {
        if (Math.abs(word.length - input.length) > allowed) continue;
        const similar = similarity(grams, theirs);
        if (similar < SIMILAR) continue;
        const distance = levenshtein(word, input);
        if (distance > allowed) continue;
        if (!best || distance < best.distance || (distance === best.distance && similar > best.similar)) best = { word, distance, similar };
      }
      return best?.word ?? input;
    });
  }
}
