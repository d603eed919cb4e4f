// One test command for the whole repository: domain and API unit tests, API integration tests
// against a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), web component tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases; give them room on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/console-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two at a time fits 2 cores.
          maxWorkers: 2,
        },
      },
      'apps/web/vitest.config.ts',
      // Browser journeys need a running store: scripts/test.ts starts one and sets E2E_BASE_URL.
      ...(process.env['E2E_BASE_URL']
        ? [
            {
              test: {
                name: 'e2e',
                include: ['apps/web/e2e/**/*.spec.ts'],
                environment: 'node',
                testTimeout: 60_000,
                hookTimeout: 60_000,
                // expect.poll gives up after 1 s by default: a list that refetches after a press
                // can take longer on a loaded 2-core machine. A locator waits 30 s.
                expect: { poll: { timeout: 10_000 } },
                maxWorkers: 2,
              },
            },
          ]
        : []),
    ],
  },
});
