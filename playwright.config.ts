import { defineConfig, devices } from '@playwright/test';

// E2E: the built SPA served by the real server, driven in Debian's Chromium (no browser downloads).
// The server runs on a throwaway data dir: a small deterministic demo corpus (dates relative to now, so the
// default windows show data) plus e2e/fixtures/*.jsonl, whose ids and texts the tests know.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = '.tmp/e2e-data';
export const E2E_PUBLIC_TOKEN = 'e2e-public-token-never-in-the-browser';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: [
      `rm -rf ${dataDir}`,
      `tsx src/server/cli/seed.ts --data-dir ${dataDir} --articles 3000`,
      `tsx src/server/cli/ingest.ts --data-dir ${dataDir} e2e/fixtures/*.jsonl`,
      'tsx src/server/cli/serve.ts',
    ].join(' && '),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NEWSDECK_NO_SEED: '1',
      // A public profile whose token must never reach the browser; its upstream is a closed port.
      NEWSCATCHER_API_TOKEN: E2E_PUBLIC_TOKEN,
      NEWSCATCHER_BASE_URL: 'http://127.0.0.1:9',
      NEWSCATCHER_EVENTS_BASE_URL: 'http://127.0.0.1:9',
    },
  },
});
