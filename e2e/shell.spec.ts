// The app shell: navigation to every page, not-found page, dark mode, profile switcher.
import type { Locator } from '@playwright/test';
import { expect, test } from './support';

test('/ is the Overview page, and the logo leads there', async ({ page }) => {
  await page.goto('/lookup');
  await page.getByRole('link', { name: 'Newsdeck home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

// Every page of the navigation, with something only that page has in its main landmark (besides its heading).
const pages: { name: string; path: string; landmark: (main: Locator) => Locator }[] = [
  {
    name: 'Overview',
    path: '/',
    landmark: (main) => main.getByRole('region', { name: 'Most active authors' }),
  },
  {
    name: 'Authors',
    path: '/authors',
    landmark: (main) => main.getByRole('combobox', { name: 'Author', exact: true }),
  },
  {
    name: 'Sources',
    path: '/sources',
    landmark: (main) => main.getByRole('button', { name: 'Show sources' }),
  },
  { name: 'Breaches', path: '/breaches', landmark: (main) => main.getByRole('region', { name: 'Timeline' }) },
  {
    name: 'Plans',
    path: '/plans',
    landmark: (main) => main.getByRole('region', { name: 'Plans side by side' }),
  },
  {
    name: 'Lookup',
    path: '/lookup',
    landmark: (main) => main.getByRole('textbox', { name: 'Links or ids' }),
  },
];

test('navigation reaches every page, each built: its heading and its own content, no placeholder', async ({
  page,
  allowConsoleError,
}) => {
  // The Plans page asks every profile for its plan; the e2e public profile's upstream is down (a 502).
  allowConsoleError(/status of 502/);
  await page.goto('/lookup');
  const nav = page.getByRole('navigation', { name: 'Pages' });
  const main = page.getByRole('main');
  for (const { name, path, landmark } of pages) {
    const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
    await expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(landmark(main)).toBeVisible();
    await expect(page.getByText(/not built yet/i)).toHaveCount(0);
    await expect(link).toHaveAttribute('aria-current', 'page');
    // Only the page's own entry is marked current.
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('an unknown address gets a not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Overview' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a page whose code is gone (the server rebuilt since the page loaded) offers a reload, which mends it', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource|dynamically imported module|module script/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The Plans page's chunk as an older build named it: the server no longer has it.
  await page.route(/\/assets\/plans-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: /^Plans/ })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Part of the dashboard could not be loaded');
  await page.unroute(/\/assets\/plans-[^/]*\.js$/);
  await alert.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
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
