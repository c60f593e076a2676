// The Authors page against the real server and its seeded demo corpus (dates relative to now). The author
// under test is found at run time through the API, so the spec does not depend on the generator's names.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support';

interface ApiArticle {
  id: string;
  title: string;
  language: string | null;
  word_count: number | null;
}

interface ApiPage {
  total_hits: number;
  total_pages: number;
  articles: ApiArticle[];
}

/** One page of the author's articles straight from the API (full profile), to compare the page with. */
async function authorsApi(request: APIRequestContext, query: Record<string, string>): Promise<ApiPage> {
  const response = await request.get(`/proxy/full/api/authors?${new URLSearchParams(query).toString()}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ApiPage;
}

interface AuthorUnderTest {
  name: string;
  /** The language most of their last-90-day articles are in. */
  language: string;
  /** A word-count floor that leaves 11 of those articles, so page 2 exists at 10 per page. */
  wordCountFloor: number;
}

/** An author with at least 12 articles in one language in the last 90 days. */
async function prolificAuthor(request: APIRequestContext): Promise<AuthorUnderTest> {
  const tried = new Set<string>();
  for (const letter of ['a', 'e', 'o', 'i', 's', 'm']) {
    const response = await request.get(`/proxy/full/api/ext/author_suggest?q=${letter}&limit=20`);
    expect(response.ok()).toBe(true);
    const { suggestions } = (await response.json()) as {
      suggestions: { name: string; article_count: number }[];
    };
    for (const { name } of suggestions.sort((a, b) => b.article_count - a.article_count)) {
      if (tried.has(name)) continue;
      tried.add(name);
      const { articles } = await authorsApi(request, { author_name: name, from_: '90d', page_size: '1000' });
      const byLanguage = new Map<string, ApiArticle[]>();
      for (const article of articles) {
        if (article.language)
          byLanguage.set(article.language, [...(byLanguage.get(article.language) ?? []), article]);
      }
      for (const [language, inLanguage] of byLanguage) {
        if (inLanguage.length < 12) continue;
        const counts = inLanguage.map((article) => article.word_count ?? 0).sort((a, b) => b - a);
        return { name, language, wordCountFloor: counts[10]! };
      }
    }
  }
  throw new Error('The corpus has no author with 12 articles in one language in the last 90 days');
}

let author: AuthorUnderTest;

test.beforeAll(async ({ request }) => {
  author = await prolificAuthor(request);
});

const results = (page: Page) => page.getByRole('region', { name: /^(Articles|Clusters)$/ });
const authorInput = (page: Page) => page.getByRole('combobox', { name: 'Author', exact: true });
const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** Mantine's SegmentedControl keeps its radio inputs visually hidden: click the label, as a user does. */
async function chooseSegment(scope: Page | Locator, label: string) {
  await scope.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
}

function totals(page: Page, hits: number, pageNumber: number, pages: number) {
  return results(page).getByText(`${hits} article${hits === 1 ? '' : 's'} · page ${pageNumber} of ${pages}`);
}

test('search an author from suggestions, filter, sort and page: every step is in the URL and matches the API', async ({
  page,
  request,
}) => {
  // A dozen steps, each a real request and render: more than the default budget on a busy machine.
  test.slow();
  await page.goto('/authors');
  await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();

  // Suggestions while typing; picking one searches at once.
  await authorInput(page).fill(author.name.slice(0, 5));
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(author.name)} \\d+ articles?$`) })
    .click();
  await expect(page).toHaveURL(/author_name=/);
  expect(searchParams(page).get('author_name')).toBe(author.name);
  await expect(results(page).getByText(/articles? · page 1 of \d+/)).toBeVisible();

  // A 90-day window, a language chosen by its code among names, a word-count floor from the advanced filters.
  await chooseSegment(page, '90 days');
  await page.getByRole('combobox', { name: 'Languages', exact: true }).fill(author.language);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`\\(${author.language}\\)$`) })
    .click();
  await page.getByRole('button', { name: /Advanced filters/ }).click();
  await page.getByRole('textbox', { name: 'Words from' }).fill(String(author.wordCountFloor));
  await expect(page.getByText('Changes not applied yet')).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/from_=90d/);
  expect(searchParams(page).get('word_count_min')).toBe(String(author.wordCountFloor));
  expect(JSON.parse(searchParams(page).get('lang') ?? '[]')).toEqual([author.language]);
  const filters = {
    author_name: author.name,
    from_: '90d',
    lang: author.language,
    word_count_min: String(author.wordCountFloor),
  };
  const filtered = await authorsApi(request, { ...filters, page_size: '100' });
  await expect(totals(page, filtered.total_hits, 1, filtered.total_pages)).toBeVisible();

  // Sort by date, 10 per page, page 2: the rows are the API's.
  await chooseSegment(page, 'Date');
  await expect(page).toHaveURL(/sort_by=date/);
  await results(page).getByRole('combobox', { name: 'Page size' }).selectOption('10');
  await expect(page).toHaveURL(/page_size=10/);
  const firstPage = await authorsApi(request, { ...filters, sort_by: 'date', page_size: '10', page: '1' });
  await expect(results(page).getByRole('article').first()).toHaveAccessibleName(firstPage.articles[0]!.title);
  await results(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const secondPage = await authorsApi(request, { ...filters, sort_by: 'date', page_size: '10', page: '2' });
  await expect(totals(page, secondPage.total_hits, 2, secondPage.total_pages)).toBeVisible();
  await expect(results(page).getByRole('article').first()).toHaveAccessibleName(
    secondPage.articles[0]!.title,
  );

  // Back returns to page 1, forward to page 2.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(totals(page, firstPage.total_hits, 1, firstPage.total_pages)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expect(totals(page, secondPage.total_hits, 2, secondPage.total_pages)).toBeVisible();
});

