// The Breaches page against the real server: the seeded demo corpus holds ~40 breach events with dates
// relative to now, so every expectation is computed from the API's own answer, not written down.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support';

interface ApiEvent {
  id: string;
  company_name: string | null;
  extraction_date: string;
  event_date: string | null;
  data_breach: { data_type: string | null };
  articles?: { id: string; title: string | null; link: string | null }[];
}

const searchPath = '/proxy/full/api/events_search';

/** What the API answers for a body: the truth the page must show. */
async function eventsFor(request: APIRequestContext, body: object): Promise<ApiEvent[]> {
  const response = await request.post(searchPath, { data: { event_type: 'data_breach', ...body } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: ApiEvent[] }).events;
}

const isSearch = (request: Request) => request.url().endsWith(searchPath) && request.method() === 'POST';
const eventsCard = (page: Page) => page.getByRole('region', { name: 'Events', exact: true });
const timelineCard = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const eventCount = (page: Page) => eventsCard(page).getByText(/^\d+( of \d+)? events?$/);
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** The first answer of a page may take a while on a busy machine (cold store, chart code loading). */
const firstLoad = { timeout: 15_000 };

test('filter by data type and window: the request, the URL and the list agree', async ({ page, request }) => {
  const firstSent = page.waitForRequest(isSearch);
  await page.goto('/breaches');
  // The default window is the data's own: no date filter, every event the service holds.
  expect((await firstSent).postDataJSON()).toEqual({
    event_type: 'data_breach',
    attach_articles_data: false,
  });
  const all = await eventsFor(request, {});
  expect(all.length).toBeGreaterThan(10);
  await expect(eventCount(page)).toHaveText(`${all.length} events`, firstLoad);

  const filters = page.getByRole('form', { name: 'Event filters' });
  await filters.getByText('Health', { exact: true }).click();
  await filters.getByText('Financial', { exact: true }).click();
  await filters.getByText('90 days', { exact: true }).click();
  await expect(filters.getByText('Changes not applied yet')).toBeVisible();
  const sent = page.waitForRequest(isSearch);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  // A local profile's answer leaves the attached articles out: an opened event looks its articles up.
  expect(body).toEqual({
    event_type: 'data_breach',
    attach_articles_data: false,
    additional_filters: {
      extraction_date: { gte: 'now-90d' },
      'data_breach.data_type': ['health', 'financial'],
    },
  });
  expect((await sent).headers()['x-api-token']).toBeUndefined();

  await expect(page).toHaveURL(/from=90d/);
  expect(JSON.parse(searchParam(page, 'data_type') ?? '[]')).toEqual(['health', 'financial']);
  const expected = await eventsFor(request, { additional_filters: body['additional_filters'] as object });
  expect(expected.length).toBeGreaterThan(0);
  await expect(eventCount(page)).toHaveText(`${expected.length} event${expected.length === 1 ? '' : 's'}`);
  const badges = eventsCard(page)
    .getByRole('article')
    .locator('.mantine-Badge-root')
    .filter({ hasText: /^(health|financial|personal|technical|credentials)$/i });
  await expect(badges).toHaveCount(Math.min(expected.length, 20));
  for (const text of await badges.allTextContents())
    expect(['health', 'financial']).toContain(text.toLowerCase());
});

test('a window of free bounds is sent as written; one that cannot be sent is explained', async ({ page }) => {
  await page.goto('/breaches?data_type=health,financial');
  await expect(eventCount(page)).toBeVisible(firstLoad);
  const filters = page.getByRole('form', { name: 'Event filters' });

  // A relative start and an absolute end, sent as written.
  await filters.getByText('Custom', { exact: true }).click();
  await filters.getByRole('textbox', { name: 'From' }).fill('now-45d');
  await filters.getByRole('textbox', { name: 'To (included)' }).fill('2031-01-01');
  const custom = page.waitForRequest(isSearch);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  expect(((await custom).postDataJSON() as { additional_filters: object }).additional_filters).toMatchObject({
    extraction_date: { gte: 'now-45d', lte: '2031-01-01' },
  });
  await expect(page).toHaveURL(/from=now-45d/);
  await expect(page).toHaveURL(/to=2031-01-01/);

  // A window that cannot be sent is explained, and nothing is sent.
  let searches = 0;
  page.on('request', (sent) => {
    if (isSearch(sent)) searches += 1;
  });
  await filters.getByRole('textbox', { name: 'From' }).fill('last tuesday');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByText('Write the start as a day (YYYY-MM-DD) or as now-30d.')).toBeVisible();
  await expect(page).toHaveURL(/from=now-45d/);
  expect(searches).toBe(0);

  // The request as curl, token masked.
  const curl = page.getByRole('region', { name: 'Request' }).getByLabel('Request as curl');
  await expect(curl).toContainText('/api/events_search');
  await expect(curl).toContainText("-H 'x-api-token: ****'");
  await expect(curl).toContainText('"data_breach.data_type":["health","financial"]');
});

