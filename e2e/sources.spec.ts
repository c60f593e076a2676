// The Sources page against the real server. The corpus is the e2e server's (a seeded demo corpus plus the
// fixtures), so assertions hold for any such corpus: counts are bounded, not named.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

const results = (page: Page) => page.getByRole('region', { name: 'Sources', exact: true });
const table = (page: Page) => results(page).getByRole('table', { name: 'Sources' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const requestCard = (page: Page) => page.getByRole('region', { name: 'Request' });
const showSources = (page: Page) => page.getByRole('button', { name: 'Show sources' });

/** The first answer of a page: the server may be busy building other pages' answers on a shared machine. */
async function waitForRows(page: Page) {
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 15_000 });
}

/** Cell texts of one column (0-based) of the rows on screen, without decoration hidden from assistive tech. */
async function column(page: Page, index: number): Promise<string[]> {
  return bodyRows(page).evaluateAll(
    (rows, cellIndex) =>
      rows.map((row) => {
        const cell = row.querySelectorAll('td')[cellIndex]?.cloneNode(true) as HTMLElement | undefined;
        cell?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return cell?.textContent?.trim() ?? '';
      }),
    index,
  );
}

const nameColumn = 0;
const rankColumn = 2;
const countryColumn = 3;
const languagesColumn = 4;
const weekColumn = 5;
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The country code of a country cell (a flag may precede it where the system draws flags). */
const countryCode = (text: string) => text.slice(-2);

async function pickOption(page: Page, input: Locator, typed: string, option: string | RegExp) {
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** The number of sources the results badge shows, and the plan cap beside it. */
async function badgeCounts(page: Page): Promise<{ shown: number; cap: number }> {
  const text =
    (await results(page)
      .getByText(/\d+ sources? of at most \d+/)
      .textContent()) ?? '';
  const match = /(\d+) sources? of at most (\d+)/.exec(text);
  if (!match) throw new Error(`no count badge in "${text}"`);
  return { shown: Number(match[1]), cap: Number(match[2]) };
}

test('build a top-N query with the builder: it writes predefined_sources, and the table obeys it', async ({
  page,
}) => {
  await page.goto('/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();
  const expression = page.getByRole('textbox', { name: 'predefined_sources' });

  await page.getByRole('button', { name: 'Add a country' }).click();
  await page.getByRole('textbox', { name: 'Top list 1: how many' }).fill('3');
  // Typing the code alone finds the country first.
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Top list 1: country' }),
    'us',
    'United States (US)',
  );
  await expect(expression).toHaveValue('top 3 US');

  await showSources(page).click();
  await expect(page).toHaveURL(/predefined_sources=top(\+|%20)3(\+|%20)US/);
  await waitForRows(page);
  const usRows = await column(page, countryColumn);
  expect(usRows.length).toBeGreaterThan(0);
  expect(usRows.length).toBeLessThanOrEqual(3);
  expect(usRows.map(countryCode)).toEqual(usRows.map(() => 'US'));
  expect((await badgeCounts(page)).shown).toBe(usRows.length);

  // A second country with its own count.
  await page.getByRole('button', { name: 'Add a country' }).click();
  await page.getByRole('textbox', { name: 'Top list 2: how many' }).fill('2');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Top list 2: country' }),
    'United K',
    /United Kingdom/,
  );
  await expect(expression).toHaveValue('top 3 US, top 2 GB');
  await showSources(page).click();
  await expect(page).toHaveURL(/GB/);
  await expect
    .poll(async () => (await column(page, countryColumn)).some((text) => text.endsWith('GB')))
    .toBe(true);
  const codes = (await column(page, countryColumn)).map(countryCode);
  expect(codes.filter((code) => code === 'US').length).toBeLessThanOrEqual(3);
  expect(codes.filter((code) => code === 'GB').length).toBeLessThanOrEqual(2);
  expect(codes.every((code) => code === 'US' || code === 'GB')).toBe(true);

  // The request is the interface's, with the expression and the additional info.
  const curl = requestCard(page).getByLabel('Request as curl');
  await expect(curl).toContainText('/api/sources?predefined_sources=top%203%20US,%20top%202%20GB');
  await expect(curl).toContainText('include_additional_info=true');
  await expect(curl).toContainText("-H 'x-api-token: ****'");

  // Typing the expression drives the rows the other way; a wrong one is explained before sending.
  await expression.fill('top 4 FR');
  await expect(page.getByRole('combobox', { name: 'Top list 1: country' })).toHaveValue('France (FR)');
  await expect(page.getByRole('combobox', { name: 'Top list 2: country' })).toHaveCount(0);
  await expression.fill('top four FR');
  await expect(page.getByText(/"four" in "top four FR" is not a count/)).toBeVisible();
  const urlBefore = page.url();
  await showSources(page).click();
  expect(page.url()).toBe(urlBefore);

  // Reload: the same view from the URL, the builder rebuilt from it.
  await page.reload();
  await expect(expression).toHaveValue('top 3 US, top 2 GB');
  await expect(page.getByRole('combobox', { name: 'Top list 2: country' })).toHaveValue(
    'United Kingdom (GB)',
  );
});

