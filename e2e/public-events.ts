// The public API profile's events_search in e2e: the public upstream is down in these tests, so pages on that
// profile get this documented-shape answer, one event of a company no local store holds.
import type { Page } from '@playwright/test';

/** Answers the public profile's events_search with one event ("Public Ledger", one attached article). */
export async function answerPublicEvents(page: Page): Promise<void> {
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  await page.route('**/proxy/newscatcher/api/events_search', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Success',
        count: 1,
        events: [
          {
            id: 'public-event-1',
            event_type: 'data_breach',
            global_event_type: 'DataMonitoring',
            associated_article_ids: ['public-article-1'],
            extraction_date: now,
            event_date: null,
            company_name: 'Public Ledger',
            data_breach: {
              summary: 'Public Ledger disclosed a breach.',
              impacted: ['customers'],
              data: 'email addresses',
              data_type: 'personal',
              title: 'Public Ledger data breach',
            },
            articles: [
              {
                id: 'public-article-1',
                title: 'Public Ledger discloses breach',
                link: 'https://ledger.example/1',
                media: null,
              },
            ],
          },
        ],
      }),
    }),
  );
}
