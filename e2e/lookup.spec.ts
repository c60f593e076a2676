// The Lookup page against the real server holding e2e/fixtures/articles.jsonl.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const allIds = [
  'e2e-harbour-01',
  'e2e-harbour-02',
  'e2e-markets-03',
  'e2e-science-04',
  'e2e-sport-05',
  'e2e-tech-06',
  'e2e-health-07',
  'e2e-culture-08',
  'e2e-weather-09',
  'e2e-opinion-10',
  'e2e-travel-11',
  'e2e-hostile-12',
];

async function lookUp(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Links or ids' }).fill(text);
  await page.getByRole('button', { name: 'Look up' }).click();
}

const results = (page: Page) => page.getByRole('region', { name: 'Articles' });
const notFound = (page: Page) => page.getByRole('region', { name: 'Not found' });
const requestCard = (page: Page) => page.getByRole('region', { name: 'Request' });

test('ids, one unknown: found of requested, the articles, and what was not found', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, 'e2e-harbour-01, e2e-markets-03\ne2e-does-not-exist');

  await expect(page).toHaveURL(/\/lookup\?.*ids=/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('ids') ?? '[]')).toEqual([
    'e2e-harbour-01',
    'e2e-markets-03',
    'e2e-does-not-exist',
  ]);

  await expect(results(page).getByText('2 of 3 found')).toBeVisible();
  await expect(results(page).getByText('2 out of 3 articles found')).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(2);
  const first = results(page).getByRole('article', {
    name: 'Harbour expansion approved after two-year review',
  });
  await expect(first.getByText('Coastal Times')).toBeVisible();
  await expect(first.getByText('By Ada Marsh')).toBeVisible();
  await expect(
    results(page).getByRole('article', { name: 'Markets steady as rate decision nears' }),
  ).toBeVisible();

  await expect(notFound(page).getByRole('listitem')).toHaveText(['e2e-does-not-exist']);
});

test('links by POST: the request is a POST, shown as curl with the token masked', async ({ page }) => {
  await page.goto('/lookup');
  // The choice goes through the URL: click, then wait for the navigation to reflect it.
  await page.getByRole('radio', { name: 'POST' }).click();
  await expect(page).toHaveURL(/method=POST/);
  await expect(page.getByRole('radio', { name: 'POST' })).toBeChecked();

  const post = page.waitForRequest(
    (request) => request.url().endsWith('/proxy/full/api/search_by_link') && request.method() === 'POST',
  );
  await lookUp(
    page,
    'https://coastal-times.example/2026/03/fishermen-worry\nhttps://sky-notes.example/comet-visible\nhttps://unknown.example/nothing-here',
  );
  const sent = await post;
  expect(sent.postDataJSON()).toMatchObject({
    links: [
      'https://coastal-times.example/2026/03/fishermen-worry',
      'https://sky-notes.example/comet-visible',
      'https://unknown.example/nothing-here',
    ],
    page: 1,
  });
  expect(sent.headers()['x-api-token']).toBeUndefined();

  await expect(results(page).getByText('2 of 3 found')).toBeVisible();
  await expect(notFound(page).getByRole('listitem')).toHaveText(['https://unknown.example/nothing-here']);

  const curl = requestCard(page).getByLabel('Request as curl');
  await expect(curl).toContainText("curl -X POST 'http://127.0.0.1:");
  await expect(curl).toContainText("-H 'x-api-token: ****'");
  await expect(curl).toContainText('"links":["https://coastal-times.example/2026/03/fishermen-worry"');
  await expect(curl).not.toContainText('demo-');

  await requestCard(page).getByRole('tab', { name: 'JSON' }).click();
  const json = requestCard(page).getByLabel('Request as JSON');
  await expect(json).toContainText('"x-api-token": "****"');
  await expect(json).toContainText('"method": "POST"');
});

test('GET sends the lists in the query string', async ({ page }) => {
  await page.goto('/lookup');
  await expect(page.getByRole('radio', { name: 'GET' })).toBeChecked();
  const get = page.waitForRequest(
    (request) => request.url().includes('/proxy/full/api/search_by_link?') && request.method() === 'GET',
  );
  // Ctrl+Enter in the text area looks up, like the button.
  await page.getByRole('textbox', { name: 'Links or ids' }).fill('e2e-sport-05 e2e-tech-06');
  await page.getByRole('textbox', { name: 'Links or ids' }).press('Control+Enter');
  const url = new URL((await get).url());
  expect(url.searchParams.get('ids')).toBe('e2e-sport-05,e2e-tech-06');
  expect(url.searchParams.get('page_size')).toBe('10');
  await expect(results(page).getByText('2 of 2 found')).toBeVisible();
  await expect(notFound(page).getByText('Every requested id was found.')).toBeVisible();
  await expect(requestCard(page).getByLabel('Request as curl')).toContainText(
    "/api/search_by_link?ids=e2e-sport-05,e2e-tech-06&page=1&page_size=10' -H 'x-api-token: ****'",
  );
});

