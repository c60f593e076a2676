// The evidence of a breach event in real Chromium: asked for only when the event is opened, the stating
// words marked in each sentence (checked against the extension's own offsets), the article linked; a failed
// answer offers a retry; the public profile gets a note instead of a request.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support';
import { answerPublicEvents } from './public-events';

interface ApiEvent {
  id: string;
  company_name: string | null;
  extraction_date: string;
  articles?: { id: string; title: string | null; link: string | null }[];
}

interface Evidence {
  event_id: string;
  evidence: {
    field: string;
    value: string;
    article_id: string;
    sentence: string;
    matches: { start: number; end: number }[];
  }[];
}

const firstLoad = { timeout: 15_000 };
const evidencePath = '/proxy/full/api/ext/event_evidence';
const eventsCard = (page: Page) => page.getByRole('region', { name: 'Events', exact: true });

/** The event listed first by default (the newest extracted), with its articles. */
async function firstEvent(request: APIRequestContext): Promise<ApiEvent> {
  const response = await request.post('/proxy/full/api/events_search', {
    data: {
      event_type: 'data_breach',
      attach_articles_data: true,
    },
  });
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: ApiEvent[] };
  return events.sort((a, b) => b.extraction_date.localeCompare(a.extraction_date))[0]!;
}

test('an opened event shows its evidence with the stating words marked, asked for only then', async ({
  page,
  request,
}) => {
  const event = await firstEvent(request);
  const truth = (await (await request.get(`${evidencePath}?id=${event.id}`)).json()) as Evidence;
  expect(truth.evidence.length).toBeGreaterThan(0);

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/ext/event_evidence')) asked.push(sent.url());
  });
  await page.goto('/breaches');
  const item = eventsCard(page).getByRole('article').first();
  await expect(item.getByRole('heading', { name: event.company_name! })).toBeVisible(firstLoad);
  expect(asked).toEqual([]);

  const answered = page.waitForResponse((response) => response.url().includes(evidencePath));
  await item.getByRole('button', { name: /^Show \d+ source articles?$/ }).click();
  expect(new URL((await answered).url()).searchParams.get('id')).toBe(event.id);

  const section = item.getByRole('region', { name: 'Evidence' });
  const marks = section.locator('mark');
  const expectedMarks = truth.evidence.flatMap((each) =>
    each.matches.map((match) => each.sentence.slice(match.start, match.end)),
  );
  await expect(marks).toHaveCount(expectedMarks.length);
  expect(await marks.allTextContents()).toEqual(expectedMarks);
  // The company's own name is among the marked words, in a sentence of one of the event's articles.
  expect(expectedMarks).toContain(event.company_name);

  // Each sentence names its article, linked to the original.
  const first = truth.evidence[0]!;
  const article = event.articles!.find((each) => each.id === first.article_id)!;
  const link = section.getByRole('link', { name: article.title! }).first();
  await expect(link).toHaveAttribute('href', article.link!);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(section.getByRole('list', { name: 'Evidence: Company' })).toBeVisible();

  // The mark is readable: dark text on a light background, in the dark scheme as well.
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(
      (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
      scheme,
    );
    const [color, background] = await marks.first().evaluate((mark) => {
      const style = getComputedStyle(mark);
      return [style.color, style.backgroundColor];
    });
    expect(color, scheme).not.toBe(background);
    expect(background, scheme).not.toBe('rgba(0, 0, 0, 0)');
  }
});

test('a failed evidence answer says so in the panel, and Retry loads it', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 500/);
  // Failing until the retry: the query client's own retries of a 5xx fail too.
  let failing = true;
  await page.route(`**${evidencePath}?*`, async (route) => {
    if (failing)
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          status_code: 500,
          error_code: 'INTERNAL',
          message: 'The evidence store is unavailable',
        }),
      });
    else await route.continue();
  });
  await page.goto('/breaches');
  const item = eventsCard(page).getByRole('article').first();
  await item.getByRole('button', { name: /^Show \d+ source articles?$/ }).click(firstLoad);
  const section = item.getByRole('region', { name: 'Evidence' });
  await expect(section.getByText('The evidence could not be loaded')).toBeVisible(firstLoad);
  await expect(section.getByText('The evidence store is unavailable')).toBeVisible();
  failing = false;
  await section.getByRole('button', { name: /retry/i }).click();
  await expect(section.locator('mark').first()).toBeVisible();
});

test('on the public API profile the panel says evidence is local only, and asks for none', async ({
  page,
  allowConsoleError,
}) => {
  // Opening the event also looks its articles up on the public upstream, which is down in these tests.
  allowConsoleError(/status of 50\d/);
  await page.addInitScript(() => window.localStorage.setItem('newsdeck.profile', 'newscatcher'));
  await answerPublicEvents(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/ext/')) asked.push(sent.url());
  });
  await page.goto('/breaches');
  const item = eventsCard(page).getByRole('article').first();
  await expect(item.getByRole('heading', { name: 'Public Ledger' })).toBeVisible(firstLoad);
  await item.getByRole('button', { name: /^Show 1 source article$/ }).click();
  await expect(
    item
      .getByRole('region', { name: 'Evidence' })
      .getByText(/Evidence is available on the local service only/),
  ).toBeVisible();
  expect(asked).toEqual([]);
});