test('brushing the timeline narrows the list without a new request; Clear brings every event back', async ({
  page,
  request,
}) => {
  const all = await eventsFor(request, { additional_filters: { extraction_date: { gte: 'now-90d' } } });
  // Days, chosen: ninety days are drawn by week otherwise, and brushing by day narrows more finely.
  await page.goto('/breaches?from=90d&interval=day');
  await expect(eventCount(page)).toHaveText(`${all.length} events`, firstLoad);
  const timeline = timelineCard(page);
  await expect(
    timeline.getByRole('figure', { name: 'Breach events per day by extraction date' }),
  ).toBeVisible();
  let searches = 0;
  page.on('request', (sent) => {
    if (isSearch(sent)) searches += 1;
  });

  // Drag the start handle to the middle of the brush.
  const brushHandles = timeline.getByRole('slider');
  await expect(brushHandles).toHaveCount(2);
  await timeline.locator('.recharts-brush').scrollIntoViewIfNeeded();
  const start = (await brushHandles.first().boundingBox())!;
  const track = (await timeline.locator('.recharts-brush').boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width * 0.5, start.y + start.height / 2, { steps: 8 });
  await page.mouse.up();

  await expect(page).toHaveURL(/brush_from=\d{4}-\d{2}-\d{2}/);
  const from = searchParam(page, 'brush_from')!;
  const to = searchParam(page, 'brush_to')!;
  const inside = all.filter((event) => {
    const day = event.extraction_date.slice(0, 10);
    return day >= from && day <= to;
  });
  expect(inside.length).toBeGreaterThan(0);
  expect(inside.length).toBeLessThan(all.length);
  await expect(eventCount(page)).toHaveText(`${inside.length} of ${all.length} events`);
  await expect(eventsCard(page).getByText('Narrowed to')).toBeVisible();

  // The end handle moves by keyboard too.
  await brushHandles.last().focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => searchParam(page, 'brush_to')).not.toBe(to);
  expect(searchParam(page, 'brush_from')).toBe(from);

  await eventsCard(page).getByRole('button', { name: 'Clear brush' }).click();
  await expect(page).not.toHaveURL(/brush_/);
  await expect(eventCount(page)).toHaveText(`${all.length} events`);
  expect(searches, 'brushing must not refetch').toBe(0);

  // Back restores the brushed view from the URL.
  await page.goBack();
  await expect(page).toHaveURL(/brush_to=/);
  await expect(eventCount(page)).toHaveText(/ of \d+ events$/);
});

