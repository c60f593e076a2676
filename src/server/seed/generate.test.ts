import { beforeAll, describe, expect, it } from 'vitest';
import { demoMediaCode, demoMediaPrefix } from '../demo-media';
import { BREACH_COMPANIES } from './breaches';
import { generateDemoArticles, type DemoArticle } from './generate';
import { UNRANKED, WIRE_AGENCIES, demoOutlets } from './index';

const NOW = new Date('2025-11-20T12:34:56Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const DAYS = 90;
const COUNT = 20_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function seconds(date: string): number {
  return Date.parse(`${date.replace(' ', 'T')}Z`) / 1000;
}

// The same count as ingest's countWords (src/server/ingest/normalize.ts) for text without HTML.
function recount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

function share(articles: DemoArticle[], test: (article: DemoArticle) => boolean): number {
  return articles.filter(test).length / articles.length;
}

const breachNames = BREACH_COMPANIES.map((company) => company.org.name.text);
function breachCompanyOf(article: DemoArticle): string | undefined {
  return breachNames.find((name) => article.title.includes(name));
}

/**
 * Runs `inspect` on every article and collects what it reports, so a failure names the article and the
 * problem (one assertion per article and field would make the suite slow).
 */
function problems(
  articles: DemoArticle[],
  inspect: (article: DemoArticle, report: (problem: string) => void) => void,
): string[] {
  const found: string[] = [];
  for (const article of articles) {
    inspect(article, (problem) => {
      if (found.length < 10) found.push(`${article.link}: ${problem}`);
    });
  }
  return found;
}

let corpus: DemoArticle[];

beforeAll(() => {
  corpus = [...generateDemoArticles({ articles: COUNT, now: NOW, seed: 1, days: DAYS })];
});

describe('generateDemoArticles', () => {
  it('is deterministic: same seed, now and count give the same articles; a longer run extends a shorter one', () => {
    const first = [...generateDemoArticles({ articles: 500, now: NOW, seed: 7 })];
    const second = [...generateDemoArticles({ articles: 500, now: NOW, seed: 7 })];
    expect(second).toEqual(first);
    const longer = [...generateDemoArticles({ articles: 800, now: NOW, seed: 7 })];
    expect(longer.slice(0, 500)).toEqual(first);
    const otherSeed = [...generateDemoArticles({ articles: 500, now: NOW, seed: 8 })];
    expect(otherSeed.map((a) => a.link)).not.toEqual(first.map((a) => a.link));
  });

  it('yields exactly the requested number of articles, and none for zero', () => {
    expect(corpus).toHaveLength(COUNT);
    expect([...generateDemoArticles({ articles: 0, now: NOW })]).toEqual([]);
  });

  it('rejects invalid options with a readable error', () => {
    expect(() => [...generateDemoArticles({ articles: -1, now: NOW })]).toThrow(/articles/);
    expect(() => [...generateDemoArticles({ articles: 1.5, now: NOW })]).toThrow(/articles/);
    expect(() => [...generateDemoArticles({ articles: 1, now: new Date('nope') })]).toThrow(/now/);
    expect(() => [...generateDemoArticles({ articles: 1, now: NOW, days: 0 })]).toThrow(/days/);
  });

  it('gives every article the v3 fields with the right types and formats, and no id or nlp', () => {
    const stringFields = [
      'title',
      'author',
      'published_date',
      'parse_date',
      'link',
      'domain_url',
      'full_domain_url',
      'name_source',
      'parent_url',
      'country',
      'rights',
      'media',
      'language',
      'description',
      'content',
    ] as const;
    const found = problems(corpus, (article, report) => {
      for (const field of stringFields) {
        if (typeof article[field] !== 'string' || article[field].length === 0)
          report(`${field} is not a non-empty string`);
      }
      if (!DATE_PATTERN.test(article.published_date)) report('published_date format');
      if (!DATE_PATTERN.test(article.parse_date)) report('parse_date format');
      if (!['full', 'timezone unknown', 'date'].includes(article.published_date_precision))
        report('precision value');
      if (article.published_date_precision === 'date' && !article.published_date.endsWith('00:00:00')) {
        report('date precision with a time of day');
      }
      if (
        article.updated_date === null
          ? article.updated_date_precision !== null
          : !DATE_PATTERN.test(article.updated_date)
      ) {
        report('updated_date / updated_date_precision');
      }
      for (const flag of ['is_headline', 'paid_content', 'is_opinion'] as const) {
        if (typeof article[flag] !== 'boolean') report(`${flag} is not a boolean`);
      }
      if (!Number.isInteger(article.rank) || article.rank < 1 || article.rank > UNRANKED) report('rank');
      if (!Number.isInteger(article.word_count)) report('word_count is not an integer');
      if (!/^[A-Z]{2}$/.test(article.country)) report('country code');
      if (!/^[a-z]{2}$/.test(article.language)) report('language code');
      for (const list of ['authors', 'journalists', 'all_links', 'all_domain_links'] as const) {
        if (!Array.isArray(article[list]) || article[list].some((item) => typeof item !== 'string'))
          report(`${list} is not a string array`);
      }
      if ('id' in article || 'nlp' in article) report('carries id or nlp');
    });
    expect(found).toEqual([]);
  });

  it('puts every URL on fictional .example hosts, links on the outlet (sometimes a section subdomain)', () => {
    const found = problems(corpus, (article, report) => {
      const link = new URL(article.link);
      if (link.protocol !== 'https:' || link.hostname !== article.full_domain_url) report('link host');
      if (
        article.full_domain_url !== article.domain_url &&
        !article.full_domain_url.endsWith(`.${article.domain_url}`)
      ) {
        report('full_domain_url is not the domain or a subdomain of it');
      }
      // Thumbnails are drawn by this server, from the article's code (demo-media.ts).
      const mediaCode = article.media.startsWith(demoMediaPrefix)
        ? demoMediaCode(article.media.slice(demoMediaPrefix.length))
        : null;
      if (mediaCode === null || !article.link.endsWith(`-${mediaCode}`))
        report('media is not the article’s picture');
      if (new URL(article.parent_url).hostname !== article.full_domain_url) report('parent_url host');
      for (const url of [article.link, article.parent_url, ...article.all_links]) {
        if (!new URL(url).hostname.endsWith('.example')) report(`not fictional: ${url}`);
      }
      const hosts = [...new Set(article.all_links.map((url) => new URL(url).hostname))];
      if (hosts.join(' ') !== article.all_domain_links.join(' '))
        report('all_domain_links are not the hosts of all_links');
    });
    expect(found).toEqual([]);
    expect(share(corpus, (a) => a.full_domain_url !== a.domain_url)).toBeGreaterThan(0.03);
    const domains = new Set(corpus.flatMap((a) => a.all_domain_links));
    expect([...domains].some((domain) => !corpus.some((a) => a.domain_url === domain))).toBe(true); // organisations' sites
  });

  it('gives every article a unique link', () => {
    expect(new Set(corpus.map((a) => a.link)).size).toBe(COUNT);
  });

  it('dates articles inside the window, never after now, parsed after publication, newest within the hour', () => {
    const windowStart = NOW_SECONDS - DAYS * 86_400;
    let newest = 0;
    const found = problems(corpus, (article, report) => {
      const published = seconds(article.published_date);
      const parsed = seconds(article.parse_date);
      if (published < windowStart || published > NOW_SECONDS) report('published outside the window');
      if (parsed < published || parsed > NOW_SECONDS) report('parse_date before publication or after now');
      if (article.updated_date !== null) {
        const updated = seconds(article.updated_date);
        if (updated < published || updated > NOW_SECONDS)
          report('updated_date before publication or after now');
      }
      newest = Math.max(newest, published);
    });
    expect(found).toEqual([]);
    expect(NOW_SECONDS - newest).toBeLessThan(3600);
    // Spread over the window, denser recently: every day has articles, the last week more than the first.
    const days = new Set(corpus.map((a) => a.published_date.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(DAYS);
    const lastWeek = share(corpus, (a) => seconds(a.published_date) > NOW_SECONDS - 7 * 86_400);
    const firstWeek = share(corpus, (a) => seconds(a.published_date) < windowStart + 7 * 86_400);
    expect(lastWeek).toBeGreaterThan(firstWeek);
  });

  it('counts words exactly and keeps bodies between 150 and 900 words', () => {
    const found = problems(corpus, (article, report) => {
      const words = recount(article.content);
      if (article.word_count !== words) report(`word_count ${article.word_count}, recount ${words}`);
      if (words < 150 || words > 900) report(`${words} words`);
      if (!article.content.startsWith(article.description.split('. ')[0]!))
        report('description is not the lead');
      if (article.content.includes('<')) report('markup in content'); // plain text: nothing for ingest to strip
    });
    expect(found).toEqual([]);
  });

  it('uses the registry: outlet name, country, rank, social account and languages match it', () => {
    const outlets = new Map(demoOutlets(1).map((outlet) => [outlet.domain_url, outlet]));
    const found = problems(corpus, (article, report) => {
      const outlet = outlets.get(article.domain_url);
      if (!outlet) return report('outlet not in the registry');
      if (article.name_source !== outlet.name_source) report('name_source');
      if (article.country !== outlet.country) report('country');
      if (article.rank !== outlet.rank) report('rank');
      if (article.twitter_account !== outlet.twitter_account) report('twitter_account');
      if (!outlet.languages.includes(article.language))
        report(`language ${article.language} not published by the outlet`);
    });
    expect(found).toEqual([]);
  });

  it('covers at least 10 countries and 6 languages, English first, with some unranked outlets', () => {
    expect(new Set(corpus.map((a) => a.country)).size).toBeGreaterThanOrEqual(10);
    const languages = new Map<string, number>();
    for (const article of corpus) languages.set(article.language, (languages.get(article.language) ?? 0) + 1);
    expect(languages.size).toBeGreaterThanOrEqual(6);
    expect(languages.get('en')! / COUNT).toBeGreaterThan(0.5);
    expect(share(corpus, (a) => a.rank === UNRANKED)).toBeGreaterThan(0.03);
    expect(share(corpus, (a) => a.rank < 1000)).toBeGreaterThan(0.03);
  });

  it('has several hundred authors, a few prolific and many occasional, about 10% co-authored', () => {
    const perAuthor = new Map<string, number>();
    for (const article of corpus)
      for (const name of article.journalists) perAuthor.set(name, (perAuthor.get(name) ?? 0) + 1);
    expect(perAuthor.size).toBeGreaterThanOrEqual(300);
    expect(perAuthor.size).toBeLessThanOrEqual(800);
    const counts = [...perAuthor.values()].sort((a, b) => b - a);
    const median = counts[Math.floor(counts.length / 2)]!;
    expect(counts[0]!).toBeGreaterThan(5 * median);
    const coAuthored = share(corpus, (a) => a.journalists.length > 1);
    expect(coAuthored).toBeGreaterThan(0.06);
    expect(coAuthored).toBeLessThan(0.15);
    const found = problems(corpus, (article, report) => {
      if (article.author !== article.authors[0]) report('author is not the first of authors');
      if (new Set(article.authors).size !== article.authors.length) report('duplicate authors');
      if (article.journalists.some((name) => !article.authors.includes(name)))
        report('journalist missing from authors');
    });
    expect(found).toEqual([]);
  });

  it('runs wire pieces with the agency in authors but never in journalists', () => {
    const agencies = new Set<string>(WIRE_AGENCIES);
    const wire = corpus.filter((a) => a.authors.some((name) => agencies.has(name)));
    expect(wire.length / COUNT).toBeGreaterThan(0.01);
    for (const article of wire) {
      expect(article.journalists.some((name) => agencies.has(name))).toBe(false);
      expect(article.journalists.length).toBe(article.authors.length - 1);
    }
    expect(wire.some((a) => a.journalists.length === 0)).toBe(true);
  });

  it('marks about 15% headlines, 8% opinion and 10% paid pieces', () => {
    expect(share(corpus, (a) => a.is_headline)).toBeGreaterThan(0.11);
    expect(share(corpus, (a) => a.is_headline)).toBeLessThan(0.19);
    expect(share(corpus, (a) => a.is_opinion)).toBeGreaterThan(0.05);
    expect(share(corpus, (a) => a.is_opinion)).toBeLessThan(0.11);
    expect(share(corpus, (a) => a.paid_content)).toBeGreaterThan(0.06);
    expect(share(corpus, (a) => a.paid_content)).toBeLessThan(0.14);
  });

  it('reports about 3% data breaches, each covered by one to four outlets within days, saying when and what', () => {
    const breaches = corpus.filter((a) => breachCompanyOf(a) !== undefined);
    expect(breaches.length / COUNT).toBeGreaterThan(0.02);
    expect(breaches.length / COUNT).toBeLessThan(0.045);
    const when =
      /\b(on (\d{1,2} )?(January|February|March|April|May|June|July|August|September|October|November|December)( \d{1,2})?|between .+ and|earlier this week|last week|earlier this month|last month)\b/;
    const impacted =
      /\d{1,3}(,\d{3})* (patients|students|customers|members|policyholders|users|employees|subscribers|guests|residents)\b/;
    const data =
      /\b(names|addresses|passwords|numbers|information|records|details|dates of birth|usernames|PINs)\b/;
    const found = problems(breaches, (article, report) => {
      if (article.language !== 'en') report('not in English');
      if (!when.test(article.content)) report('does not say when the breach happened');
      if (!impacted.test(article.content)) report('does not say how many were affected');
      if (!data.test(article.content)) report('does not say what data was exposed');
    });
    expect(found).toEqual([]);
    const byCompany = new Map<string, DemoArticle[]>();
    for (const article of breaches) {
      const company = breachCompanyOf(article)!;
      byCompany.set(company, [...(byCompany.get(company) ?? []), article]);
    }
    const covered = [...byCompany.values()].filter((articles) => articles.length >= 2);
    expect(covered.length).toBeGreaterThan(byCompany.size / 2);
    expect(breaches.length / byCompany.size).toBeGreaterThan(1.8);
    for (const articles of covered.filter((list) => list.length <= 4)) {
      expect(new Set(articles.map((a) => a.domain_url)).size).toBe(articles.length);
      const times = articles.map((a) => seconds(a.published_date));
      expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(5 * 86_400);
    }
  });

  it('varies tone so a sentiment analyser sees a spread', () => {
    const positive =
      /\b(welcomed|praised|celebrated|record|encouraging|delighted|breakthrough|success|strong|boost|relief|promising|victory|stunning|brilliant|superb|glorious|joyful|acclaimed|robust|booming|hopeful|positive)\b/;
    const negative =
      /\b(criticised|furious|slump|warned|worrying|alarming|angry|setback|failures|cut|fell|defeat|injury|backlash|outage|stranded|shortage|violent|scam|flooding|devastated|condemned|cancelled|recession|scathing|negative)\b/;
    const english = corpus.filter((a) => a.language === 'en' && breachCompanyOf(a) === undefined);
    expect(share(english, (a) => positive.test(a.description))).toBeGreaterThan(0.15);
    expect(share(english, (a) => negative.test(a.description))).toBeGreaterThan(0.15);
  });
});

describe('demoOutlets', () => {
  it('lists 60–120 fictional outlets across ≥ 10 countries and ≥ 6 languages, ~15% unranked', () => {
    const outlets = demoOutlets();
    expect(outlets.length).toBeGreaterThanOrEqual(60);
    expect(outlets.length).toBeLessThanOrEqual(120);
    expect(new Set(outlets.map((o) => o.domain_url)).size).toBe(outlets.length);
    for (const outlet of outlets) {
      expect(outlet.domain_url).toMatch(/^[a-z0-9]+\.example$/);
      expect(outlet.languages.length).toBeGreaterThan(0);
      if (outlet.logo !== null) expect(new URL(outlet.logo).hostname).toBe(outlet.domain_url);
      if (outlet.twitter_account !== null) expect(outlet.twitter_account).toMatch(/^@\w+$/);
    }
    expect(new Set(outlets.map((o) => o.country)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(outlets.flatMap((o) => o.languages)).size).toBeGreaterThanOrEqual(6);
    const unranked = outlets.filter((o) => o.rank === UNRANKED).length / outlets.length;
    expect(unranked).toBeGreaterThan(0.1);
    expect(unranked).toBeLessThan(0.2);
    const ranks = outlets.filter((o) => o.rank !== UNRANKED).map((o) => o.rank);
    expect(Math.min(...ranks)).toBeLessThan(100);
    expect(Math.max(...ranks)).toBeGreaterThan(100_000);
    expect(Math.max(...ranks)).toBeLessThanOrEqual(500_000);
  });

  it('is deterministic per seed, and the seed changes ranks', () => {
    expect(demoOutlets(3)).toEqual(demoOutlets(3));
    expect(demoOutlets(3).map((o) => o.rank)).not.toEqual(demoOutlets(4).map((o) => o.rank));
    expect(demoOutlets(3).map((o) => o.domain_url)).toEqual(demoOutlets(4).map((o) => o.domain_url));
  });
});
