import type { Knowledge } from "../../knowledge/knowledge.ts";
import { Draft } from "./draft.ts";
import { joinAnd } from "./phrasing.ts";
import { integrationsMeant } from "./answers-situation.ts";

/*
 * "can it book directly into our property management system", "does it sync with our practice
 * management software": a kind of system named, not a product. None is on the integrations list,
 * so it is said plainly, never a "yes" (and "property" is no real-estate agency here).
 */

const SYSTEM_KIND =
  /\b(?:our|my|the|a|their)\s+((?:property|hotel|practice|salon|spa|clinic|dental|patient|school|studio|gym|club|fleet|case|matter|church|donor|member|membership|reservation|reservations|booking|scheduling|dispatch|field service|point of sale|pos|inventory|vet|veterinary|funeral|restaurant|shop|dealer|dealership)\s+(?:management\s+)?(?:system|software|platform|program|app))\b/i;

const ASKS_INTO =
  /\b(book\w*|schedul\w*|put|puts|enter|enters|log|logs|write|writes|post|posts)\s+(?:\w+\s+){0,3}(?:directly |straight |right )?(?:in|into|to|on)\b|\b(integrat\w*|connect\w*|sync\w*|work(?:s)? with|talk(?:s)? to|plug\w*|hook\w*|compatible|pull\w*|read\w*|access\w*)\b/i;

export function answerSystemKind(message: string, k: Knowledge): Draft | null {
  const kind = SYSTEM_KIND.exec(message)?.[1];
  if (!kind || !ASKS_INTO.test(message) || integrationsMeant(message, k, false).length > 0) return null;
  // ("… we use cornerstone", "it's called Cloudbeds": the product is named, and said by its name elsewhere.)
  if (
    /\b(?:we|i)\s+(?:use|run|have|are on|'re on|re on)\s+(?!a\b|an\b|the\b|our\b|my\b)\w+|\b(?:called|named)\s+\w+/i.test(
      message,
    )
  )
    return null;
  const some = k.integrations.filter((t) => /calendar|hubspot|zapier/i.test(t));
  const d = new Draft();
  d.say(
    `A ${kind.toLowerCase()} isn't on our list of integrations, so I won't promise the agent works straight with yours.`,
    `We connect to tools like ${joinAnd(some.length ? some : k.integrations.slice(0, 3))}, and our team can check your system for you at ${k.site.email}; want me to pass them the question?`,
  );
  d.cite({ title: "Works with the tools you already use", url: "/#features" });
  return d;
}
