import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nameLikeness } from './entities/name-likeness';
import { nerLexiconFile } from './ner-lexicon-file';
import {
  englishVocabulary,
  nameLikenessFileText,
  nameLikenessWords,
  trainNameLikeness,
  labelledNameWords,
} from './train-name-likeness';

describe('name-likeness score', () => {
  it('is reproduced byte for byte by train-name-likeness.ts', async () => {
    const { train } = nameLikenessWords(nerLexiconFile(), englishVocabulary(), labelledNameWords());
    const text = await nameLikenessFileText(trainNameLikeness(train));
    expect(text).toBe(readFileSync(new URL('./data/name-likeness.json', import.meta.url), 'utf8'));
  }, 60_000);

  it('scores name words above common words the lists lack', () => {
    for (const name of ['povich', 'schulman', 'smollett']) expect(nameLikeness(name)).toBeGreaterThan(0.3);
    for (const word of ['triathlon', 'millennium', 'lava']) expect(nameLikeness(word)).toBeLessThan(0.3);
    // Memoised: the same answer twice.
    expect(nameLikeness('povich')).toBe(nameLikeness('povich'));
  });
});
