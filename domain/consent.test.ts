import { describe, expect, it } from 'vitest';
import { CONSENT_TOPICS, CONSENT_WORDING, currentWords, wordsOf } from './consent.ts';

/**
 * The words of every published version, pinned: a consent names its version, so the words of a
 * version must never change (decision record 042). To say something else, add a version; this
 * list only grows.
 */
const PUBLISHED = {
  newsletter: ['New collections and studio stories, first. A few letters a season. No noise, and you can leave whenever you like.'],
};

describe('consent words', () => {
  it('never change once published: each version keeps its words', () => {
    for (const topic of CONSENT_TOPICS) {
      PUBLISHED[topic].forEach((text, index) => expect(wordsOf(topic, index + 1)?.text, `${topic} v${index + 1}`).toBe(text));
    }
  });

  it('number the versions 1, 2, 3… in order, the last one being what is shown now', () => {
    for (const topic of CONSENT_TOPICS) {
      const versions = CONSENT_WORDING[topic];
      expect(versions.map((words) => words.version)).toEqual(versions.map((_, index) => index + 1));
      expect(currentWords(topic)).toBe(versions.at(-1));
      for (const words of versions) expect(words.text).toBe(`${words.headline} ${words.detail}`);
    }
  });

  it('knows no version that was never published', () => {
    expect(wordsOf('newsletter', 0)).toBeUndefined();
    expect(wordsOf('newsletter', CONSENT_WORDING.newsletter.length + 1)).toBeUndefined();
  });
});