test('an article opens in a drawer, kept in the URL', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, 'e2e-markets-03');
  await results(page).getByRole('button', { name: 'Markets steady as rate decision nears' }).click();

  await expect(page).toHaveURL(/article=/);
  const drawer = page.getByRole('dialog', { name: 'Markets steady as rate decision nears' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('article-content').getByText('Bonds flat')).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Open the original article/ })).toHaveAttribute(
    'href',
    'https://finance.daily-ledger.example/markets/steady-before-rates',
  );

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Markets steady as rate decision nears' })).toBeVisible();

  await page.getByRole('button', { name: 'Close article' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/article=/);
});

test('a hostile article renders inert: no script runs, no javascript: link exists', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, 'e2e-hostile-12');
  const card = results(page).getByRole('article');
  await expect(card).toHaveCount(1);
  // Title and description are shown as text: the markup is visible, never executed.
  await expect(card.getByRole('button', { name: /^Hostile <script>/ })).toBeVisible();

  await card.getByRole('button', { name: /^Hostile <script>/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('article-content').getByText('Hostile content begins.')).toBeVisible();
  await expect(drawer.getByTestId('article-content').getByText(/never closed/)).toBeVisible();

  await expect(page.locator('a[href^="javascript:" i], a[href*="javascript:" i]')).toHaveCount(0);
  await expect(
    page.locator('[data-testid="article-content"] script, [data-testid="article-content"] iframe'),
  ).toHaveCount(0);
  await expect(
    page.locator('[data-testid="article-content"] [onclick], [data-testid="article-content"] [onerror]'),
  ).toHaveCount(0);
  const relative = drawer.getByRole('link', { name: 'relative link' });
  await expect(relative).toHaveAttribute('href', 'https://hostile.example/relative/page');
  await expect(relative).toHaveAttribute('target', '_blank');
  await expect(relative).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('pages of results, and a reload shows the same view', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, [...allIds, 'e2e-unknown-13'].join('\n'));
  await expect(results(page).getByText('12 of 13 found')).toBeVisible();
  // The unknown id is named although page 1 does not hold every found article.
  await expect(notFound(page).getByRole('listitem')).toHaveText(['e2e-unknown-13']);
  await expect(results(page).getByRole('article')).toHaveCount(10);

  await results(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page).getByRole('article')).toHaveCount(2);
  await expect(results(page).getByRole('article', { name: 'Night trains return to the Alps' })).toBeVisible();

  const viewUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(viewUrl);
  await expect(results(page).getByText('12 of 13 found')).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(2);
  await expect(notFound(page).getByRole('listitem')).toHaveText(['e2e-unknown-13']);
  await expect(page.getByRole('textbox', { name: 'Links or ids' })).toHaveValue(
    [...allIds, 'e2e-unknown-13'].join('\n'),
  );

  // The same link opened in a fresh page (as someone it was shared with) shows the same view.
  const shared = await page.context().newPage();
  await shared.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204 }),
  );
  await shared.goto(viewUrl);
  await expect(shared.getByRole('region', { name: 'Articles' }).getByRole('article')).toHaveCount(2);
  await shared.close();
});

test('a hand-written link works: ?ids=a,b', async ({ page }) => {
  await page.goto('/lookup?ids=e2e-culture-08,e2e-nope&method=POST');
  await expect(results(page).getByText('1 of 2 found')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'POST' })).toBeChecked();
  await expect(notFound(page).getByRole('listitem')).toHaveText(['e2e-nope']);
});

test('mixing links and ids is explained before anything is sent', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, 'https://matchday.example/cup/city-final\ne2e-sport-05');
  await expect(page.getByText(/Paste either links or ids, not both: this has 1 link and 1 id/)).toBeVisible();
  await expect(page).toHaveURL(/\/lookup$/);
});

test('an error of the interface is explained in the results card, with a retry', async ({
  page,
  allowConsoleError,
}) => {
  // Chromium logs every 4xx answer to the console; this one is expected.
  allowConsoleError(/status of 422/);
  await page.goto('/lookup?ids=e2e-sport-05&links=https://matchday.example/cup/city-final');
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('Some parameters cannot be used together');
  await expect(alert).toContainText('ids and links cannot be used together');
  await expect(alert).toContainText('CONFLICTING_PARAMETERS');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The rest of the page still works: the form shows what the URL asked for.
  await expect(page.getByRole('textbox', { name: 'Links or ids' })).toHaveValue(
    'e2e-sport-05\nhttps://matchday.example/cup/city-final',
  );
});

test('the results on screen export as CSV and JSON', async ({ page }) => {
  await page.goto('/lookup');
  await lookUp(page, 'e2e-harbour-01,e2e-weather-09');
  await expect(results(page).getByText('2 of 2 found')).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export articles as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^newsdeck-lookup-.*\.csv$/);
  const csvText = await streamText(await csv.createReadStream());
  expect(csvText).toContain('id,title,link');
  expect(csvText).toContain('e2e-weather-09,Storm warning for the northern coast');

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export articles as JSON' }).click();
  const json = JSON.parse(await streamText(await (await jsonDownload).createReadStream())) as {
    id: string;
  }[];
  expect(json.map((article) => article.id)).toEqual(['e2e-harbour-01', 'e2e-weather-09']);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
