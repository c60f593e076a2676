import { describe, expect, it } from 'vitest';
import { countryOptions, languageOptions, searchCodeOptions, withChosenValues } from './code-options';

describe('code options', () => {
  it('hold every code once, labelled with name and code, sorted by name', () => {
    expect(countryOptions).toHaveLength(249);
    expect(languageOptions).toHaveLength(183);
    expect(countryOptions.find((option) => option.value === 'FR')?.label).toBe('France (FR)');
    expect(languageOptions.find((option) => option.value === 'en')?.label).toBe('English (en)');
    const labels = countryOptions.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('find a code typed by itself first, then names starting with it, then the rest', () => {
    const found = searchCodeOptions(countryOptions, 'us').map((option) => option.value);
    expect(found[0]).toBe('US');
    expect(found).toContain('AU'); // "Australia" contains "us"
    expect(found.indexOf('US')).toBeLessThan(found.indexOf('AU'));
    expect(searchCodeOptions(countryOptions, 'ger')[0]?.value).toBe('DE');
    expect(searchCodeOptions(countryOptions, '  ')).toHaveLength(249);
  });

  it('show chosen codes the tables lack as unknown, and nothing extra otherwise', () => {
    const options = withChosenValues(countryOptions, ['US', 'ZZ']);
    expect(options).toHaveLength(250);
    expect(options.at(-1)).toEqual({ value: 'ZZ', label: 'ZZ (unknown code)' });
    expect(withChosenValues(countryOptions, ['US'])).toHaveLength(249);
  });
});
