import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREACH_TEMPLATES } from './breaches';
import {
  ENGLISH_BEAT_TEMPLATES,
  ENGLISH_CLOSINGS,
  ENGLISH_OPINION_BODY,
  ENGLISH_OPINION_TITLES,
  ENGLISH_SHARED,
  type TonedTemplates,
} from './english-templates';
import { INTL_TEMPLATES } from './intl-templates';
import {
  SLOT_COUNT,
  TemplateRenderer,
  compileTemplate,
  countWordsPlain,
  phrase,
  slotIndex,
  type Phrase,
} from './template';

function castWith(values: Partial<Record<string, string>>): Phrase[] {
  const cast = new Array<Phrase>(SLOT_COUNT).fill(phrase('x'));
  for (const [name, text] of Object.entries(values)) cast[slotIndex(name as never)] = phrase(text!);
  return cast;
}

const firstChoice = new TemplateRenderer(() => 0);

function toned(templates: TonedTemplates): string[] {
  return [...templates.pos, ...templates.neg, ...templates.neu];
}

/** Every template source of the generator. */
const ALL_SOURCES: string[] = [
  ...Object.values(ENGLISH_BEAT_TEMPLATES).flatMap((beat) => [
    ...Object.values(beat.stories).flat(2),
    ...toned(beat.body),
  ]),
  ...toned(ENGLISH_SHARED),
  ...ENGLISH_CLOSINGS,
  ...ENGLISH_OPINION_TITLES,
  ...toned(ENGLISH_OPINION_BODY),
  ...Object.values(INTL_TEMPLATES).flatMap((language) => [
    ...Object.values(language.stories).flat(2),
    ...toned(language.body),
    ...language.closings,
    language.paywallNote,
  ]),
  ...Object.values(BREACH_TEMPLATES).flat(),
];

describe('compileTemplate and TemplateRenderer', () => {
  it('fills slots and counts words across joins like "{O1}\'s"', () => {
    const template = compileTemplate("{O1}'s shares rose {PCT}% on {DAY}.");
    const text = firstChoice.render(template, castWith({ O1: 'Lumora Health', PCT: '4.2', DAY: 'Monday' }));
    expect(text).toBe("Lumora Health's shares rose 4.2% on Monday.");
    expect(firstChoice.words).toBe(countWordsPlain(text));
    expect(firstChoice.words).toBe(7);
  });

  it('capitalises a slot that starts a sentence, and only then', () => {
    const cast = castWith({ O1: 'the Civic Alliance', P1L: 'de Vries' });
    expect(firstChoice.render(compileTemplate('{O1} met {O1}.'), cast)).toBe(
      'The Civic Alliance met the Civic Alliance.',
    );
    expect(firstChoice.render(compileTemplate('"{P1L} said so." {P1L} agreed.'), cast)).toBe(
      '"De Vries said so." De Vries agreed.',
    );
    expect(firstChoice.render(compileTemplate('Yes, {P1L} did.'), cast)).toBe('Yes, de Vries did.');
  });

  it('picks among alternatives and builds a URL slug for titles', () => {
    const pickSecond = new TemplateRenderer(() => 1);
    const template = compileTemplate('{O1} [cuts|slashes] {BIG} jobs in São Paulo');
    const title = pickSecond.renderTitle(template, castWith({ O1: 'Kesora Group', BIG: '1,200' }));
    expect(title).toBe('Kesora Group slashes 1,200 jobs in São Paulo');
    expect(pickSecond.slug).toBe('kesora-group-slashes-1-200-jobs-in-sao-paulo');
  });

  it('rejects unknown slots, unbalanced brackets, lone alternatives and markup', () => {
    expect(() => compileTemplate('{NOPE} said')).toThrow(/unknown slot/);
    expect(() => compileTemplate('{O1 said')).toThrow(/unclosed/);
    expect(() => compileTemplate('said [yes')).toThrow(/unclosed/);
    expect(() => compileTemplate('said [yes] no')).toThrow(/at least two/);
    expect(() => compileTemplate('said ] no')).toThrow(/unbalanced/);
    expect(() => compileTemplate('<b>{O1}</b>')).toThrow(/'<'/);
    expect(() => phrase(' padded')).toThrow(/surrounding blanks/);
  });

  it('compiles every template of the generator', () => {
    expect(ALL_SOURCES.length).toBeGreaterThan(500);
    for (const source of ALL_SOURCES) expect(() => compileTemplate(source), source).not.toThrow();
  });

  it('counts exactly the words of any rendering of any template (property)', () => {
    const templates = ALL_SOURCES.map(compileTemplate);
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9'’,.$€-]{1,8}$/);
    const value = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(value, { minLength: SLOT_COUNT, maxLength: SLOT_COUNT }),
        fc.nat(templates.length - 1),
        fc.nat(),
        (values, index, choice) => {
          const cast = values.map(phrase);
          const renderer = new TemplateRenderer((count) => choice % count);
          const text = renderer.render(templates[index]!, cast);
          return (
            renderer.words === countWordsPlain(text) && renderer.words === (text.match(/\S+/g)?.length ?? 0)
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
