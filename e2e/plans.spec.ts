// The Plans page against the real server: the demo plans side by side (and the public profile, whose
// upstream is down), and the same request run under every plan. Authors and source counts are found at run
// time through the API, so the spec does not depend on the generator's names.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support';

// The profiles the e2e server configures (playwright.config.ts): three demo keys and a public profile.
const basic = 'Demo · Basic';
const nlp = 'Demo · NLP';
const full = 'Demo · NLP + IPTC';
const publicApi = 'NewsCatcher (public API)';

// The failing profiles log their HTTP status: the basic plan refuses NLP (403), the public upstream is down (502).
const expectedFailures = /status of (403|502)/;

interface ApiArticle {
  nlp?: { iptc_tags_name?: string[] | null; embeddings?: number[] | null } | null;
}

/** An author whose last-30-day articles carry the NLP layer, with IPTC tags and embeddings, on the full plan. */
async function authorWithNlp(request: APIRequestContext): Promise<string> {
  const tried = new Set<string>();
  for (const letter of ['a', 'e', 'o', 'i', 'n', 's', 'm']) {
    const response = await request.get(`/proxy/full/api/ext/author_suggest?q=${letter}&limit=20`);
    expect(response.ok()).toBe(true);
    const { suggestions } = (await response.json()) as { suggestions: { name: string }[] };
    for (const { name } of suggestions) {
      if (tried.has(name)) continue;
      tried.add(name);
      const query = new URLSearchParams({
        author_name: name,
        from_: '30d',
        include_nlp_data: 'true',
        page_size: '10',
      });
      const answer = await request.get(`/proxy/full/api/authors?${query.toString()}`);
      expect(answer.ok(), await answer.text()).toBe(true);
      const { articles = [] } = (await answer.json()) as { articles?: ApiArticle[] };
      const complete = (article: ApiArticle) =>
        (article.nlp?.iptc_tags_name?.length ?? 0) > 0 && (article.nlp?.embeddings?.length ?? 0) > 0;
      if (articles.some(complete)) return name;
    }
  }
  throw new Error(
    'No author has articles with NLP, IPTC tags and embeddings in the last 30 days: does ingest enrich articles?',
  );
}

const languagesOverTheBasicCap = ['en', 'fr', 'de', 'es', 'it', 'pt'];