test('filter by country, language, rank and name, then sort by the headers, all in the URL', async ({
  page,
}) => {
  await page.goto('/sources');
  await pickOption(page, page.getByRole('combobox', { name: 'Countries' }), 'us', 'United States (US)');
  await page.keyboard.press('Escape');
  await pickOption(page, page.getByRole('combobox', { name: 'Languages' }), 'en', 'English (en)');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'To rank' }).fill('50000');
  // Enter in a field submits the form.
  await page.getByRole('textbox', { name: 'To rank' }).press('Enter');

  await expect(page).toHaveURL(/countries=/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('countries') ?? '[]')).toEqual(['US']);
  expect(JSON.parse(url.searchParams.get('lang') ?? '[]')).toEqual(['en']);
  expect(url.searchParams.get('to_rank')).toBe('50000');
  expect(url.searchParams.has('from_rank')).toBe(false);

  await waitForRows(page);
  const ranks = (await column(page, rankColumn)).map(number);
  expect(ranks.every((rank) => rank <= 50_000)).toBe(true);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b)); // the interface's order: best rank first
  expect((await column(page, countryColumn)).every((text) => text.endsWith('US'))).toBe(true);
  // The local service lists each source's languages, by name: every source listed publishes in English.
  await expect(table(page).getByRole('columnheader', { name: 'Languages' })).toBeVisible();
  const languages = await column(page, languagesColumn);
  expect(languages.every((text) => text.split(', ').includes('English'))).toBe(true);
  await expect(results(page).getByText(/does not list each source's languages/)).toHaveCount(0);

  // Sort by the week's articles: most first, then least first; the choice is in the URL.
  const weekHeader = table(page).getByRole('columnheader', { name: /Articles, 7 days/ });
  await weekHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=articles_7d/);
  await expect(page).toHaveURL(/order=desc/);
  await expect(weekHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = (await column(page, weekColumn)).map(number);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await weekHeader.getByRole('button').click();
  await expect(weekHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await column(page, weekColumn)).map(number);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // By name, from the keyboard.
  const nameHeader = table(page).getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=name/);
  const names = (await column(page, nameColumn)).map((name) => name.toLowerCase());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  // A name filter narrows the list to names containing it.
  const firstName = (await column(page, nameColumn))[0] ?? '';
  const part = firstName.split(' ').find((word) => word.length >= 4) ?? firstName;
  await page.getByRole('textbox', { name: 'Name contains' }).fill(part);
  await showSources(page).click();
  await expect(page).toHaveURL(/source_name=/);
  await expect.poll(async () => (await column(page, nameColumn)).length).toBeGreaterThan(0);
  for (const name of await column(page, nameColumn)) expect(name.toLowerCase()).toContain(part.toLowerCase());

  // The view survives a reload.
  const viewUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(viewUrl);
  await expect(table(page).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('follow a source to the Authors page, filtered to that source', async ({ page }) => {
  await page.goto('/sources?countries=GB');
  await waitForRows(page);
  const domain = (await column(page, 1))[0] ?? '';
  expect(domain).toMatch(/\./);
  const name = (await column(page, nameColumn))[0] ?? '';
  await bodyRows(page)
    .first()
    .getByRole('link', { name: `Authors writing for ${name}` })
    .click();
  await expect(page).toHaveURL(/\/authors\?/);
  const sources = new URL(page.url()).searchParams.get('sources') ?? '';
  expect(sources).toContain(domain);
  await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
});

test("follow one of a source's top authors to the Authors page, on that author and that source", async ({
  page,
}) => {
  await page.goto('/sources?countries=US');
  await waitForRows(page);
  const domain = (await column(page, 1))[0] ?? '';
  const name = (await column(page, nameColumn))[0] ?? '';
  await bodyRows(page)
    .first()
    .getByRole('button', { name: `Top authors of ${name}` })
    .click();

  const popover = page.getByRole('dialog', { name: `Top authors of ${name}, last 90 days` });
  await expect(popover).toBeVisible();
  const authors = popover.getByRole('list', { name: `Top authors of ${domain}` });
  await expect(authors.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  // Most articles first, each with its count.
  const counts = (await authors.getByRole('listitem').allTextContents()).map((text) =>
    number(/(\d[\d,]*) articles?$/.exec(text)?.[1] ?? 'none'),
  );
  expect(counts.every((count) => count > 0)).toBe(true);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  const first = authors.getByRole('link').first();
  const author = (await first.textContent()) ?? '';
  expect(author).not.toBe('');
  await first.click();

  await expect(page).toHaveURL(/\/authors\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('author_name')).toBe(author);
  expect(url.searchParams.get('sources')).toContain(domain);
  // The window the count was made over.
  expect(url.searchParams.get('from_')).toBe('90d');
  await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Author', exact: true })).toHaveValue(author);
  const hits = page.getByText(/\d+ articles? · page 1 of \d+/);
  await expect(hits).toBeVisible({ timeout: 15_000 });
  expect(number(((await hits.textContent()) ?? '').split(' ')[0] ?? '')).toBeGreaterThanOrEqual(
    counts[0] ?? 1,
  );
});

test('on the public API profile the answer has no languages: the note says so, and no top authors', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('newsdeck.profile', 'newscatcher'));
  // The e2e public upstream is down: this is the public API's documented answer, without languages.
  await page.route('**/proxy/newscatcher/api/sources?*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Maximum sources displayed according to your plan is set to 1000',
        sources: [
          {
            name_source: 'Public Ledger',
            domain_url: 'ledger.example',
            logo: null,
            additional_info: { nb_articles_for_7d: 12, country: 'US', rank: 40 },
          },
        ],
        user_input: { lang: ['en'], include_additional_info: true },
      }),
    }),
  );
  await page.goto('/sources?lang=en');
  await waitForRows(page);
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveValue('newscatcher');
  expect(await column(page, nameColumn)).toEqual(['Public Ledger']);
  await expect(table(page).getByRole('columnheader', { name: 'Languages' })).toHaveCount(0);
  await expect(
    results(page).getByText(
      "Languages: every source listed publishes in English (en); the answer does not list each source's languages.",
    ),
  ).toBeVisible();
  await expect(
    bodyRows(page).first().getByRole('link', { name: 'Authors writing for Public Ledger' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Top authors of/ })).toHaveCount(0);
});