test('an article opens in a drawer; a reload of the URL gives the same view, back closes it', async ({
  page,
  request,
}) => {
  const query = {
    author_name: author.name,
    from_: '90d',
    lang: author.language,
    sort_by: 'date',
    page_size: '10',
    page: '2',
  };
  await page.goto(`/authors?${new URLSearchParams(query).toString()}`);
  const expected = await authorsApi(request, query);
  const opened = expected.articles[0]!;
  await expect(totals(page, expected.total_hits, 2, expected.total_pages)).toBeVisible();

  await results(page).getByRole('button', { name: opened.title }).click();
  await expect(page).toHaveURL(new RegExp(`article=${opened.id}`));
  const drawer = page.getByRole('dialog', { name: opened.title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Open the original article/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  // A reload shows the same view: search, page, drawer, and the form filled from the URL.
  const viewUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(viewUrl);
  await expect(page.getByRole('dialog', { name: opened.title })).toBeVisible();
  await expect(totals(page, expected.total_hits, 2, expected.total_pages)).toBeVisible();
  await expect(authorInput(page)).toHaveValue(author.name);
  await expect(page.getByRole('radio', { name: 'Date' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Page size' })).toHaveValue('10');

  // Back closes the drawer (the URL without the article), forward opens it again.
  await page.goBack();
  await expect(page).not.toHaveURL(/article=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('dialog', { name: opened.title })).toBeVisible();
  await page.getByRole('button', { name: 'Close article' }).click();
  await expect(page).not.toHaveURL(/article=/);
});

test('the results on screen export as CSV and JSON', async ({ page, request }) => {
  const query = { author_name: author.name, from_: '90d', page_size: '10' };
  await page.goto(`/authors?${new URLSearchParams(query).toString()}`);
  const expected = await authorsApi(request, query);
  await expect(results(page).getByRole('article').first()).toHaveAccessibleName(expected.articles[0]!.title);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export articles as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^newsdeck-authors-[a-z0-9-]+-.*\.csv$/);
  const csvText = await streamText(await csv.createReadStream());
  // A byte-order mark first, so spreadsheet apps read UTF-8.
  expect(csvText.startsWith('\uFEFFid,title,link,')).toBe(true);
  const csvLines = csvText.slice(1).trimEnd().split('\r\n');
  expect(csvLines).toHaveLength(expected.articles.length + 1);
  expect(csvLines[1]!.startsWith(`${expected.articles[0]!.id},`)).toBe(true);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export articles as JSON' }).click();
  const json = JSON.parse(await streamText(await (await jsonDownload).createReadStream())) as ApiArticle[];
  expect(json.map((article) => article.id)).toEqual(expected.articles.map((article) => article.id));
});

test('the request shows as curl with the token masked, beside the user_input echo', async ({ page }) => {
  const sent = page.waitForRequest((r) => r.url().includes('/proxy/full/api/authors?'));
  await page.goto(`/authors?author_name=${encodeURIComponent(author.name)}&from_=30d&is_headline=false`);
  const url = new URL((await sent).url());
  expect(url.searchParams.get('author_name')).toBe(author.name);
  expect(url.searchParams.get('from_')).toBe('30d');
  expect(url.searchParams.get('is_headline')).toBe('false');

  const requestCard = page.getByRole('region', { name: 'Request' });
  const curl = requestCard.getByLabel('Request as curl');
  await expect(curl).toContainText("curl 'http://127.0.0.1:");
  await expect(curl).toContainText('/api/authors?author_name=');
  await expect(curl).toContainText('&from_=30d');
  await expect(curl).toContainText("-H 'x-api-token: ****'");
  await expect(curl).not.toContainText('demo-');
  const echo = requestCard.getByLabel('user_input echo');
  await expect(echo).toContainText(`"author_name": "\\"${author.name}\\""`);
  await expect(echo).toContainText('"is_headline": false');
  await expect(echo).not.toContainText('"not_lang"');
  await requestCard.getByRole('switch', { name: 'Show unused keys' }).check();
  await expect(echo).toContainText('"not_lang": null');
});

test('an API error is explained next to the field that caused it, with a retry', async ({
  page,
  allowConsoleError,
}) => {
  // Chromium logs every 4xx answer to the console; this one is expected.
  allowConsoleError(/status of 403/);
  await page.goto('/authors');
  await page.getByRole('combobox', { name: 'Profile' }).selectOption('basic');
  // The basic plan keeps 30 days of history: a 90-day window is refused, naming from_.
  await page.goto(`/authors?author_name=${encodeURIComponent(author.name)}&from_=90d`);
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText("That date range is beyond this profile's plan");
  await expect(alert).toContainText('HISTORICAL_LIMIT');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(
    results(page).getByText('The field concerned is marked in the form above: Published.'),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Author search' });
  await expect(form.getByText(/from_ .* reaches further back than the 30 days/)).toBeVisible();

  // Fixing the field clears the error.
  await chooseSegment(form, '30 days');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/from_=30d/);
  await expect(results(page).getByRole('alert')).toHaveCount(0);
  await expect(results(page).getByText(/articles? · page 1 of \d+|^0 articles$/)).toBeVisible();
});

test('NLP controls are locked on a plan without NLP, naming the plan that has it', async ({ page }) => {
  await page.goto('/authors');
  await page.getByRole('combobox', { name: 'Profile' }).selectOption('basic');
  await page.getByRole('button', { name: /^NLP/ }).click();
  const includeNlp = page.getByRole('switch', { name: 'Include NLP data' });
  await expect(includeNlp).toBeDisabled();
  await expect(page.getByLabel('Locked: needs the v3_nlp plan').first()).toBeVisible();
  await expect(page.getByLabel('Locked: needs the v3_nlp_iptc_tags plan')).toBeVisible();

  await page.getByRole('combobox', { name: 'Profile' }).selectOption('nlp');
  await expect(includeNlp).toBeEnabled();
  await expect(page.getByLabel('Locked: needs the v3_nlp plan')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'IPTC tags', exact: true })).toBeDisabled();

  await page.getByRole('combobox', { name: 'Profile' }).selectOption('full');
  await expect(page.getByRole('combobox', { name: 'IPTC tags', exact: true })).toBeEnabled();
  await authorInput(page).fill(author.name);
  await includeNlp.check();
  const sent = page.waitForRequest((r) => r.url().includes('/proxy/full/api/authors?'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(new URL((await sent).url()).searchParams.get('include_nlp_data')).toBe('true');
  await expect(page).toHaveURL(/include_nlp_data=true/);
});

test('a public-API profile: recent authors instead of suggestions, plan unknown, upstream failure explained', async ({
  page,
  allowConsoleError,
}) => {
  // The e2e public profile points at a closed port: the proxy answers 502, which Chromium logs.
  allowConsoleError(/status of 502/);
  const extensionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/proxy/newscatcher/api/ext/')) extensionCalls.push(request.url());
  });
  await page.goto('/authors');
  await page.getByRole('combobox', { name: 'Profile' }).selectOption('newscatcher');
  await expect(
    page.getByText(/This profile has no suggestion service; recent authors are offered/),
  ).toBeVisible();
  await authorInput(page).fill(author.name.slice(0, 4));
  await page.getByRole('button', { name: /^NLP/ }).click();
  // Its plan cannot be learned here (no upstream): nothing is locked, and the API would decide.
  await expect(page.getByText(/plan could not be learned/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Include NLP data' })).toBeEnabled();

  await authorInput(page).fill(author.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('The news service is unavailable');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(extensionCalls).toEqual([]);
});

test('clustered answers show each cluster as a card with its articles', async ({ page }) => {
  await page.route('**/proxy/full/api/authors?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'ok',
        total_hits: 5,
        page: 1,
        total_pages: 1,
        page_size: 5,
        clusters_count: 2,
        clusters: [
          { cluster_id: 'c1', cluster_size: 2, articles: [fakeArticle(1), fakeArticle(2)] },
          { cluster_id: 'c2', cluster_size: 3, articles: [fakeArticle(3), fakeArticle(4), fakeArticle(5)] },
        ],
        user_input: { author_name: '"Synthetic Writer"', page: 1, page_size: 5 },
      }),
    }),
  );
  await page.goto('/authors?author_name=Synthetic+Writer&clustering_enabled=true&clustering_threshold=0.8');
  await expect(page.getByRole('heading', { name: 'Clusters' })).toBeVisible();
  const clusters = page.getByRole('list', { name: 'Clusters' }).getByRole('listitem');
  await expect(clusters).toHaveCount(2);
  // Largest first.
  await expect(clusters.first()).toContainText('3 articles');
  await clusters.first().getByRole('button', { name: 'Synthetic article 4' }).click();
  await expect(page.getByRole('dialog', { name: 'Synthetic article 4' })).toBeVisible();
});

test('a real clustered search: the clusters on screen are the ones the service computed', async ({
  page,
  request,
}) => {
  const query = {
    author_name: author.name,
    from_: '90d',
    clustering_enabled: 'true',
    clustering_threshold: '0.3',
    page_size: '50',
  };
  const answer = (await authorsApi(request, query)) as unknown as {
    clusters_count: number;
    clusters: { cluster_size: number }[];
  };
  expect(answer.clusters_count).toBeGreaterThan(0);
  await page.goto(`/authors?${new URLSearchParams(query).toString()}`);
  await expect(page.getByRole('heading', { name: 'Clusters' })).toBeVisible();
  const clusters = page.getByRole('list', { name: 'Clusters' }).getByRole('listitem');
  await expect(clusters).toHaveCount(answer.clusters_count);
  const largest = Math.max(...answer.clusters.map((c) => c.cluster_size));
  await expect(clusters.first()).toContainText(`${largest} article`);
});

test('a page of 1000 articles is virtualized: few rows in the DOM, every row reachable', async ({ page }) => {
  await page.route('**/proxy/full/api/authors?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'ok',
        total_hits: 1000,
        page: 1,
        total_pages: 1,
        page_size: 1000,
        articles: Array.from({ length: 1000 }, (_, index) => fakeArticle(index + 1)),
        user_input: { author_name: '"Synthetic Writer"', page: 1, page_size: 1000 },
      }),
    }),
  );
  await page.goto('/authors?author_name=Synthetic+Writer&page_size=1000');
  const list = page.getByRole('list', { name: 'Articles of the author' });
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Synthetic article 1');
  expect(await list.getByRole('article').count()).toBeLessThan(40);

  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(list.getByRole('article', { name: 'Synthetic article 1000' })).toBeVisible();
  expect(await list.getByRole('article').count()).toBeLessThan(40);
  await expect(list.getByRole('article', { name: 'Synthetic article 1', exact: true })).toHaveCount(0);
});

