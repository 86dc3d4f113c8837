import { defineConfig, devices } from '@playwright/test';
import { ADMIN_STATE } from './e2e/support/admin-session.ts';

// End-to-end tests drive Debian's Chromium against the built app served by the real server,
// on a fresh embedded database with demo data (e2e/serve.sh).

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Logs in as the admin serve.sh makes; tests run with that session unless they clear it.
  globalSetup: './e2e/support/admin-session.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Signed-in writes must say they come from the site (src/server/auth/same-origin.ts). The
    // browser says so by itself; the API request contexts the tests use beside it do not.
    extraHTTPHeaders: { origin: `http://127.0.0.1:${PORT}` },
    storageState: ADMIN_STATE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `bash e2e/serve.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
