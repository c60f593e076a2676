import { describe, expect, it } from 'vitest';
import { countryFlag } from './country-flag';

describe('countryFlag', () => {
  it('spells the code in regional indicator letters, in any case', () => {
    expect(countryFlag('US')).toBe('\u{1F1FA}\u{1F1F8}');
    expect(countryFlag('gb')).toBe('\u{1F1EC}\u{1F1E7}');
  });

  it('is null for anything that is not two letters', () => {
    expect(countryFlag('USA')).toBeNull();
    expect(countryFlag('1A')).toBeNull();
    expect(countryFlag('')).toBeNull();
  });
});
