// What every e2e spec shares: a `test` whose pages are guarded, and Playwright's `expect`.
//
// The guard (an auto fixture, on for every test): a console error, an uncaught page error or a dialog
// (a script of a hostile article that ran would open one) fails the test, except console errors the test
// announces with `allowConsoleError(pattern)`, e.g. Chromium's log of an expected 4xx answer. Requests to
// any host but the server's (thumbnails, logos on .example hosts) are answered with a tiny image: no network.
import { expect, test as base } from '@playwright/test';

export { expect };

export interface GuardFixtures {
  /** Lets console errors matching `pattern` through the guard, for the rest of the test. */
  allowConsoleError: (pattern: RegExp) => void;
}

const stubImage = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"></svg>';

export const test = base.extend<GuardFixtures>({
  allowConsoleError: [
    async ({ page, baseURL }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (!allowed.some((pattern) => pattern.test(message.text())))
          problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('dialog', (dialog) => {
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      const serverHost = new URL(baseURL ?? 'http://127.0.0.1').hostname;
      await page.route(
        (url) => url.hostname !== serverHost,
        (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: stubImage }),
      );
      await use((pattern) => allowed.push(pattern));
      expect(problems, 'console errors, page errors or dialogs').toEqual([]);
    },
    { auto: true },
  ],
});
