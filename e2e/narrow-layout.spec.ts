// A phone-sized window (375 px): every control of the header stays in the window.
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