/** How many sources the full plan lists for those languages; the test needs more than the basic cap. */
async function sourceCount(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/proxy/full/api/sources?lang=${languagesOverTheBasicCap.join(',')}`);
  expect(response.ok()).toBe(true);
  const { sources } = (await response.json()) as { sources: unknown[] };
  expect(sources.length, 'the corpus must list more sources than the basic plan shows').toBeGreaterThan(100);
  return sources.length;
}

const plansSection = (page: Page) => page.getByRole('region', { name: 'Plans side by side' });
const answersSection = (page: Page) => page.getByRole('region', { name: 'Answers under each plan' });
const differences = (page: Page) => page.getByRole('region', { name: 'What changes' });
const planCard = (page: Page, label: string) =>
  plansSection(page).getByRole('region', { name: label, exact: true });
const answerCard = (page: Page, label: string) =>
  answersSection(page).getByRole('region', { name: label, exact: true });

/** The value cell of the row headed `name` in a card's table. */
function rowValue(card: Locator, name: string): Locator {
  return card.getByRole('row', { name: new RegExp(`^${name}\\b`) }).getByRole('cell');
}

/** A locked feature's mark, naming the plan that unlocks it. */
const lockedNeeding = (plan: string) => new RegExp(`^Locked\\s*needs ${plan}$`);

/** Mantine's SegmentedControl keeps its radio inputs visually hidden: click the label, as a user does. */
async function chooseSegment(scope: Page | Locator, label: string) {
  await scope.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
}

test('the plans side by side: features locked or unlocked with the plan that unlocks them, and limits', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(expectedFailures);
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();

  const basicCard = planCard(page, basic);
  await expect(basicCard.getByLabel('Plan v3_basic')).toBeVisible();
  await expect(rowValue(basicCard, 'NLP layer')).toHaveText(lockedNeeding('v3_nlp'));
  await expect(rowValue(basicCard, 'NLP filters')).toHaveText(lockedNeeding('v3_nlp'));
  await expect(rowValue(basicCard, 'Clustering')).toHaveText(lockedNeeding('v3_nlp'));
  await expect(rowValue(basicCard, 'IPTC tags')).toHaveText(lockedNeeding('v3_nlp_iptc_tags'));
  await expect(rowValue(basicCard, 'Embeddings')).toHaveText(lockedNeeding('v3_nlp_iptc_tags'));
  await expect(rowValue(basicCard, 'Sources shown')).toHaveText('up to 100');
  await expect(rowValue(basicCard, 'Concurrent calls')).toHaveText('5');
  await expect(rowValue(basicCard, 'Historical days')).toHaveText('30 days');

  const nlpCard = planCard(page, nlp);
  await expect(nlpCard.getByLabel('Plan v3_nlp')).toBeVisible();
  await expect(rowValue(nlpCard, 'NLP layer')).toHaveText('Included');
  await expect(rowValue(nlpCard, 'Clustering')).toHaveText('Included');
  await expect(rowValue(nlpCard, 'IPTC tags')).toHaveText(lockedNeeding('v3_nlp_iptc_tags'));
  await expect(rowValue(nlpCard, 'Sources shown')).toHaveText('up to 1,000');
  await expect(rowValue(nlpCard, 'Concurrent calls')).toHaveText('10');
  await expect(rowValue(nlpCard, 'Historical days')).toHaveText('365 days');

  const fullCard = planCard(page, full);
  await expect(fullCard.getByLabel('Plan v3_nlp_iptc_tags')).toBeVisible();
  for (const feature of ['NLP layer', 'NLP filters', 'Clustering', 'IPTC tags', 'Embeddings'])
    await expect(rowValue(fullCard, feature)).toHaveText('Included');
  await expect(rowValue(fullCard, 'Concurrent calls')).toHaveText('20');
  await expect(rowValue(fullCard, 'Historical days')).toHaveText('3,650 days');

  // The public profile's upstream is down: its card says so, with a retry, and the others are unaffected.
  const publicCard = planCard(page, publicApi);
  await expect(publicCard.getByRole('alert')).toContainText('The news service is unavailable', {
    timeout: 15_000,
  });
  await expect(publicCard.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Switching profile from a card: the switcher follows, and so does the "current" mark.
  await expect(fullCard.getByText('Current profile')).toBeVisible();
  await basicCard.getByRole('button', { name: 'Use this profile' }).click();
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveValue('basic');
  await expect(basicCard.getByText('Current profile')).toBeVisible();
  await expect(fullCard.getByRole('button', { name: 'Use this profile' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Profile' }).selectOption('full');
  await expect(fullCard.getByText('Current profile')).toBeVisible();
});

test('an authors query with include_nlp_data: basic refuses naming the plan, nlp and full show NLP, only full IPTC and embeddings', async ({
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(expectedFailures);
  const author = await authorWithNlp(request);
  await page.goto('/plans');
  await expect(page.getByText('No comparison yet')).toBeVisible();

  const sent = ['basic', 'nlp', 'full'].map((profile) =>
    page.waitForRequest((request) => request.url().includes(`/proxy/${profile}/api/authors?`)),
  );
  await page.getByRole('combobox', { name: 'Author', exact: true }).fill(author);
  await chooseSegment(page, '30 days');
  await page.getByRole('checkbox', { name: 'Include the NLP layer (include_nlp_data)' }).check();
  await page.getByRole('button', { name: 'Run under every plan' }).click();

  // One request, the same under every profile, and the query is in the URL.
  const urls = (await Promise.all(sent)).map((sentRequest) => new URL(sentRequest.url()));
  for (const url of urls) {
    expect(url.searchParams.get('author_name')).toBe(author);
    expect(url.searchParams.get('include_nlp_data')).toBe('true');
    expect(url.searchParams.get('from_')).toBe('30d');
  }
  await expect(page).toHaveURL(/include_nlp_data=true/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('author_name')).toBe(author);
  expect(params.get('from_')).toBe('30d');

  // Basic refuses, in plain words naming the parameter and the plan that has it.
  const basicAnswer = answerCard(page, basic);
  await expect(basicAnswer.getByLabel('Status: 403 PLAN_FEATURE_UNAVAILABLE')).toBeVisible();
  await expect(basicAnswer.getByRole('alert')).toContainText(
    "This profile's plan does not include that feature",
  );
  await expect(basicAnswer.getByRole('alert')).toContainText('include_nlp_data');
  await expect(basicAnswer.getByRole('alert')).toContainText('v3_nlp plan has it');

  // nlp and full answer with the NLP layer; only full carries IPTC tags and embeddings.
  const nlpAnswer = answerCard(page, nlp);
  const fullAnswer = answerCard(page, full);
  await expect(nlpAnswer.getByLabel('Status: 200 OK')).toBeVisible();
  await expect(fullAnswer.getByLabel('Status: 200 OK')).toBeVisible();
  const someOfAll = /^[1-9][\d,]* of [\d,]+$/;
  await expect(rowValue(nlpAnswer, 'Articles with NLP')).toHaveText(someOfAll);
  await expect(rowValue(nlpAnswer, 'Articles with IPTC tags')).toHaveText(/^0 of [1-9]/);
  await expect(rowValue(nlpAnswer, 'Articles with embeddings')).toHaveText(/^0 of [1-9]/);
  await expect(rowValue(fullAnswer, 'Articles with NLP')).toHaveText(someOfAll);
  await expect(rowValue(fullAnswer, 'Articles with IPTC tags')).toHaveText(someOfAll);
  await expect(rowValue(fullAnswer, 'Articles with embeddings')).toHaveText(someOfAll);
  const hits = await rowValue(nlpAnswer, 'Total hits').textContent();
  await expect(rowValue(fullAnswer, 'Total hits')).toHaveText(hits ?? '');

  // What changes: the statuses, and the fields only full's answer carries.
  const changes = differences(page);
  await expect(changes.getByRole('row', { name: /^HTTP status/ })).toContainText(
    '403 PLAN_FEATURE_UNAVAILABLE',
  );
  const embeddings = changes.getByRole('row', { name: /^articles\[\]\.nlp\.embeddings/ });
  await expect(embeddings.getByRole('cell')).toHaveText([/no answer/, 'absent', 'present', /no answer/]);
  await expect(changes.getByRole('row', { name: /^articles\[\]\.nlp\.iptc_tags_name/ })).toBeVisible();
  await expect(changes.getByRole('row', { name: /^articles\[\]\.nlp\.theme/ })).toHaveCount(0);

  const curl = page.getByRole('region', { name: 'Request' }).getByLabel('Request as curl');
  await expect(curl).toContainText('/api/authors?author_name=');
  await expect(curl).toContainText('include_nlp_data=true');
  await expect(curl).toContainText("-H 'x-api-token: ****'");
  await expect(curl).not.toContainText('demo-');

  // The comparison survives a reload: it lives in the URL.
  await page.reload();
  await expect(answerCard(page, basic).getByLabel('Status: 403 PLAN_FEATURE_UNAVAILABLE')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Author', exact: true })).toHaveValue(author);
});

test('a sources query: the basic plan is cut at 100 sources, the others list them all', async ({
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(expectedFailures);
  const total = await sourceCount(request);
  await page.goto('/plans');

  await chooseSegment(page, 'Sources');
  const languages = page.getByRole('combobox', { name: 'Languages (lang)' });
  for (const code of languagesOverTheBasicCap) {
    await languages.fill(code);
    await languages.press('Enter');
  }
  await page.getByRole('checkbox', { name: 'Include additional info (include_additional_info)' }).check();
  await page.getByRole('button', { name: 'Run under every plan' }).click();

  await expect(page).toHaveURL(/op=sources/);
  const params = new URL(page.url()).searchParams;
  expect(JSON.parse(params.get('lang') ?? '[]')).toEqual(languagesOverTheBasicCap);
  expect(params.get('include_additional_info')).toBe('true');

  const basicAnswer = answerCard(page, basic);
  await expect(rowValue(basicAnswer, 'Sources returned')).toHaveText('100');
  await expect(rowValue(basicAnswer, 'Source cap stated')).toHaveText('100');
  await expect(rowValue(basicAnswer, 'Sources with additional info')).toHaveText('100 of 100');
  for (const label of [nlp, full]) {
    const card = answerCard(page, label);
    await expect(rowValue(card, 'Sources returned')).toHaveText(String(total));
    await expect(rowValue(card, 'Source cap stated')).toHaveText('1,000');
  }

  const changes = differences(page);
  await expect(changes.getByRole('row', { name: /^Sources returned/ }).getByRole('cell')).toHaveText([
    '100',
    String(total),
    String(total),
    /no answer/,
  ]);
  await expect(
    answerCard(page, publicApi).getByRole('alert').getByText('The news service is unavailable'),
  ).toBeVisible({ timeout: 15_000 });

  const curl = page.getByRole('region', { name: 'Request' }).getByLabel('Request as curl');
  await expect(curl).toContainText(
    `/api/sources?lang=${languagesOverTheBasicCap.join(',')}&include_additional_info=true`,
  );
});
