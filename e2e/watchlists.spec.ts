// Watchlists and company pages in real Chromium against the real server: a watchlist made with the Watch
// buttons (an author search, a breach event's company), a new matching article ingested by the CLI into the
// running server's store, the unseen count rising in the navigation, and the article found in the feed whose
// URL the page shows. A company page opened from a Breaches company link, with its events and a Watch button.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support';

const dataDir = '.tmp/e2e-data';
const firstLoad = { timeout: 15_000 };
// Ingest (with NLP enrichment) in a second process, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const eventsCard = (page: Page) => page.getByRole('region', { name: 'Events', exact: true });

/** `YYYY-MM-DD HH:MM:SS` in UTC, as v3 articles carry dates. */
const apiDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Ingests one article by `author` into the running server's store with the project's CLI. */
function ingestArticle(author: string, title: string): void {
  mkdirSync('.tmp', { recursive: true });
  const file = `.tmp/e2e-watch-${Date.now()}.jsonl`;
  const id = `e2e-watch-${Date.now()}`;
  const article = {
    id,
    title,
    author,
    authors: [author],
    published_date: apiDate(new Date()),
    published_date_precision: 'full',
    link: `https://coastal-times.example/watch/${id}`,
    domain_url: 'coastal-times.example',
    full_domain_url: 'coastal-times.example',
    name_source: 'Coastal Times',
    country: 'GB',
    language: 'en',
    rank: 1520,
    description: 'The tidal barrier held through the spring tides.',
    content: 'The tidal barrier held through the spring tides, engineers said on Tuesday.',
  };
  writeFileSync(file, `${JSON.stringify(article)}\n`);
  execFileSync('npx', ['tsx', 'src/server/cli/ingest.ts', '--data-dir', dataDir, file], { stdio: 'pipe' });
}

interface StoredWatchlist {
  id: string;
  name: string;
  unseen: number;
  rules: unknown[];
}

const storedWatchlists = async (request: APIRequestContext): Promise<StoredWatchlist[]> =>
  ((await (await request.get('/ui/watchlists')).json()) as { watchlists: StoredWatchlist[] }).watchlists;

/** Every watchlist of the store with its rules, unseen count and newest items, attached to the report. */
async function attachWatchlists(request: APIRequestContext, testInfo: TestInfo, name: string) {
  const lists = await Promise.all(
    (await storedWatchlists(request)).map(async (list) => ({
      ...list,
      items: (
        (await (await request.get(`/ui/watchlists/${list.id}/items`)).json()) as { items: unknown[] }
      ).items.slice(0, 5),
    })),
  );
  await testInfo.attach(name, { body: JSON.stringify(lists, null, 2), contentType: 'application/json' });
}

test('a watchlist made with Watch buttons counts a new article and serves it in its feed', async ({
  page,
}, testInfo) => {
  // The navigation sums every watchlist's count: start from none, so that what an interrupted earlier
  // attempt (or another spec's clean-up) left in the store cannot add to it.
  for (const list of await storedWatchlists(page.request)) {
    expect((await page.request.delete(`/ui/watchlists/${list.id}`)).status()).toBe(204);
  }
  const author = 'Wren Okafor';
  const listName = `E2E watch ${Date.now()}`;

  // An author search: Watch → create a watchlist with this search.
  await page.goto(`/authors?author_name=${encodeURIComponent(author)}`);
  await page.getByRole('button', { name: `Watch ${author}` }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('textbox', { name: 'New watchlist' }).fill(listName);
  await menu.getByRole('button', { name: 'Create watchlist' }).click();
  await expect(menu.getByText(`Created ${listName}.`)).toBeVisible();
  await menu.getByRole('link', { name: 'Open the watchlist' }).click();
  await expect(page).toHaveURL(/\/watchlists\?list=/);
  const listUrl = page.url();

  // A breach event's company: Watch → add to that watchlist.
  await page.goto('/breaches');
  const watchCompany = eventsCard(page)
    .getByRole('button', { name: /^Watch / })
    .first();
  await expect(watchCompany).toBeVisible(firstLoad);
  const company = (await watchCompany.getAttribute('aria-label'))!.replace(/^Watch /, '');
  await watchCompany.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Add to ${listName}` })
    .click();
  await expect(page.getByRole('dialog').getByText(`Added to ${listName}.`)).toBeVisible();

  // The watchlist holds both rules; opening it clears its count, so the navigation shows none.
  await page.goto(listUrl);
  const rules = page.getByRole('list', { name: 'Rules' });
  await expect(rules.getByText(`Author: ${author}`)).toBeVisible(firstLoad);
  await expect(rules.getByText(`Breaches: companies ${company}`)).toBeVisible();
  const atomUrl = await page.getByRole('textbox', { name: 'Atom feed' }).inputValue();
  expect(atomUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/feeds\/.+\.atom$/);
  const watchlistsLink = nav(page).getByRole('link', { name: /^Watchlists/ });
  await expect(watchlistsLink.getByText(/^\d+$/)).toHaveCount(0);

  // A new article by the author arrives through the ingest CLI.
  const title = `Tidal barrier holds, reports ${author} ${Date.now()}`;
  ingestArticle(author, title);

  // The navigation's count rises (read again on each load of another page) to exactly the one article.
  await expect(async () => {
    await page.goto('/lookup');
    await expect(watchlistsLink.getByLabel(/unseen item/)).toHaveText('1', { timeout: 2_000 });
  })
    .toPass({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      // What the store holds, for the report: which watchlist counted what.
      await attachWatchlists(page.request, testInfo, 'watchlists-after-ingest.json');
      throw error;
    });

  // The watchlist lists it, new, and its feed serves it.
  await page.goto(listUrl);
  const items = page.getByRole('list', { name: 'Items' });
  const item = items.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible(firstLoad);
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  const feed = await page.request.get(atomUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(title);

  // Opening it was seeing it: the count is gone once the page has told the server.
  await expect(watchlistsLink.getByLabel(/unseen item/)).toHaveCount(0);

  // Clean up through the page: delete, with its confirmation.
  await page.getByRole('button', { name: 'Delete watchlist' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this watchlist?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/watchlists$/);
  await expect(page.getByRole('button', { name: new RegExp(listName) })).toHaveCount(0);
});

test('a company page opens from a Breaches company link, with its events and a Watch button', async ({
  page,
}) => {
  await page.goto('/breaches');
  const companyLink = eventsCard(page).getByRole('heading', { level: 3 }).getByRole('link').first();
  await expect(companyLink).toBeVisible(firstLoad);
  const name = (await companyLink.textContent())!;
  await companyLink.click();
  await expect(page).toHaveURL(/\/companies\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible(firstLoad);
  const events = page.getByRole('region', { name: 'Breach events over time' });
  await expect(events.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: `Watch ${name}` })).toBeVisible();

  // The evidence panel opens on an event.
  await events.getByRole('button', { name: 'Show evidence' }).first().click();
  await expect(events.getByRole('heading', { name: 'Evidence' })).toBeVisible();
});
