import { describe, expect, it } from 'vitest';
import { countryCodeAliases, countryNames, isCountryCode, isLanguageCode, languageNames } from './codes';

describe('code tables', () => {
  it('hold every ISO 3166-1 alpha-2 country and every ISO 639-1 language', () => {
    expect(Object.keys(countryNames)).toHaveLength(249);
    expect(Object.keys(languageNames)).toHaveLength(183);
    for (const code of Object.keys(countryNames)) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of Object.keys(languageNames)) expect(code).toMatch(/^[a-z]{2}$/);
    for (const name of [...Object.values(countryNames), ...Object.values(languageNames)])
      expect(name.length).toBeGreaterThan(2);
  });

  it('name well-known codes', () => {
    expect(countryNames['GB']).toBe('United Kingdom');
    expect(countryNames['US']).toBe('United States');
    expect(countryNames['CI']).toBe("Côte d'Ivoire");
    expect(languageNames['en']).toBe('English');
    expect(languageNames['zh']).toBe('Chinese');
  });

  it('agree with the region and language names the JavaScript runtime knows', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    for (const code of Object.keys(countryNames)) expect(regions.of(code), code).toBeTruthy();
    for (const code of Object.keys(languageNames)) expect(languages.of(code), code).toBeTruthy();
  });

  it('check codes in any letter case, and only real codes', () => {
    expect(isCountryCode('us')).toBe(true);
    expect(isCountryCode('Gb')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
    expect(isLanguageCode('EN')).toBe(true);
    expect(isLanguageCode('xx')).toBe(false);
    expect(isLanguageCode('eng')).toBe(false);
    expect(countryCodeAliases['UK']).toBe('GB');
  });
});
