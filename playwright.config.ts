import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/helpers/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3211);
// Set once in the runner and inherited by its workers, so a test can reach the server's database
// (tests/e2e/admin-totp.spec.ts enrols a second factor with `npm run admin` on it).
const DB = (process.env.E2E_DATABASE ??= `tests/.tmp/e2e-${process.pid}.db`);

/** Browser tests run against the production build on a fresh SQLite file, in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `mkdir -p tests/.tmp && rm -f ${DB}* && node dist/server/index.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY=1 lets each test speak from its own X-Forwarded-For address (tests/e2e/fixtures.ts).
    // The staff console's specs log in as this first admin (tests/e2e/admin-helpers.ts).
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: DB,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      ADMIN_USERNAME: "staff",
      ADMIN_PASSWORD: "e2e-staff-password-0123",
      // The site gate and invitation codes (tests/e2e/site-gate-helpers.ts).
      SITE_PASSWORD: "e2e-site-password-0123",
      INVITE_CODES: "E2E-INVITE-ONE,E2E-INVITE-TWO",
      // The investor portals' shared password (tests/e2e/investor-portal.spec.ts).
      INVESTOR_PASSWORD: "e2e-investor-password-0123",
    },
  },
});