test('charts load lazily, after the page, and draw the results', async ({ page }) => {
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ChartKit-[^/]+\.js$/.test(request.url())) chartChunks.push(request.url());
  });
  await page.goto('/authors');
  await expect(authorInput(page)).toBeVisible();
  expect(chartChunks, 'the chart library is not part of the first paint').toEqual([]);

  await page.goto(`/authors?author_name=${encodeURIComponent(author.name)}&from_=90d`);
  const overTime = page.getByRole('region', { name: 'Articles over time' });
  // The chart library (~120 kB gzipped) arrives now; give it time on a slow machine.
  await expect(overTime.getByRole('figure', { name: 'Articles per time bucket' })).toBeVisible({
    timeout: 20_000,
  });
  expect(chartChunks).toHaveLength(1);
  await chooseSegment(overTime, 'Weeks');
  await expect(page).toHaveURL(/interval=week/);
  await expect(page.getByRole('region', { name: 'Top sources' }).getByRole('figure')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Word counts' }).getByRole('figure')).toBeVisible();
  // Without the NLP layer, the NLP charts say how to get it.
  const sentiment = page.getByRole('region', { name: 'Sentiment distribution' });
  await expect(sentiment.getByText('NLP data not requested')).toBeVisible();
  await sentiment.getByRole('button', { name: 'Include NLP data' }).click();
  await expect(page).toHaveURL(/include_nlp_data=true/);
});