test('the request is checked before it is sent: a filter is needed, a domain stands alone', async ({
  page,
}) => {
  await page.goto('/sources');
  await showSources(page).click();
  await expect(page.getByRole('alert')).toContainText('Choose at least one of');
  await expect(page).toHaveURL(/\/sources$/);

  await page.getByRole('textbox', { name: 'Exact domain' }).fill('news.example');
  await page.getByRole('textbox', { name: 'Name contains' }).fill('times');
  await showSources(page).click();
  await expect(page.getByText('An exact domain stands alone: clear it, or clear a name.')).toBeVisible();
  await expect(page).toHaveURL(/\/sources$/);
});

test('an exact domain finds that one source; a rank bound alone asks for a filter', async ({ page }) => {
  await page.goto('/sources?countries=US');
  await waitForRows(page);
  const domain = (await column(page, 1))[0] ?? '';
  await page.goto(`/sources?source_url=${domain.toUpperCase()}`);
  await expect(bodyRows(page)).toHaveCount(1);
  expect(await column(page, 1)).toEqual([domain]);
  await expect(page.getByRole('textbox', { name: 'Exact domain' })).toHaveValue(domain);

  await page.goto('/sources?from_rank=10');
  await expect(page.getByText('No search yet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From rank' })).toHaveValue('10');
});

