// The app shell: navigation, placeholders of unbuilt pages, not-found page, dark mode, profile switcher.
import { expect, test as base } from '@playwright/test';

// Every test fails on a console error, an uncaught page error or a dialog; nothing leaves the server.
const test = base.extend<{ pageGuard: void }>({
  pageGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('dialog', (dialog) => {
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.fulfill({ status: 204 }),
      );
      await use();
      expect(problems, 'console errors, page errors or dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

test('/ leads to the Lookup page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lookup' })).toBeVisible();
});

test('navigation reaches every page; unbuilt pages say so plainly', async ({ page }) => {
  await page.goto('/lookup');
  const nav = page.getByRole('navigation', { name: 'Pages' });
  for (const name of ['Authors', 'Sources', 'Breaches', 'Plans']) {
    await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('This page is not built yet')).toBeVisible();
    await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await nav.getByRole('link', { name: /^Lookup/ }).click();
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(page.getByRole('textbox', { name: 'Links or ids' })).toBeVisible();
  await expect(page.getByText('This page is not built yet')).toHaveCount(0);
});

test('an unknown address gets a not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Lookup' }).click();
  await expect(page).toHaveURL(/\/lookup$/);
});

test('dark mode can be switched on and off, and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/lookup');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page).toHaveURL(/\/lookup$/);
});

test("the profile switcher lists the server's profiles and every query uses the choice", async ({ page }) => {
  await page.goto('/lookup');
  const profile = page.getByRole('combobox', { name: 'Profile' });
  await expect(profile).toBeVisible();
  const values = await profile
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values).toEqual(expect.arrayContaining(['basic', 'nlp', 'full']));

  await profile.selectOption('basic');
  await expect(profile).toHaveValue('basic');
  const lookup = page.waitForRequest((request) => request.url().includes('/proxy/basic/api/search_by_link'));
  await page.getByRole('textbox', { name: 'Links or ids' }).fill('e2e-harbour-01');
  await page.getByRole('button', { name: 'Look up' }).click();
  await lookup;
  await expect(page).toHaveURL(/ids=/);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveValue('basic');
});
