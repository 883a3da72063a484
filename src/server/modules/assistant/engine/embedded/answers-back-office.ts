import { formatUsd } from "../../../../../shared/money.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import { Draft } from "./draft.ts";
import { joinAnd } from "./phrasing.ts";

/*
 * "can your ai do my bookkeeping", "can it keep track of feed schedules for each horse": back-office
 * work, which no agent does. Said plainly, with what the agents do do and the custom build that
 * could be made for it, never a "yes" to a job the site doesn't describe.
 */

/** The back-office job named: "bookkeeping", "inventory", "vet records". */
const BACK_OFFICE =
  /\b(?:bookkeeping|book ?keeping|accounting|payroll|tax(?:es| returns)|invoic(?:es|ing)|inventory|stock levels|timesheets?|expenses|(?:feed|feeding|staff|shift|cleaning|work) schedules?|(?:medical|vet|pet|patient|client|customer|horse|animal|health|vaccination|service) records|record[- ]keeping|spreadsheets?)\b/gi;

/** Asked of the product: "can your ai…", "could it…", "do you guys…", "will the agent…". */
const ASKED_OF_US =
  /\b(can|could|will|would|does|do)\b[^.?!]{0,20}\b(it|your ai|the ai|ur ai|the agent|your agent|the bot|you|u|you guys|this|that)\b[^.?!]{0,30}\b(do|does|keep|keeps|track|tracks|manage|manages|handle|handles|run|runs|file|files|prepare|prepares|update|updates|organi[sz]e|log|logs)\b/i;

/** Customer-facing after all: "answer questions about invoices", "take calls about inventory". */
const CUSTOMER_FACING =
  /\b(answer|answers|questions? about|calls? about|callers?|customers? ask|ask(?:s|ing)? about|tell (?:them|callers|customers))\b/i;

export function answerBackOffice(message: string, k: Knowledge): Draft | null {
  const jobs = [...new Set((message.match(BACK_OFFICE) ?? []).map((j) => j.toLowerCase()))];
  if (jobs.length === 0 || !ASKED_OF_US.test(message) || CUSTOMER_FACING.test(message)) return null;
  const verb = /\b(keep track of|keeps track of|track|tracks)\b/i.test(message)
    ? "keep track of"
    : /\bmanag\w*\b/i.test(message)
      ? "manage"
      : "do";
  const app = k.offers.buildPlans.find((p) => /app/i.test(p.id));
  const d = new Draft();
  d.say(
    `No, our agents don't ${verb} ${joinAnd(jobs)}: they talk with your customers, answering calls and chats, booking appointments, taking details and passing them to your team.`,
    ...(app
      ? [
          `If you want your own tool for it, our ${app.name} plan builds one around how your business works, from ${formatUsd(app.investmentUsd)}${app.monthlyUsd === undefined ? "" : ` plus ${formatUsd(app.monthlyUsd)} a month`}.`,
        ]
      : []),
    "Want me to tell you which agent would take the calls off your hands?",
  );
  d.cite(k.sources.agents);
  return d;
}
