import type { InvestorAccessLog } from "./investor-access.service.ts";

/**
 * Says that a random INVESTOR_PASSWORD was made for this deployment. The password goes to the
 * terminal once, outside the JSON log (logs are kept and shipped; this must not be).
 */
export function announceInvestorPassword(
  password: string,
  log: InvestorAccessLog,
  out: NodeJS.WritableStream = process.stdout,
): void {
  out.write(
    [
      "",
      "  Investor portals: no INVESTOR_PASSWORD was set, so one was made for every portal",
      "  without its own password:",
      `    ${password}`,
      "  It is shown only now. Set INVESTOR_PASSWORD, or give a business its own with:",
      "    npm run investor -- password <slug>",
      "",
      "",
    ].join("\n"),
  );
  log.warn({}, "made a random investor portal password (printed once)");
}
