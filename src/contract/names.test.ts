import { describe, expect, it } from 'vitest';
import { companySlug, nameDisplaySpelling, nameKey, textSearchForm } from './names';

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

describe('companySlug', () => {
  it('drops accents and case, and joins words with single hyphens', () => {
    expect(companySlug('Société Générale S.A.')).toBe('societe-generale-s-a');
    expect(companySlug('  Coupang   Corp. ')).toBe('coupang-corp');
    expect(companySlug("Macy's")).toBe('macy-s');
    expect(companySlug('ＡＣＭＥ')).toBe('acme');
  });

  it('keeps letters of every script, and gives "" to a name without any', () => {
    expect(companySlug('Яндекс Банк')).toBe('яндекс-банк');
    expect(companySlug(' -- & ')).toBe('');
  });

  it('is its own key: a slug slugs to itself', () => {
    for (const name of ['Société Générale S.A.', 'Яндекс Банк', 'AT&T', 'Ｘ-Ray 9']) {
      const slug = companySlug(name);
      expect(companySlug(slug)).toBe(slug);
    }
  });
});
