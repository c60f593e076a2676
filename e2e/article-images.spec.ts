// An article's images come from its own site: opening it in the drawer fetches nothing from there until the
// user asks, in real Chromium with the real server.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

async function openHostileArticle(page: Page) {
  await page.goto('/lookup');
  await page.getByRole('textbox', { name: 'Links or ids' }).fill('e2e-hostile-12');
  await page.getByRole('button', { name: 'Look up' }).click();
  await page
    .getByRole('region', { name: 'Articles' })
    .getByRole('button', { name: /^Hostile <script>/ })
    .click();
  return page.getByRole('dialog');
}

test('the drawer fetches no image from the article’s site until Load image is pressed', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'hostile.example') fetched.push(request.url());
  });
  const drawer = await openHostileArticle(page);
  await expect(drawer.getByTestId('article-content').getByText('Hostile content begins.')).toBeVisible();
  const load = drawer.getByRole('button', { name: 'Load image' });
  await expect(load).toBeVisible();
  await expect(drawer.locator('img[src]')).toHaveCount(0);
  expect(fetched).toEqual([]);

  await load.click();
  await expect(drawer.locator('[data-testid="article-content"] img[src]')).toHaveAttribute(
    'src',
    'https://hostile.example/x',
  );
  await expect.poll(() => fetched).toEqual(['https://hostile.example/x']);
});
