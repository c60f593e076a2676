import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSION } from './embedding';
import { enrichArticle, embedText, numbersOf } from './enrich-article';
import { IPTC_TOPICS } from './iptc';
import { THEMES } from './themes';

const article = {
  title: 'Police arrest suspect after deadly shooting in Chicago',
  description: 'A man was charged with murder on Sunday.',
  content: [
    'Chicago police arrested a 24-year-old man on Saturday after a shooting that killed two people and wounded three others.',
    'Police Superintendent Larry Snelling said the suspect was taken into custody near the scene.',
    'The victims were attending a birthday party when the gunman opened fire, police said.',
    'Snelling said detectives recovered a handgun and were reviewing video from nearby cameras.',
    'Prosecutors charged the man with two counts of first-degree murder on Sunday.',
    'Mayor Brandon Johnson called the shooting a tragedy and urged residents to come forward with information.',
  ].join(' '),
  language: 'en',
};

describe('enrichArticle', () => {
  const result = enrichArticle(article);

  it('returns every field of the nlp object', () => {
    expect(Object.keys(result).sort()).toEqual(
      [
        'embeddings',
        'iptc_tags_id',
        'iptc_tags_name',
        'ner_LOC',
        'ner_MISC',
        'ner_ORG',
        'ner_PER',
        'sentiment',
        'summary',
        'theme',
      ].sort(),
    );
  });

  it('classifies the theme as a comma-joined list of the 15 themes', () => {
    const themes = result.theme.split(', ');
    expect(themes[0]).toBe('Crime');
    for (const theme of themes) expect(THEMES).toContain(theme);
  });

  it('scores the sentiment of title and content in [-1, 1]', () => {
    expect(result.sentiment.title).toBeLessThan(0);
    expect(result.sentiment.content).toBeLessThan(0);
    expect(result.sentiment.content).toBeGreaterThanOrEqual(-1);
  });

  it('finds and counts the people and places, not sentence-initial common words', () => {
    expect(result.ner_PER).toContainEqual({ entity_name: 'Larry Snelling', count: 2 });
    expect(result.ner_PER).toContainEqual({ entity_name: 'Brandon Johnson', count: 1 });
    expect(result.ner_LOC).toContainEqual({ entity_name: 'Chicago', count: 2 });
    expect(result.ner_ORG).toEqual([]);
    expect(result.ner_MISC).toEqual([]);
  });

  it('summarises with sentences of the content', () => {
    const sentences = result.summary.split(/(?<=\.) /);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const sentence of sentences) expect(article.content).toContain(sentence);
  });

  it('tags IPTC topics of the shipped table, with matching names', () => {
    expect(result.iptc_tags_id).toContain('20000082');
    expect(result.iptc_tags_id).toContain('20000129');
    result.iptc_tags_id.forEach((id, i) => expect(IPTC_TOPICS.get(id)?.path).toBe(result.iptc_tags_name[i]));
  });

  it('embeds title and content in EMBEDDING_DIMENSION numbers, like embedText', () => {
    expect(result.embeddings).toHaveLength(EMBEDDING_DIMENSION);
    const same = embedText(`${article.title}\n\n${article.content}`);
    const dot = result.embeddings.reduce((sum, x, i) => sum + x * same[i]!, 0);
    expect(dot).toBeGreaterThan(0.99);
  });

  it('is pure: the same input gives the same output', () => {
    expect(enrichArticle(article)).toEqual(result);
  });
});

describe('enrichArticle sentiment', () => {
  it.each([
    'Team wins thrilling championship in a stunning comeback',
    'Stocks soar as investors celebrate record gains',
    'Volunteers praised for wonderful, generous help after the storm',
  ])('is positive for "%s"', (title) => {
    expect(enrichArticle({ title }).sentiment.title).toBeGreaterThan(0.2);
  });

  it.each([
    'Earthquake kills hundreds, leaving survivors devastated',
    'Hospital scandal: patients suffered terrible neglect',
    'Company accused of fraud after investors lose everything',
  ])('is negative for "%s"', (title) => {
    expect(enrichArticle({ title }).sentiment.title).toBeLessThan(-0.2);
  });

  it('is 0 for languages other than English, whose words the lexicon does not know', () => {
    const german = enrichArticle({
      title: 'Katastrophe: schreckliche Verluste',
      content: 'Ein schrecklicher Tag.',
      language: 'de',
    });
    expect(german.sentiment).toEqual({ title: 0, content: 0 });
  });
});

describe('enrichArticle without content', () => {
  it('works from the description, or from the title alone', () => {
    const fromDescription = enrichArticle({
      title: 'Markets rally',
      description: 'Stocks rose sharply on Friday. Investors cheered.',
    });
    expect(fromDescription.summary).toBe('Stocks rose sharply on Friday. Investors cheered.');
    const titleOnly = enrichArticle({ title: 'Hurricane Ian makes landfall in Florida' });
    expect(titleOnly.summary).toBe('Hurricane Ian makes landfall in Florida');
    expect(titleOnly.theme.split(', ')[0]).toBe('Weather');
    expect(titleOnly.sentiment.content).toBe(0);
    expect(titleOnly.embeddings).toHaveLength(EMBEDDING_DIMENSION);
  });
});

describe('articles whose content is HTML', () => {
  it('computes on the words, never the markup', () => {
    const result = enrichArticle({
      title: 'Markets <b>calm</b>',
      content:
        '<p>Stocks moved little on Monday as traders in London waited for the Bank of England.</p>' +
        '<ul><li>Bonds flat &amp; steady</li></ul><script>alert(1)</script><p>Analysts at Northwind Capital said rates would hold.</p>',
      language: 'en',
    });
    expect(result.summary).not.toMatch(/[<>]/);
    expect(result.summary).not.toContain('alert');
    expect(result.summary).toContain('Stocks moved little');
    expect(result.summary).toContain('Bonds flat & steady');
    expect(result.ner_LOC.map((e) => e.entity_name)).toContain('London');
  });
});

describe('numbersOf', () => {
  it('gives the numbers Array.from gives, index by index', () => {
    const vector = Float32Array.from([0, -0, 1.5, -2.25, 1e-30, 3.4e38, 0.1]);
    expect(numbersOf(vector)).toEqual(Array.from(vector));
    expect(numbersOf(new Float32Array(0))).toEqual([]);
  });
});
