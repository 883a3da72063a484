import type { ChatSource } from "../chat-logs/chat-logs.repository.ts";
import type { LeadsService } from "../leads/leads.service.ts";
import type { EngineRequest } from "./engine/engine.types.ts";
import type { Knowledge } from "./knowledge/knowledge.ts";
import {
  accepts,
  offeredTeam,
  ASK_EMAIL,
  ASK_NAME,
  asksToBeContacted,
  findLeadDetails,
  openingName,
  hasAny,
  merge,
  type LeadDetails,
} from "./lead-details.ts";
import type { Persona } from "./personas/persona.types.ts";

export interface LeadReply {
  text: string;
  sources: ChatSource[];
  suggestions: string[];
  /** The message also asked something: the engine answers it after this text. */
  alsoAnswer: boolean;
  /** What is left to answer: the message without the visitor's details. */
  question?: string;
  /** Said after the answer, in place of its closing offer: what we still need ("What's your name…?"). */
  after?: string;
}

/** The assistant's reply asked for the visitor's name (in any of its phrasings). */
const asksName = (reply: string) => reply.toLowerCase().includes(ASK_NAME.toLowerCase());

/** "what plan is that", "how long would it take": a question about what the message said before it. */
const POINTS_BACK =
  /^(?:(?:and|also|so|ok)\s+)?(?:what|which|how)\b[^?]*\b(that|this|it|those|them)\b|\bwhat would (?:you|u) (?:set up|do|recommend|suggest|build)\b|\bwhat do (?:you|u) (?:recommend|suggest)\b|\bwhich (?:one|agent)\b/i;

