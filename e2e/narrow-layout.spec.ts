// A phone-sized window (375 px): every control of the header stays in the window, and headings that hold
// what users typed or the news named (a watchlist's name, a company) wrap inside their card instead of
// running out of it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

test.use({ viewport: { width: 375, height: 800 } });

const firstLoad = { timeout: 15_000 };

/** The right edge of `locator`'s box, in CSS pixels from the left of the window. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box.x + box.width;
}

const windowWidth = (page: Page) => page.viewportSize()?.width ?? 0;

test('the header keeps the profile switcher and the colour scheme toggle inside a 375 px window', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: /Switch to (dark|light) mode/ });
  const profile = header.getByRole('combobox', { name: 'Profile' });
  await expect(profile).toBeVisible(firstLoad);
  expect(await rightEdge(toggle)).toBeLessThanOrEqual(windowWidth(page));
  expect(await rightEdge(profile)).toBeLessThanOrEqual(windowWidth(page));
  await expect(header.getByRole('link', { name: 'Newsdeck home' })).toBeVisible();

  // And the toggle works from there.
  const before = await page.locator('html').getAttribute('data-mantine-color-scheme');
  await toggle.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', before ?? '');
});

test('the closed navigation is out of the tab order; opened, its links are reached and lead on', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: /Switch to (dark|light) mode/ });
  await expect(toggle).toBeVisible(firstLoad);
  const focusInNavigation = () =>
    page.evaluate(() => document.activeElement?.closest('nav[aria-label="Pages"]') !== null);

  // Closed: from the last control of the header, Tab goes on into the page, never into the hidden links.
  await toggle.focus();
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab');
    expect(await focusInNavigation()).toBe(false);
  }

  // Opened from the keyboard: the links are next after the header's controls.
  await header.getByRole('button', { name: 'Open navigation' }).focus();
  await page.keyboard.press('Enter');
  await toggle.focus();
  await page.keyboard.press('Tab');
  expect(await focusInNavigation()).toBe(true);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: /^Lookup/ })
    .click();
  await expect(page).toHaveURL(/\/lookup$/);
  // Following a link closes it again.
  await expect(header.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Tab');
  expect(await focusInNavigation()).toBe(false);
});

test("a watchlist's name without spaces wraps inside its card", async ({ page, request }) => {
  const name = `Watch${'W'.repeat(80)}`;
  const created = await request.post('/ui/watchlists', {
    data: { name, rules: [{ kind: 'breach', words: ['ransomware'] }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    await page.goto(`/watchlists?list=${id}`);
    const heading = page.getByRole('heading', { level: 2, name });
    await expect(heading).toBeVisible(firstLoad);
    const card = page.getByRole('region', { name });
    expect(await rightEdge(heading)).toBeLessThanOrEqual(await rightEdge(card));
    expect(await rightEdge(card)).toBeLessThanOrEqual(windowWidth(page));
    // The column of the list, where the name is cut with an ellipsis, stays in the window too.
    for (const column of ['New watchlist', 'Your watchlists']) {
      const region = page.getByRole('region', { name: column });
      expect(await rightEdge(region), column).toBeLessThanOrEqual(windowWidth(page));
    }
  } finally {
    expect((await request.delete(`/ui/watchlists/${id}`)).status()).toBe(204);
  }
});

test("a company page's long name wraps inside the window", async ({ page, allowConsoleError }) => {
  // No event names this company: the page still shows the key as its heading, with the empty state.
  allowConsoleError(/404/);
  const key = `company-${'x'.repeat(120)}`;
  await page.goto(`/companies/${key}`);
  const heading = page.getByRole('heading', { level: 1, name: key });
  await expect(heading).toBeVisible(firstLoad);
  await expect(page.getByText('No breach event names this company')).toBeVisible(firstLoad);
  expect(await rightEdge(heading)).toBeLessThanOrEqual(windowWidth(page));
});
