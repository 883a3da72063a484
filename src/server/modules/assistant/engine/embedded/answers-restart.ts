import { formatUsd } from "../../../../../shared/money.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import { Draft } from "./draft.ts";

/*
 * "if i cancel in october and come back in may do i pay the setup again": a question the site does
 * not answer. What it does say (setup is one-time, billing is month to month) comes first, then
 * plainly that the return is the team's to price, never a guess either way.
 */

const COMES_BACK =
  /\b(come back|coming back|return|start (it )?(up )?again|restart|re-?start|re-?activate|turn (it )?back on|sign (back )?up again|resume|pick (it )?back up)\b/i;

const SETUP_AGAIN =
  /\b(setup|set up|set-up|setup fee|onboarding)\b[^.?!]{0,25}\b(again|twice|a second time|over)\b|\b(pay|charge|charged|owe)\b[^.?!]{0,20}\bagain\b/i;

export function answerSetupAgain(message: string, k: Knowledge): Draft | null {
  if (!COMES_BACK.test(message) || !SETUP_AGAIN.test(message) || !/\bcancel\w*|stop|pause|leave|quit\b/i.test(message))
    return null;
  const lowest = Math.min(...k.offers.agents.map((a) => a.setupUsd));
  const d = new Draft();
  d.say(
    `Setup is a one-time fee for building your agent (from ${formatUsd(lowest)}), and plans are billed month to month, so cancelling in a quiet season is allowed.`,
    "The site doesn't say whether coming back later means paying setup again, so I won't guess: our team can tell you before you cancel, and whether a seasonal arrangement works for you.",
    `Want me to have them reach out? They're also at ${k.site.email} or ${k.site.phone}.`,
  );
  d.cite(k.sources.terms);
  return d;
}