/** "what happens next", "what now": asked of what the message said, so answered with all of it. */
const VAGUE_NEXT =
  /^(?:(?:so|ok|okay|and|also)\s+)?(?:what happens (?:next|now|after that|from here)|what now|what'?s next|whats next|what are the next steps|next steps?|how do (?:we|i) (?:start|proceed|get started|go from here)|where do (?:we|i) go from here)\s*\??\s*$/i;

/** "how fast can you build it", "what happens after the 7 days": asked without a question mark. */
const HOW_SOON_OR_AFTER =
  /\b(?:how (?:fast|soon|quickly|long) (?:can|could|do|does|will|would|is)|what happens (?:after|when|if|at))\b/i;

/** A question left beside the details: "… - also does it speak spanish", "do you work with UK businesses". */
const QUESTION = new RegExp(
  String.raw`\?|(?:^|[.,;!]\s*|\s[-\u2013\u2014]\s*)(?:also\s+|and\s+|oh and\s+|btw\s+|plus\s+)?(how|hows|how's|what|whats|what's|which|when|where|why|who|do|does|can|could|is|are|will|would|tell me)\b|\b(?:whats|what's|what is|how much|how long|which one) (?:the|a|it|that|this|my|your)\b|${HOW_SOON_OR_AFTER.source}`,
  "i",
);
const SUMMARY_MAX = 1_000;
/** A message for the real person behind the twin: "tell her i'll be late", "let her know…". */
const RELAY =
  /\b(tell (her|him|them|maya)|let (her|him|them|maya) know|pass (it|this|that|on)|give (her|him) a message|message (for|to) (her|him))\b/i;

/** A time to call: "tomorrow afternoon", "after 3pm", "friday at 10". */
const WHEN =
  // ("tues or wed morning", "mon/tue afternoon": either day, both said back.)
  /\b(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:\s*(?:or|and|,|\/)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun))+(?:\s+(?:morning|afternoon|evening|night))?|(?:tomorrow|tmrw|tmr|today(?!\s+is\b|'s\b|\s+the\b)|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b(?=\s+(?:morning|afternoon|evening|night|at|after|before|around|\d))|(?:this|next)(?=\s+(?:morning|afternoon|evening|night|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)))(?:\s+(?:morning|afternoon|evening|night|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day))?(?:\s+(?:at|after|before|around)\s+\d{1,2}(?::\d\d)?\s?(?:am|pm)?)?|(?:after|before|around|at)\s+\d{1,2}(?::\d\d)?\s?(?:am|pm)?|\d{1,2}(?::\d\d)?\s?(?:am|pm)|(?:mornings?|afternoons?|evenings?))\b/i;

/** The message without the details in it, to see whether a question is left. */
function remainder(message: string, d: LeadDetails): string {
  let rest = message;
  for (const v of [d.email, d.phone]) if (v) rest = rest.replace(v, " ");
  return rest
    .replace(/\b(my name is|i'm|i am|im|this is|name:)\s+\S+/gi, " ")
    .replace(/(\s*,)+\s*$/, "")
    .trim();
}

function summary(req: EngineRequest, persona: Persona, details: LeadDetails): string {
  // What the visitor asked, without the turns that only gave their details.
  const turns = [...req.history, { role: "user" as const, content: req.message }];
  const asked = turns
    .filter((t, i) => {
      if (t.role !== "user") return false;
      const askedName = turns[i - 1]?.role === "assistant" && asksName(turns[i - 1]!.content);
      return !hasAny(findLeadDetails(t.content, askedName));
    })
    .map((t) => t.content)
    .slice(-3)
    .map((m) => `"${m.replace(/\s+/g, " ").slice(0, 160)}"`);
  const where = req.scope.kind === "investor" ? ` on the ${req.scope.slug} investor portal` : "";
  const parts = [`Chat with ${persona.name}${where}.`];
  if (asked.length) parts.push(`Asked: ${asked.join("; ")}.`);
  if (details.phone) parts.push(`Phone: ${details.phone}.`);
  // What came with the details ("call after 3pm", "we miss tons of phone orders at lunch") is kept too.
  const rest = remainder(req.message, findLeadDetails(req.message))
    .replace(/\b(hi|hello|hey|thanks|ok|okay|cool|sure|name|phone|cell|email|e-mail|my|is|at|im|i'm)\b[:,.]?/gi, " ")
    .replace(/[\s,;/.-]+/g, " ")
    .trim();
  if (rest.split(" ").length >= 3) parts.push(`Said: "${rest.slice(0, 200)}".`);
  return parts.join(" ").slice(0, SUMMARY_MAX);
}

/**
 * The lead side of a turn: when the visitor gives details or asks to be contacted, ask for what is
 * missing, and once a name and an e-mail are known store them as a lead (once per person and
 * persona) and confirm. Null when the turn has nothing to do with that.
 */
export async function replyToLeadDetails(
  req: EngineRequest,
  deps: { leads: LeadsService; knowledge: Knowledge },
  persona: Persona,
  conversationId?: string,
): Promise<LeadReply | null> {
  const { site } = deps.knowledge;
  const turns = req.history;
  const lastAssistant = [...turns].reverse().find((t) => t.role === "assistant")?.content ?? "";
  // The site's own e-mail and phone, quoted back ("is hello@... your e-mail?"), are not the visitor's.
  const notOurs = (d: LeadDetails): LeadDetails => ({
    ...d,
    email: d.email && d.email.toLowerCase() === site.email.toLowerCase() ? undefined : d.email,
    phone:
      d.phone && d.phone.replace(/\D/g, "").endsWith(site.phoneHref.replace(/\D/g, "").slice(-10))
        ? undefined
        : d.phone,
  });
  const current = notOurs(findLeadDetails(req.message, asksName(lastAssistant)));
  /** What the visitor told us in earlier turns (a name counts only right after we asked for it). */
  const knownBefore = (): LeadDetails => {
    let known: LeadDetails = {};
    turns.forEach((t, i) => {
      if (t.role !== "user") return;
      const askedName = turns[i - 1]?.role === "assistant" && asksName(turns[i - 1]!.content);
      known = merge(known, notOurs(findLeadDetails(t.content, askedName)));
    });
    return known;
  };
  // "tomorrow afternoon works", after we asked for their details: a time to call, noted, and the ask again.
  // ("parents call in the evening after we close": when their customers call, not when to call them.)
  const said = WHEN.exec(req.message);
  const when =
    said &&
    /\b(customers?|clients?|parents|people|ppl|callers?|they|patients|students|members|folks|families|calls? (?:come|coming) in|phones? ring\w*)\b[^.?!]{0,30}$/i.test(
      req.message.slice(0, said.index),
    )
      ? null
      : said;
  // "can someone call me tomorrow at 3pm" then "its Rob, 737-…": the time asked for a turn ago.
  const lastAsked = [...turns].reverse().find((t) => t.role === "user")?.content ?? "";
  // (A time in a message about a session they can't make is that session's, not when to call.)
  const aboutASession = /\b(can'?t|cannot|won'?t) make\b|\b(slot|session|class|appointment|reschedule|cancel)\b/i;
  const whenBefore =
    !when && hasAny(current) && asksName(lastAssistant) && !aboutASession.test(lastAsked) ? WHEN.exec(lastAsked) : null;
  // "whats your name btw, who founded this company" is a question, not a time to call.
  const asksSomething =
    /\?\s*$|^\s*(?:what|whats|what's|who|whos|who's|how|why|which|where|is|are|do|does|can)\b/i.test(req.message);
  if (
    when &&
    !asksSomething &&
    !hasAny(current) &&
    (asksName(lastAssistant) ||
      lastAssistant.includes(ASK_EMAIL) ||
      // "anytime after 4 works, not mondays" right after the details were passed on.
      /\bI've passed (your details|\+?[\d(])/.test(lastAssistant))
  ) {
    // "best time is after 4pm" once a number or an e-mail is in: the time goes with them.
    const known = knownBefore();
    // ("actually email is better, dont call before 10am": e-mail first, and no calls before then.)
    const noCall = /\b(?:don'?t|dont|do not|no|never|pls don'?t)\s+(?:call|ring|phone)\b/i.test(req.message);
    const emailFirst =
      known.email !== undefined &&
      /\be-?mail\s+(?:is|'s|works)\s+(?:better|best|easier|preferred)\b|\bprefer\s+e-?mail\b/i.test(req.message);
    const said = when[0].trim().toLowerCase();
    const time = `${emailFirst ? "e-mail first, and " : ""}${noCall ? `no calls ${said}` : said}`;
    return {
      text:
        known.phone || known.email
          ? `Got it, ${time}; I'll pass that on to ${persona.role === "twin" ? `the real ${persona.name}` : "our team"} with your details.${known.email ? "" : ` If you'd like the details in writing too, what's ${ASK_EMAIL}?`}`
          : `Got it, ${time}; I'll pass that on with your details. ${ASK_NAME}, and what's ${ASK_EMAIL}?`,
      sources: [{ title: `Contact ${site.companyName}`, url: "/#contact" }],
      suggestions: ["How much is the Inbound Voice Agent?", "How long does setup take?", "What services do you offer?"],
      alsoAnswer: false,
    };
  }
  // "What email do you have for me?": what they told us, said back.
  const asksOwn =
    /\b(what|which)\s+(e-?mail|email|number|phone|name)\s+(do you|did you|have you)\s+(have|get|got)\b/i.exec(
      req.message,
    );
  if (asksOwn) {
    const known = knownBefore();
    const kind = asksOwn[2]!.toLowerCase();
    const value = /mail/.test(kind) ? known.email : /name/.test(kind) ? known.name : known.phone;
    if (value)
      return {
        text: `I have ${value} for you${known.name && !/name/.test(kind) ? `, ${known.name}` : ""}. If that's not right, just type the correct one here.`,
        sources: [{ title: `Contact ${site.companyName}`, url: "/#contact" }],
        suggestions: [
          "How much is the Inbound Voice Agent?",
          "How long does setup take?",
          "What services do you offer?",
        ],
        alsoAnswer: false,
      };
  }
  // "yes" to "Want me to have the team book your discovery call?" is a request to be contacted.
  const intentNow = asksToBeContacted(req.message) || (accepts(req.message) && offeredTeam(lastAssistant));
  if (!hasAny(current) && !intentNow) return null;
  // "also does it text me after each call", once the details were passed on: a question about the
  // product ("text me" is what it does), answered, not a second thank-you.
  const passedOn = turns.some((t) => t.role === "assistant" && /\bI've passed your details\b/.test(t.content));
  if (
    passedOn &&
    !hasAny(current) &&
    /\b(does|can|will|would|is|could) (it|the agent|the ai|your agent|this|that)\b/i.test(req.message)
  )
    return null;

  let earlier: LeadDetails = {};
  let inFlow = false;
  turns.forEach((t, i) => {
    if (t.role === "assistant") {
      if (asksName(t.content) || t.content.includes(ASK_EMAIL)) inFlow = true;
      return;
    }
    const askedName = turns[i - 1]?.role === "assistant" && asksName(turns[i - 1]!.content);
    earlier = merge(earlier, notOurs(findLeadDetails(t.content, askedName)));
    if (!earlier.name && (current.email || current.phone)) {
      const name = openingName(t.content);
      if (name) earlier = merge(earlier, { name });
    }
    if (asksToBeContacted(t.content)) inFlow = true;
  });
  // "hi maya, its jess again, can i book another session?": the name she opened with, not asked again.
  const opened = intentNow && !current.name ? openingName(req.message) : undefined;
  const details = merge(earlier, opened ? { ...current, name: opened } : current);
  const rest = remainder(req.message, current);
  // "…do you do any discount? im dan, dan@…, can someone call me thursday": asked to be called,
  // and asked something else too, which is answered.
  // ("…call me about the phone agent before february, is that doable timing wise": the last clause
  // asks without a question mark, and its "that" is the sentence it ends.)
  const clauses = rest
    .split(/(?<=[.?!])\s+|,\s+(?=(?:can|could|do|does|is|are|what|how|will|would|any)\b)/i)
    .map((c) => c.trim());
  const lastClause = clauses[clauses.length - 1] ?? "";
  const unmarked =
    // ("also could we pause it in january when we're dead": a question of its own, unmarked.)
    /^(?:(?:also|and|plus|oh and|btw)\s+)?(is|are|can|could|will|would|does|do)\s+(that|this|it|we|i|you|u)\b/i.test(
      lastClause,
    ) && !asksToBeContacted(lastClause)
      ? (splitSentencesOf(rest).find((x) => x.includes(lastClause)) ?? lastClause)
      : undefined;
  const otherQuestion = intentNow
    ? (clauses.find((c) => QUESTION.test(c) && !asksToBeContacted(c) && /\?\s*$/.test(c)) ??
      unmarked ??
      // ("can someone call me tomorrow? mainly I want to know what the chat agent costs": asked all the same.)
      clauses.find(
        (c) =>
          !asksToBeContacted(c) &&
          /\b(?:want|wanted|need|needed|like|love) to know\b|\b(?:wondering|curious)\b/i.test(c) &&
          /\b(what|how|which|when|where|why|who|whether|if)\b/i.test(c),
      ))
    : undefined;
  // "biggest problem is ppl fill out our quote form and never book… im jess, jess@…": the need they
  // stated is answered beside the thanks, the way a salesperson would.
  const statesNeed =
    !intentNow &&
    persona.role === "sales" &&
    rest.split(/\s+/).length >= 8 &&
    /\b(problem|miss|misses|missing|never|nobody|no one|need|needs|want|looking for|keep up|swamped|slammed)\b/i.test(
      rest,
    );
  // "im keisha, keisha@…, i'm interested in the trial": what happens next for that product follows the thanks.
  const interest =
    !intentNow && persona.role === "sales" && !QUESTION.test(rest)
      ? /\b(?:interested in|want to (?:try|start|get|sign up for|book)|would like to (?:try|start|get)|keen on|sign (?:me |us )?up for|ready to (?:start|try|get))\s+((?:the|a|an|your|that)\s+[^.,;!?]{2,60})/i.exec(
          // (The message, not the remainder: "i'm interested" goes with "i'm Keisha" when names are taken out.)
          req.message,
        )?.[1]
      : undefined;
  const alsoAnswer =
    (QUESTION.test(rest) && (!intentNow || otherQuestion !== undefined)) ||
    statesNeed ||
    interest !== undefined ||
    (!intentNow && VAGUE_NEXT.test(lastClause));
  // The question on its own, from where it starts ("does it speak spanish"), for the engine.
  const asked =
    otherQuestion ??
    (interest ? `what are the next steps to start ${interest.trim()}` : undefined) ??
    /(?:^|[.,;!]\s*|\s[-\u2013\u2014]\s*)((?:also\s+|and\s+|oh and\s+|btw\s+|plus\s+)?(?:how|hows|how's|what|whats|what's|which|when|where|why|who|do|does|can|could|is|are|will|would|tell me)\b[^]*)$/i.exec(
      rest,
    )?.[1] ??
    // ("… 808-555-0162. out of what you mentioned whats the cheapest way to get started")
    /\b((?:whats|what's|what is|how much|how long|which one) (?:the|a|it|that|this|my|your)\b[^]*)$/i.exec(rest)?.[1] ??
    // ("for the ai twin trial how fast can you build it and what happens after": the sentence that asks.)
    splitSentencesOf(rest).find((x) => HOW_SOON_OR_AFTER.test(x));
  // "call me tomorrow morning": the time they asked for, said back.
  // ("cant make my session thursday, can you move it": Thursday is the session's, not a time to call.)
  const timing = aboutASession.test(req.message) ? null : (when ?? whenBefore);
  const at = timing ? `, ${spokenTime(timing[0])} as you asked` : "";
  // "email me the pricing for everything: …": the request itself, passed on.
  const sendWhat =
    /\b(?:e-?mail|send)\s+(?:me|us)\s+(?:the\s+|your\s+|a\s+)?(?:full\s+|whole\s+|complete\s+)?(pricing|prices|price list|quote|details|info|information|brochure|proposal|(?:pitch\s+)?deck|documents|docs|materials|financials|financial model|data room)\b/i.exec(
      req.message,
    )?.[1];
  // "send me the full deck" on a portal already open: the documents are here, and the request goes on.
  const docsHere =
    sendWhat &&
    /deck|documents|docs|materials|financial|data room/i.test(sendWhat) &&
    req.scope.kind === "investor" &&
    req.scope.unlocked;
  const sending = docsHere
    ? `; the ${sendWhat.toLowerCase()} ${/s$/i.test(sendWhat) ? "are" : "is"} already open to you in this portal, with View and Download PDF on each document, and I'll ask our team to send it to you as well`
    : sendWhat
      ? `, and I'll ask our team to send you the ${sendWhat.toLowerCase()}`
      : "";
  const sources: ChatSource[] = [{ title: `Contact ${site.companyName}`, url: "/#contact" }];
  const suggestions = [
    "How much is the Inbound Voice Agent?",
    "How long does setup take?",
    "What services do you offer?",
  ];
  // "wait are you actually maya or a bot? …": the twin says what it is before anything else.
  const identity =
    persona.role === "twin" &&
    new RegExp(
      `\\b(are|r)\\s+(you|u)\\s+(actually\\s+|really\\s+|even\\s+|the\\s+real\\s+)?(${persona.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|a bot|a robot|real|human|an ai|ai|a person|a real person)\\b`,
      "i",
    ).test(req.message)
      ? `I'm ${persona.name}'s AI twin, not ${persona.name} herself. `
      : "";
  const reply = (text: string, answer = alsoAnswer, after?: string): LeadReply => ({
    text: `${identity}${text}`,
    sources,
    suggestions,
    alsoAnswer: answer,
    // ("…i want a new one with the ai chat built in. what plan is that": "that" is the sentence before.)
    ...(answer && asked && !VAGUE_NEXT.test(asked) && !(POINTS_BACK.test(asked) && rest.length > asked.length)
      ? { question: asked.replace(/^(also|and|oh and|btw|plus)\s+/i, "") }
      : answer
        ? { question: rest }
        : {}),
    ...(answer && after ? { after } : {}),
  });

  const who = persona.role === "twin" ? `the real ${persona.name}` : "our team";
  const they = persona.role === "twin" ? `${persona.name} will` : "they'll";
  if (details.name && details.email) {
    const result = await deps.leads.captureFromChat({
      name: details.name,
      email: details.email,
      ...(details.phone ? { phone: details.phone } : {}),
      serviceType: persona.leadServiceType,
      ...(conversationId ? { conversationId } : {}),
      message: summary(req, persona, details),
    });
    // "tell maya ill call her thursday, im Tom, tom@…": the visitor calls; the message is passed on.
    const theyCall =
      persona.role === "twin" &&
      RELAY.test(req.message) &&
      /\b(i'?ll|i will|i'm going to|im going to|i can)\s+(call|text|ring|email|e-mail|message)\s+(her|you|maya)\b/i.exec(
        req.message,
      );
    // "can you tell her i need to move thursdays session, im sam, sam.p@…": the request is what goes on.
    const request =
      persona.role === "twin" &&
      result === "stored" &&
      !theyCall &&
      aboutASession.test(req.message) &&
      /\b(move|moving|reschedule|change|switch|swap|push|cancel)\b/i.test(req.message);
    if (request) {
      const day = /\b(mon|tues|wednes|thurs|fri|satur|sun)day'?s?\b/i.exec(req.message)?.[1];
      const what = day ? `to move ${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}day's session` : "";
      return reply(
        `Thanks, ${details.name}! I've passed your request${what ? ` ${what}` : ""} to ${who}, and she'll confirm the change with you at ${details.email}${details.phone ? ` or ${details.phone}` : ""}.`,
        false,
      );
    }
    if (theyCall && result === "stored")
      return reply(
        `Got it, ${details.name}: I'll let ${persona.name} know you'll ${theyCall[2]!.toLowerCase()} her${at.replace(/^,\s*/, " ").replace(/ as you asked$/, "")}, and she has ${details.email}${details.phone ? ` and ${details.phone}` : ""} if she needs you.`,
        false,
      );
    // "best to call tues afternoon" with no number given: the number to call is asked for.
    const numberWanted =
      !details.phone && /\b(call|ring|phone)\s+(me|us)?\b|\bto call\b/i.test(req.message)
        ? ` What's the best number to call you on?`
        : "";
    return reply(
      result === "stored"
        ? `Thanks, ${details.name}! I've passed your details to ${who}, and ${they} be in touch at ${details.email}${details.phone ? ` or ${details.phone}` : ""}${at}.${numberWanted}`
        : current.phone && !current.email
          ? `Thanks, ${details.name}! I've added ${current.phone} to your details, so our team can call you there too.`
          : `Thanks, ${details.name}! Our team already has your details and will be in touch at ${asksToBeContacted(req.message) && /\b(call|ring|phone)\b/i.test(req.message) && details.phone ? details.phone : details.email}${at}.`,
    );
  }
  if (details.phone && !details.email) {
    // A number is enough to call back: kept now, so nothing is lost if they say no more.
    const result = await deps.leads.captureFromChat({
      ...(details.name ? { name: details.name } : {}),
      phone: details.phone,
      serviceType: persona.leadServiceType,
      ...(conversationId ? { conversationId } : {}),
      message: summary(req, persona, details),
    });
    // "tell her ill be 10 min late tomorrow, its sam, 07700 900123": the message goes with the number.
    // ("its jess, 737 555 0123" after "can you tell her ill be 15 min late": the same message.)
    if (persona.role === "twin" && (RELAY.test(req.message) || RELAY.test(lastAsked)) && result === "stored")
      return reply(
        `Thanks${details.name ? `, ${details.name}` : ""}! I'll pass that on to the real ${persona.name}, and she can reach you at ${details.phone} if she needs to.`,
        false,
      );
    // "text me at …" is answered with a text, not a call.
    // ("oh and its Rosa" after "text me dont call": the way asked for a turn before still holds.)
    const messagesSoFar = [req.message, ...turns.filter((t) => t.role === "user").map((t) => t.content)];
    const how =
      /\b(text|txt|sms)\b/i.test(req.message) ||
      messagesSoFar.some((m) => /\b(text|txt|sms) me\b|\bdon'?t call\b|\bdont call\b|\btexts? only\b/i.test(m))
        ? "text"
        : "call";
    // "i need to move my thursday session to friday, its jess, 512-…": the request goes with the number.
    const sessionChange =
      persona.role === "twin" &&
      aboutASession.test(req.message) &&
      /\b(move|moving|reschedule|change|switch|swap|push|cancel)\b/i.test(req.message);
    const kept =
      result === "stored" && sessionChange
        ? `I've passed your request and ${details.phone} to ${who}, and she'll confirm the change with you there.`
        : result === "stored"
          ? `I've passed ${details.phone} to ${who}, and ${they} ${how} you there${at}.`
          : `${who === "our team" ? "Our team" : `The real ${persona.name}`} already has ${details.phone} and will ${how} you there.`;
    // ("can you pass a msg to maya, i need to move my thursday session… its Kelsey, 555…": the
    // question left is the request just passed on, so there is nothing more to answer.)
    const onlyTheRequest =
      sessionChange &&
      /\b(pass|msg|message|tell|let her know|move|moving|reschedule|change|switch|swap|push|cancel)\b/i.test(
        asked ?? rest,
      );
    // With a question left to answer, the answer follows instead of another request for details.
    if (alsoAnswer && !onlyTheRequest) return reply(`Thanks${details.name ? `, ${details.name}` : ""}! ${kept}`);
    return reply(
      details.name
        ? `Thanks, ${details.name}! ${kept} If you'd like the details in writing too, what's ${ASK_EMAIL}?`
        : `Thanks! ${kept} ${ASK_NAME}, so ${persona.role === "twin" ? persona.name : "they"} know${persona.role === "twin" ? "s" : ""} who to ask for?`,
      false,
    );
  }
  // "can u tell her i'll be 15 min late tmrw, it's Dana": a message for the real person, kept with a way back.
  if (persona.role === "twin" && !details.email && !details.phone && RELAY.test(req.message)) {
    return reply(
      `${details.name ? `Thanks, ${details.name}! ` : ""}I'll make sure the real ${persona.name} gets that. What's the best number or e-mail for ${persona.name} to reach you, in case she needs to reply?`,
      false,
    );
  }
  if (opened && !details.email && !details.phone)
    return reply(`Good to hear from you, ${opened}! I'd love to set that up: what's ${ASK_EMAIL}?`, false);
  if (details.name && (inFlow || intentNow)) {
    return reply(`Thanks, ${details.name}! What's ${ASK_EMAIL}?`, false);
  }
  if (details.email) {
    const knows = persona.role === "twin" ? `${persona.name} knows` : "our team knows";
    const andPhone = details.phone ? ` and ${details.phone}` : "";
    // "whats an ai twin and how long does it take? my email is dana@…": the questions are answered,
    // and the name asked for after them.
    const askName = `${ASK_NAME}, so ${knows} who to ask for?`;
    if (alsoAnswer) return reply(`Thanks, I have ${details.email}${andPhone}${sending}.`, true, askName);
    return reply(`Thanks, I have ${details.email}${andPhone}${sending}. ${askName}`, false);
  }
  if (details.name) {
    return alsoAnswer
      ? reply(`Nice to meet you, ${details.name}!`)
      : reply(
          `Nice to meet you, ${details.name}! How can I help? If you'd like our team to follow up, just share ${ASK_EMAIL}.`,
        );
  }
  if (persona.role === "twin")
    return reply(
      `I'd love to set that up. ${ASK_NAME}, and what's ${ASK_EMAIL}? You can also call ${persona.contactPhone ?? site.phone}.`,
      false,
    );
  // "What's your phone number? I'd rather talk to a human": the number first, then the offer.
  if (
    /\b(your|ur)\s+(phone|number|e-?mail|email)\b|\bwhat number\b|\b(?:what'?s|whats|what is|give me|need|get)\s+(?:the|a)\s+(?:phone\s+)?(number|phone|e-?mail|email)\b|\b(?:number|phone) (?:to|for) (?:call|reach|talk|speak)\b/i.test(
      req.message,
    )
  )
    return reply(
      `You can call our team at ${site.phone} or e-mail ${site.email}. If you'd rather they reach out, ${ASK_NAME.toLowerCase()}, and what's ${ASK_EMAIL}?`,
      false,
    );
  return reply(
    `I'd be glad to have our team reach out${when ? `, ${spokenTime(when[0])} as you asked` : ""}. ${ASK_NAME}, and what's ${ASK_EMAIL}? You can also call ${site.phone} or e-mail ${site.email}.`,
    false,
  );
}

/** Sentences of a message, split at ". ", "? " and "! ". */
function splitSentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** "Thursday afternoon" as said back mid-sentence: lower case, but the day keeps its capital. */
const DAY_NAMES: Record<string, string> = {
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
};

function spokenTime(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(tmrw|tmr)\b/g, "tomorrow")
    .replace(/\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/g, (d) => DAY_NAMES[d] ?? d)
    .replace(
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
      (d) => d.charAt(0).toUpperCase() + d.slice(1),
    );
}
