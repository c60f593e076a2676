import { describe, expect, it } from 'vitest';
import { nameDisplaySpelling, nameKey, textSearchForm } from './names';

describe('nameKey', () => {
  it('gives every spelling of one name the same key', () => {
    for (const spelling of ['  Ann  Lee ', 'ANN\u00a0LEE', 'Ａｎｎ Ｌｅｅ', 'ann\tlee']) {
      expect(nameKey(spelling)).toBe('ann lee');
    }
    expect(nameKey('ﬁona')).toBe('fiona');
    expect(nameKey(' \u00a0 ')).toBe('');
  });
});

describe('nameDisplaySpelling', () => {
  it('tidies like the key but keeps the case', () => {
    expect(nameDisplaySpelling('  McDonald\u00a0 ＪＲ ')).toBe('McDonald JR');
    expect(nameKey(nameDisplaySpelling('  McDonald\u00a0 ＪＲ '))).toBe(nameKey('mcdonald jr'));
  });
});

describe('textSearchForm', () => {
  it('folds case, compatibility forms and runs of blanks, and keeps outer blanks', () => {
    expect(textSearchForm('Acme  ＢＡＮＫ\n')).toBe('acme bank ');
    expect(textSearchForm('Daten\u00a0Leck').includes(textSearchForm('daten leck'))).toBe(true);
  });
});
