// Secrets and headers as the browser sees them: the proxy's tokens never reach the page, and every page
// carries the security headers.
import { E2E_PUBLIC_TOKEN } from '../playwright.config';
import { expect, test } from './support';

// The demo keys the local profiles use are tokens too.
const SECRETS = [E2E_PUBLIC_TOKEN, 'demo-basic', 'demo-nlp', 'demo-full'];

test('no token is in the served JavaScript, HTML or CSS', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const assets = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(match[1]!);
  // Lazy chunks are named inside the entry: follow every /assets/ reference transitively.
  const queue = [...assets];
  const texts: string[] = [html];
  while (queue.length > 0) {
    const asset = queue.shift()!;
    const text = await (await request.get(asset)).text();
    texts.push(text);
    for (const match of text.matchAll(
      /["'`(/](?:\.\/)?([\w-]+\.[\w]{8}\.(?:js|css))|assets\/([\w.-]+\.(?:js|css))/g,
    )) {
      const name = `/assets/${match[1] ?? match[2]}`;
      if (!assets.has(name)) {
        assets.add(name);
        queue.push(name);
      }
    }
  }
  expect(assets.size).toBeGreaterThan(3);
  for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
  void page;
});

test('no response to the browser carries a token, on any page and profile', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 50[24]/);
  const leaks: string[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    let body: string;
    try {
      body = await response.text();
    } catch {
      return; // redirects and aborted loads have no body
    }
    for (const secret of SECRETS)
      if (headers.includes(secret) || body.includes(secret)) leaks.push(`${secret} in ${response.url()}`);
  });
  for (const profile of ['full', 'newscatcher']) {
    await page.goto('/lookup');
    await page.evaluate((id) => localStorage.setItem('newsdeck.profile', id), profile);
    for (const path of [
      '/lookup?ids=e2e-harbour-01',
      '/authors',
      '/sources?countries=US',
      '/breaches',
      '/plans',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  }
  expect(leaks).toEqual([]);
});

test('every page carries the security headers', async ({ request }) => {
  for (const path of ['/', '/lookup', '/no/such/page', '/ui/profiles', '/healthz']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).not.toContain("'unsafe-inline' 'self'; script");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
});