test('an error of the interface is explained in the results card, with a retry', async ({
  page,
  allowConsoleError,
}) => {
  // Chromium logs every 4xx answer to the console; this one is expected.
  allowConsoleError(/status of 422/);
  await page.goto('/sources?countries=ZZ');
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('The request was not valid');
  await expect(alert).toContainText('countries');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The form shows what the URL asked for, and the charts share the one error.
  await expect(page.getByText('ZZ (unknown code)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources by country' }).getByRole('alert')).toBeVisible();
});

test('charts load lazily, then show the listed sources by country, rank and weekly volume', async ({
  page,
}) => {
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/ChartKit|recharts/i.test(request.url())) chartCode.push(request.url());
  });
  await page.goto('/sources');
  await expect(page.getByText('No search yet')).toBeVisible();
  expect(chartCode, 'chart code loaded without a chart on screen').toEqual([]);

  await page.goto('/sources?countries=US,GB');
  await waitForRows(page);
  const byCountry = page.getByRole('region', { name: 'Sources by country' });
  await expect(byCountry.getByRole('figure', { name: 'Sources by country' })).toBeVisible();
  expect(chartCode.length).toBeGreaterThan(0);

  // The accessible tables behind the charts add up to the listed sources.
  const { shown } = await badgeCounts(page);
  const countryCounts = await byCountry.locator('table tbody td').allTextContents();
  expect(countryCounts.map(number).reduce((sum, count) => sum + count, 0)).toBe(shown);
  const byRank = page.getByRole('region', { name: 'Rank distribution' });
  await expect(byRank.getByRole('figure')).toBeVisible();
  const rankCounts = await byRank.locator('table tbody td').allTextContents();
  expect(rankCounts.map(number).reduce((sum, count) => sum + count, 0)).toBe(shown);
  const weekly = page.getByRole('region', { name: 'Articles in the last 7 days' });
  await expect(weekly.getByRole('figure').or(weekly.getByText('No articles this week'))).toBeVisible();
});

test('the count is shown against the plan cap, and the table exports as CSV and JSON', async ({ page }) => {
  // The basic plan shows at most 100 sources.
  await page.addInitScript(() => window.localStorage.setItem('newsdeck.profile', 'basic'));
  await page.goto('/sources?lang=en');
  await waitForRows(page);
  const { shown, cap } = await badgeCounts(page);
  expect(cap).toBe(100);
  expect(shown).toBeLessThanOrEqual(100);
  await expect(
    results(page).getByText('Maximum sources displayed according to your plan is set to 100'),
  ).toBeVisible();
  if (shown === cap) await expect(results(page).getByText(/the list may be cut/)).toBeVisible();
  // Fifty rows a page (those past the first screen come in a deferred render: waited for).
  await expect(bodyRows(page)).toHaveCount(Math.min(shown, 50));

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export sources as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^newsdeck-sources-.*\.csv$/);
  const lines = (await streamText(await csv.createReadStream()))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('name_source,domain_url,logo,rank,country,nb_articles_for_7d,languages');
  expect(lines).toHaveLength(shown + 1);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export sources as JSON' }).click();
  const json = JSON.parse(await streamText(await (await jsonDownload).createReadStream())) as {
    domain_url: string;
    additional_info: { rank: number; languages: string[] };
  }[];
  expect(json).toHaveLength(shown);
  expect(json[0]?.domain_url).toBe((await column(page, 1))[0]);
  // The local service's languages are exported as they came, codes in the JSON, joined in the CSV.
  expect(json.every((source) => source.additional_info.languages.includes('en'))).toBe(true);
  expect(lines[1]).toMatch(/,[a-z]{2}(; [a-z]{2})*$/);
});

test('dark mode keeps the page readable', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('newsdeck-color-scheme', 'dark'));
  await page.goto('/sources?countries=US');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await waitForRows(page);
  const colors = await table(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: getComputedStyle(document.body).backgroundColor };
  });
  expect(colors.text).not.toBe(colors.background);
  expect(colors.background).not.toBe('rgb(255, 255, 255)');
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
