import { defineConfig } from 'vitest/config';

// Unit and API tests: pure logic next to its source (src/**/*.test.ts) and in-process API tests in test/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
