import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryNames } from './codes';
import {
  formatPredefinedSources,
  parsePredefinedSources,
  PREDEFINED_SOURCES_FORMAT,
  PREDEFINED_SOURCES_MAX_COUNT,
  type CountryTop,
} from './predefined-sources';

const countryArb = fc.constantFrom(...Object.keys(countryNames));
const countArb = fc.integer({ min: 1, max: PREDEFINED_SOURCES_MAX_COUNT });
const entriesArb = fc.array(fc.record({ country: countryArb, count: countArb }), {
  minLength: 1,
  maxLength: 8,
});

function accepted(text: string): CountryTop[] {
  const result = parsePredefinedSources(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.message}`);
  return result.value;
}

function rejected(text: string): string {
  const result = parsePredefinedSources(text);
  if (result.ok)
    throw new Error(`expected ${JSON.stringify(text)} to be refused, got ${JSON.stringify(result.value)}`);
  return result.message;
}

// Every spelling the grammar allows for given entries: the three item forms, any letter case, UK for GB,
// leading zeros, any blanks between words and around commas.
const blanksArb = (min: number) =>
  fc.string({ unit: fc.constantFrom(' ', '\t'), minLength: min, maxLength: 3 });
const mixedCaseArb = (word: string) => fc.mixedCase(fc.constant(word));
const spelledCountArb = (count: number) => fc.nat({ max: 2 }).map((zeros) => `${'0'.repeat(zeros)}${count}`);
const spelledCountryArb = (country: string) =>
  country === 'GB' ? fc.constantFrom('GB', 'UK').chain(mixedCaseArb) : mixedCaseArb(country);

function spelledItemArb(entry: CountryTop, previous: CountryTop | undefined): fc.Arbitrary<string> {
  const forms: ('top' | 'count' | 'bare')[] = ['top'];
  if (previous) forms.push('count');
  if (previous && previous.count === entry.count) forms.push('bare');
  return fc
    .tuple(
      fc.constantFrom(...forms),
      mixedCaseArb('top'),
      spelledCountArb(entry.count),
      spelledCountryArb(entry.country),
      blanksArb(1),
      blanksArb(1),
    )
    .map(([form, top, count, country, gap1, gap2]) => {
      if (form === 'bare') return country;
      if (form === 'count') return `${count}${gap1}${country}`;
      return `${top}${gap1}${count}${gap2}${country}`;
    });
}

const spelledExpressionArb: fc.Arbitrary<{ text: string; entries: CountryTop[] }> = entriesArb.chain(
  (entries) =>
    fc
      .tuple(
        ...entries.map((entry, index) => spelledItemArb(entry, entries[index - 1])),
        fc.array(fc.tuple(blanksArb(0), blanksArb(0)), {
          minLength: entries.length,
          maxLength: entries.length,
        }),
      )
      .map((parts) => {
        const items = parts.slice(0, -1) as string[];
        const around = parts.at(-1) as [string, string][];
        const text = items.map((item, i) => `${around[i]![0]}${item}${around[i]![1]}`).join(',');
        return { text, entries };
      }),
);

describe('parsePredefinedSources reads the grammar', () => {
  it.each<[string, CountryTop[]]>([
    ['top 10 US', [{ country: 'US', count: 10 }]],
    [
      'top 10 US, GB',
      [
        { country: 'US', count: 10 },
        { country: 'GB', count: 10 },
      ],
    ],
    [
      'top 50 US, 20 GB',
      [
        { country: 'US', count: 50 },
        { country: 'GB', count: 20 },
      ],
    ],
    [
      'top 50 US, top 20 GB',
      [
        { country: 'US', count: 50 },
        { country: 'GB', count: 20 },
      ],
    ],
    // A bare country takes the count of the item just before it.
    [
      'top 5 US, 10 GB, FR',
      [
        { country: 'US', count: 5 },
        { country: 'GB', count: 10 },
        { country: 'FR', count: 10 },
      ],
    ],
  ])('%s', (text, entries) => {
    expect(accepted(text)).toEqual(entries);
  });

  it('takes any letter case and reads UK as GB', () => {
    expect(accepted('TOP 5 us, Uk')).toEqual([
      { country: 'US', count: 5 },
      { country: 'GB', count: 5 },
    ]);
  });

  it('takes any blanks between words and around commas, and leading zeros', () => {
    expect(accepted('  top\t 007   US ,GB  ')).toEqual([
      { country: 'US', count: 7 },
      { country: 'GB', count: 7 },
    ]);
  });

  it('keeps a repeated country as written', () => {
    expect(accepted('top 5 US, top 10 US')).toEqual([
      { country: 'US', count: 5 },
      { country: 'US', count: 10 },
    ]);
  });

  it('takes counts from 1 to the maximum', () => {
    expect(accepted('top 1 US')).toEqual([{ country: 'US', count: 1 }]);
    expect(accepted(`top ${PREDEFINED_SOURCES_MAX_COUNT} US`)).toEqual([
      { country: 'US', count: PREDEFINED_SOURCES_MAX_COUNT },
    ]);
  });
});

describe('parsePredefinedSources refuses malformed forms, showing the expected format', () => {
  it.each([
    ['', 'The value is empty'],
    ['top', '"top" is missing the count and the country code'],
    ['top 5', '"top 5" is missing the country code'],
    ['top 0 US', '"0" in "top 0 US" is not a count'],
    ['top -1 US', '"-1" in "top -1 US" is not a count'],
    ['top 1.5 US', '"1.5" in "top 1.5 US" is not a count'],
    [
      `top ${PREDEFINED_SOURCES_MAX_COUNT + 1} US`,
      'is not a count: a count is a whole number from 1 to 10000',
    ],
    ['top five US', '"five" in "top five US" is not a count'],
    ['top 5 XX', '"XX" in "top 5 XX" is not a two-letter ISO 3166-1 alpha-2 country code'],
    ['top 5 USA', '"USA" in "top 5 USA" is not a two-letter ISO 3166-1 alpha-2 country code'],
    ['top 5 U', '"U" in "top 5 U" is not a two-letter'],
    ['top 5 US;GB', '"US;GB" in "top 5 US;GB" is not a two-letter'],
    ['top 5 US GB', '"top 5 US GB" has words after the country code; separate countries with commas'],
    ['top US', '"US" in "top US" is not a count'],
    ['5 US', '"5 US" must start with the word "top"'],
    ['US', '"US" must start with the word "top"'],
    ['US, top 5 GB', '"US" must start with the word "top"'],
    ['top5 US', '"top5 US" must start with the word "top"'],
    ['top 5 US,', 'The value ends with a comma'],
    [', top 5 US', 'The value starts with a comma'],
    ['top 5 US,, GB', 'The value has an empty item between two commas'],
    ['top 5 US, 0 GB', '"0" in "0 GB" is not a count'],
    ['top 5 US, 10', '"10" in "10" is not a two-letter'],
    ['top 5 US, top', '"top" is missing the count and the country code'],
    ['top 5 US, 10 GB FR', '"10 GB FR" has words after the country code'],
  ])('%j', (text, problem) => {
    const message = rejected(text);
    expect(message).toContain(problem);
    expect(message).toContain(`Expected format: ${PREDEFINED_SOURCES_FORMAT}`);
  });
});

describe('formatPredefinedSources', () => {
  it('prints one "top <N> <CC>" per entry', () => {
    expect(
      formatPredefinedSources([
        { country: 'US', count: 50 },
        { country: 'GB', count: 50 },
        { country: 'FR', count: 20 },
      ]),
    ).toBe('top 50 US, top 50 GB, top 20 FR');
  });
});

describe('properties', () => {
  it('parse ∘ format is the identity on entries', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        expect(parsePredefinedSources(formatPredefinedSources(entries))).toEqual({
          ok: true,
          value: entries,
        });
      }),
    );
  });

  it('format ∘ parse is the identity on printed expressions', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const printed = formatPredefinedSources(entries);
        expect(formatPredefinedSources(accepted(printed))).toBe(printed);
      }),
    );
  });

  it('reads every spelling the grammar allows to the entries it spells', () => {
    fc.assert(
      fc.property(spelledExpressionArb, ({ text, entries }) => {
        expect(accepted(text)).toEqual(entries);
      }),
    );
  });

  // Grammatical expressions with one small edit (a piece of the grammar or a stray character inserted,
  // up to two characters dropped) fall on both sides of every rule.
  const editedExpressionArb = spelledExpressionArb.chain(({ text }) =>
    fc
      .tuple(
        fc.nat({ max: text.length }),
        fc.constantFrom('', 'top ', 'top', ',', ', ', ' ', '0', '5', '-', 'X', 'S', ';', '.'),
        fc.nat({ max: 2 }),
      )
      .map(([at, inserted, dropped]) => text.slice(0, at) + inserted + text.slice(at + dropped)),
  );

  it('anything accepted prints back to an expression read to the same entries', () => {
    fc.assert(
      fc.property(fc.oneof(editedExpressionArb, fc.string()), (text) => {
        const result = parsePredefinedSources(text);
        if (result.ok) expect(parsePredefinedSources(formatPredefinedSources(result.value))).toEqual(result);
        else expect(result.message).toContain(PREDEFINED_SOURCES_FORMAT);
      }),
      { numRuns: 2000 },
    );
  });
});
