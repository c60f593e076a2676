// The API reference page against the real server: the local service's OpenAPI document, rendered by the
// lazily loaded viewer, lists every operation; it reads the same under any profile, the public one too.
import { expect, test } from './support';

const operations = [
  ['GET', '/api/search_by_link'],
  ['POST', '/api/search_by_link'],
  ['GET', '/api/authors'],
  ['POST', '/api/authors'],
  ['GET', '/api/sources'],
  ['POST', '/api/sources'],
  ['GET', '/api/subscription'],
  ['POST', '/api/subscription'],
  ['GET', '/api/events_info/get_event_fields'],
  ['POST', '/api/events_search'],
  ['GET', '/api/ext/author_suggest'],
  ['GET', '/api/ext/source_authors'],
  ['GET', '/api/ext/overview'],
  ['GET', '/api/ext/event_evidence'],
  ['GET', '/api/ext/company'],
] as const;

test('the navigation leads to the API reference, which lists every operation of the local service', async ({
  page,
}) => {
  await page.goto('/lookup');
  const nav = page.getByRole('navigation', { name: 'Pages' });
  const documentRequest = page.waitForRequest((request) => request.url().endsWith('/api/openapi.json'));
  await nav.getByRole('link', { name: /^API reference/ }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  await documentRequest;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'API reference', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^API reference/ })).toHaveAttribute('aria-current', 'page');

  // The viewer is a large chunk of its own: on a busy machine it takes a while to arrive.
  await expect(main.getByRole('heading', { name: /Newsdeck local service/ })).toBeVisible({
    timeout: 20_000,
  });
  for (const [method, path] of operations) {
    const escaped = path.replace(/[/.]/g, '\\$&');
    await expect(main.getByRole('button', { name: new RegExp(`^${method} ${escaped} `) })).toBeVisible();
  }
  // The extensions have a section of their own.
  await expect(main.getByRole('heading', { name: /Local extensions/ })).toBeVisible();
});

test('an operation opens to its parameters and answers', async ({ page }) => {
  await page.goto('/api-reference');
  const main = page.getByRole('main');
  const summary = main.getByRole('button', { name: 'GET /api/authors Articles by author' });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  // The operation's block: the one holding that summary button (queried inside each block).
  const authors = main.locator('.opblock-get', {
    has: page.getByRole('button', { name: 'GET /api/authors Articles by author' }),
  });
  await expect(authors.getByRole('row', { name: /^author_name \*\s*required/ })).toBeVisible();
  await expect(authors.getByRole('textbox', { name: 'page_size' })).toBeVisible();
  await expect(authors.getByText(/\(MISSING_API_KEY, INVALID_API_KEY\)/)).toBeVisible();
});

test('the page reads the same under the public profile, whose upstream has no such document', async ({
  page,
}) => {
  await page.goto('/api-reference');
  await page.getByRole('combobox', { name: 'Profile' }).selectOption('newscatcher');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveValue('newscatcher');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /^POST \/api\/events_search/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByRole('button', { name: /^GET \/api\/ext\/source_authors/ })).toBeVisible();
});
