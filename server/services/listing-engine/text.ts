/**
 * The listing's text as the engine reads it: words lower-cased, without accents and stemmed
 * (Porter, as PostgreSQL's English text search did), PostgreSQL's English stop words, the fields
 * a word is found in and what each weighs, and a shopper's typos corrected against the
 * catalogue's vocabulary as pg_trgm did.
 */
import { stemmer } from 'stemmer';
import { lowerBound } from './parts.ts';

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
  /** The words, sorted (a typed word's completions follow it). */
  private readonly words: string[];
  /** Per word, its trigrams' number. */
  private readonly gramCounts: Int32Array;
  /** Per trigram, the words that have it, in order. */
  private readonly withGram = new Map<string, number[]>();
  /** Per word, the trigrams it shares with the word being corrected (zeroed after each). */
  private readonly shared: Int32Array;

  constructor(words: readonly string[]) {
    this.words = [...new Set(words)].sort();
    this.gramCounts = new Int32Array(this.words.length);
    this.shared = new Int32Array(this.words.length);
    this.words.forEach((word, at) => {
      const grams = trigrams(word);
      this.gramCounts[at] = grams.size;
      for (const gram of grams) {
        const list = this.withGram.get(gram);
        if (list) list.push(at);
        else this.withGram.set(gram, [at]);
      }
    });
  }

  /**
   * Each word the catalogue does not know replaced by its closest known word ("neckalce" ->
   * "necklace"): one or (from 7 letters) two edits away and similar in trigrams. A known word,
   * or the start of one, stays as typed; a word with no near match is kept and matches nothing.
   * Only the words that share a trigram with the typed one are compared (pg_trgm's index does
   * the same): a catalogue of tens of thousands of words is not read through per search.
   */
  correct(words: readonly string[]): string[] {
    return words.map((input) => {
      const next = this.words[lowerBound(this.words, input)];
      if (next !== undefined && (input.length >= 3 ? next.startsWith(input) : next === input)) return input;
      if (input.length < 4) return input;
      const grams = trigrams(input);
      const allowed = input.length >= 7 ? 2 : 1;
      const { shared } = this;
      const candidates: number[] = [];
      for (const gram of grams) {
        for (const at of this.withGram.get(gram) ?? []) {
          if (shared[at] === 0) candidates.push(at);
          shared[at]!++;
        }
      }
      // In the words' order, as the first of equally near words is kept.
      candidates.sort((a, b) => a - b);
      let best: { word: string; distance: number; similar: number } | undefined;
      for (const at of candidates) {
        const word = this.words[at]!;
        const together = shared[at]!;
        shared[at] = 0;
        if (Math.abs(word.length - input.length) > allowed) continue;
        const similar = together / (grams.size + this.gramCounts[at]! - together);
        if (similar < SIMILAR) continue;
        const distance = levenshtein(word, input);
        if (distance > allowed) continue;
        if (!best || distance < best.distance || (distance === best.distance && similar > best.similar)) best = { word, distance, similar };
      }
      return best?.word ?? input;
    });
  }
}