test('an event expands to its source articles, and one opens in the drawer', async ({ page, request }) => {
  await page.goto('/breaches');
  const [first] = (
    await eventsFor(request, {
      attach_articles_data: true,
    })
  ).sort((a, b) => b.extraction_date.localeCompare(a.extraction_date));
  expect(first?.articles?.length).toBeGreaterThan(0);
  const article = first!.articles![0]!;

  const item = eventsCard(page).getByRole('article').first();
  await expect(item.getByRole('heading', { name: first!.company_name! })).toBeVisible(firstLoad);
  const lookup = page.waitForRequest((sent) => sent.url().endsWith('/proxy/full/api/search_by_link'));
  await item.getByRole('button', { name: /^Show \d+ source articles?$/ }).click();
  await expect(page).toHaveURL(new RegExp(`event=${first!.id}`));
  expect((await lookup).postDataJSON()).toMatchObject({ ids: first!.articles!.map((each) => each.id) });

  const sources = item.getByRole('list', { name: /^Source articles of / });
  await expect(sources.getByRole('listitem')).toHaveCount(first!.articles!.length);
  // Outlets syndicate: two articles of one event can share a title, so the article is found by its link.
  const linkOfArticle = `a[href="${article.link!}"]`;
  const entry = sources.getByRole('listitem').filter({ has: page.locator(linkOfArticle) });
  await expect(entry.getByText(article.title!)).toBeVisible();
  const original = entry.locator(linkOfArticle);
  await expect(original).toHaveAccessibleName(/^Original article on /);
  await expect(original).toHaveAttribute('rel', 'noopener noreferrer');

  await entry.getByRole('button', { name: `Open article: ${article.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`article=${article.id}`));
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: article.title! })).toBeVisible();

  // The URL holds the view: a reload opens the same event and article.
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('heading', { name: article.title! })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/article=/);
  await expect(page).toHaveURL(new RegExp(`event=${first!.id}`));
});

test("a link to one event beyond the first page (a feed entry's) opens that event, on its page, in view", async ({
  page,
  request,
}) => {
  // The list's order: newest extraction first, 20 events a page.
  const listed = (await eventsFor(request, {})).sort((a, b) =>
    b.extraction_date.localeCompare(a.extraction_date),
  );
  expect(listed.length).toBeGreaterThan(20);
  const target = listed[listed.length - 1]!;
  // What a feed entry and a watchlist item link to: the event alone.
  await page.goto(`/breaches?event=${target.id}`);
  const opened = eventsCard(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Hide \d+ source articles?$/ }) });
  await expect(opened).toHaveCount(1, firstLoad);
  if (target.company_name) {
    await expect(opened.getByRole('heading', { level: 3 })).toHaveText(target.company_name);
  }
  await expect(opened).toBeInViewport();
});

test('new since your last visit: a count in the navigation, marked events, then nothing new', async ({
  page,
  request,
}) => {
  await page.goto('/lookup');
  const nav = page.getByRole('navigation', { name: 'Pages' });
  const breachesLink = nav.getByRole('link', { name: /^Breaches/ });
  await expect(breachesLink).not.toContainText('new');

  const since = new Date(Date.now() - 14 * 86_400_000);
  const sinceDay = since.toISOString().slice(0, 10);
  const newer = (
    await eventsFor(request, { additional_filters: { extraction_date: { gte: sinceDay } } })
  ).filter((event) => new Date(`${event.extraction_date.replace(' ', 'T')}Z`) > since);
  expect(newer.length).toBeGreaterThan(0);
  await page.evaluate(
    (visit) => localStorage.setItem('newsdeck.breaches.last-visit', JSON.stringify({ full: visit })),
    since.toISOString(),
  );
  await page.reload();
  await expect(breachesLink).toContainText(`${newer.length} new`, firstLoad);

  await breachesLink.click();
  await expect(page.getByRole('region', { name: 'New since your last visit' })).toContainText(
    `${newer.length} new since your last visit`,
  );
  // Newest extractions come first, so the new ones lead the first page.
  await expect(eventsCard(page).locator('article[data-new]')).toHaveCount(Math.min(newer.length, 20));
  await expect(breachesLink).not.toContainText('new');

  await page.getByRole('switch', { name: 'Only new events' }).check();
  await expect(page).toHaveURL(/only_new=true/);
  await expect(eventCount(page)).toHaveText(new RegExp(`^${newer.length} of \\d+ events$`));

  // The visit is recorded: back on another page, nothing is new any more.
  await nav.getByRole('link', { name: /^Lookup/ }).click();
  await expect(page).toHaveURL(/\/lookup/);
  await expect(breachesLink).not.toContainText('new');
});

test('the date field switch moves the window and the timeline to event_date, with its advice', async ({
  page,
}) => {
  await page.goto('/breaches?from=90d&brush_from=2020-01-01&brush_to=2020-01-31');
  const timeline = timelineCard(page);
  await expect(timeline.getByText(/Use it for new-breach alerts/)).toBeVisible(firstLoad);
  const sent = page.waitForRequest(isSearch);
  await timeline.getByText('Event date', { exact: true }).click();
  expect(((await sent).postDataJSON() as { additional_filters: object }).additional_filters).toEqual({
    event_date: { gte: 'now-90d' },
  });
  await expect(page).toHaveURL(/date_field=event_date/);
  await expect(page).not.toHaveURL(/brush_/);
  await expect(timeline.getByText(/Use it for disclosure patterns/)).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Event filters' }).getByText('Event date window'),
  ).toBeVisible();
});

test('the listed events export as CSV and JSON', async ({ page, request }) => {
  const all = await eventsFor(request, {});
  await page.goto('/breaches');
  await expect(eventCount(page)).toHaveText(`${all.length} events`, firstLoad);

  const csvDownload = page.waitForEvent('download');
  await eventsCard(page).getByRole('button', { name: 'Export events as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^newsdeck-breaches-.*\.csv$/);
  const csvBytes = await readFile((await csv.path())!);
  // A byte-order mark first, so spreadsheet apps read UTF-8.
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvLines = csvBytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(csvLines[0]).toBe(
    'id,company_name,event_date,extraction_date,disclosure_lag_days,data_type,impacted,data,title,summary,associated_article_ids,article_links',
  );
  expect(csvLines).toHaveLength(all.length + 1);

  const jsonDownload = page.waitForEvent('download');
  await eventsCard(page).getByRole('button', { name: 'Export events as JSON' }).click();
  const json = await jsonDownload;
  const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as ApiEvent[];
  expect(exported.map((event) => event.id).sort()).toEqual(all.map((event) => event.id).sort());
});