test('saved searches and recent authors are kept in this browser', async ({ page }) => {
  // Five page loads with a search each: more than the default budget on a busy machine.
  test.slow();
  await page.goto(`/authors?author_name=${encodeURIComponent(author.name)}&from_=90d&sort_by=rank`);
  await expect(results(page).getByText(/articles? · page 1 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: /^Saved searches/ }).click();
  await page.getByRole('textbox', { name: 'Save this search as' }).fill('Rank view');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByRole('list', { name: 'Saved searches' })
      .getByRole('button', { name: 'Rank view', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A search typed and run adds the author to the recent ones.
  await page.goto('/authors');
  await authorInput(page).fill(author.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/author_name=/);
  await page.goto('/authors');
  await authorInput(page).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: author.name })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Saved searches \(1\)/ }).click();
  await page.getByRole('button', { name: 'Rank view', exact: true }).click();
  await expect(page).toHaveURL(/sort_by=rank/);
  expect(searchParams(page).get('author_name')).toBe(author.name);
  expect(searchParams(page).get('from_')).toBe('90d');
  await expect(results(page).getByText(/articles? · page 1 of \d+/)).toBeVisible();
});

function fakeArticle(n: number) {
  return {
    id: `synthetic-${n}`,
    title: `Synthetic article ${n}`,
    author: 'Synthetic Writer',
    authors: ['Synthetic Writer'],
    published_date: `2026-01-${String((n % 28) + 1).padStart(2, '0')} 10:00:00`,
    published_date_precision: 'full',
    link: `https://synthetic.example/${n}`,
    domain_url: 'synthetic.example',
    full_domain_url: 'synthetic.example',
    name_source: 'Synthetic Post',
    parent_url: 'https://synthetic.example/',
    rank: 500,
    language: 'en',
    country: 'GB',
    word_count: 100 + n,
    content: `Body of synthetic article ${n}.`,
    score: 1,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
