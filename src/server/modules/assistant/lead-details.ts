/*
 * What a visitor tells the assistant about themselves, read from their own messages: name, e-mail,
 * phone, and whether they asked to be contacted. Pure functions; the service decides what to store.
 */

import { englishWords } from "./engine/embedded/english-words.ts";

export interface LeadDetails {
  name?: string;
  email?: string;
  phone?: string;
}

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/;
/** A phone number as people write it: +1 (512) 555-0199, 512.555.0199, +44 20 7946 0958. */
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?\(?\d{2,4}\)?(?:[\s.-]?\d{2,4}){2,4}/;
const NAME_WORD = "[A-Z][a-zA-Z'\u00C0-\u024F-]{0,30}";
/** A word of a name as typed (people write "my name is dana smith"); cleanName stops at "and", "my"... */
const FIRST_WORD = "[A-Za-z\u00C0-\u024F][a-zA-Z'\u00C0-\u024F-]{0,30}";
const FULL_NAME = `(${FIRST_WORD}(?:[ \\t]+${FIRST_WORD}){0,2})`;
const NAME_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:[Mm]y|MY) (?:[Nn]ame|NAME)(?:'s|\u2019s| is| IS)\\s+${FULL_NAME}`),
  new RegExp(`(?:^|[.,;!?]\\s*)(?:[Nn]ame|NAME)(?:'s|\u2019s| is)\\s+${FULL_NAME}`),
  // "im Carla": without the apostrophe only a capitalised name counts ("im interested" is none).
  new RegExp(`\\b[Ii]m\\s+(${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,2})\\b`),
  new RegExp(
    `\\b(?:[Ii]'m|[Ii]\u2019m|[Ii] am|[Tt]his is|[Ii]t's|[Ii]ts)\\s+(${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,2})\\b`,
  ),
  new RegExp(`\\b[Nn]ame\\s*[:=-]\\s*${FULL_NAME}`),
  new RegExp(`\\b(?:call me|you can call me)\\s+(${NAME_WORD})\\b`),
  // "ask for dan": the name the team should ask for.
  new RegExp(`\\bask for\\s+(${FIRST_WORD})\\b`),
];
/** Words that follow "I'm" without being a name ("I'm Interested"). */
const NOT_NAMES = new Set(
  (
    "interested looking here new ready curious trying wondering thinking just not also still sure happy glad " +
    "calling writing from with in a an the the owner with at on asking planning going considering good fine ok okay " +
    "a an available busy hoping building running starting and my email e-mail phone number please me " +
    "is you your can reach here there thanks thank hi hello hey yes no " +
    "oh ah um uh well so btw actually sorry also plus cool " +
    "tomorrow today tonight morning afternoon evening monday tuesday wednesday thursday friday saturday sunday works work fine great perfect anytime after before " +
    "next this week weekend best whenever later soon asap " +
    "sold convinced excited keen down game totally pretty really very super definitely open leaning done set " +
    "all in into on board onboard want wants wanna need needs would like love gonna ai bot robot human real"
  ).split(" "),
);

/** "im tony", "i'm carla from tacos el rey": any case, only beside contact details. */
const INTRODUCED = new RegExp(
  `\\b(?:[Ii]m|[Ii]'m|[Ii]\u2019m|[Ii] am|[Tt]his is|[Ii]t's|[Ii]ts)\\s+(${FIRST_WORD}(?:[ \\t]+${FIRST_WORD}){0,1})\\b`,
);

const CONTACT_ME = [
  /\b(contact|call|email|e-mail|reach|text|phone|ring)\s+(me|us)\b/i,
  /\b(book|schedule|set up|arrange)\s+(me\s+)?(in\s+)?(a|an|the|my|another|one more|my next|a new|a second)?\s*(free\s+)?(call|meeting|demo|consult|consultation|appointment|strategy call|chat|session)\b/i,
  /\b(talk|speak|chat)\s+(to|with)\s+(a|an|the|your)?\s*(person|human|someone|somebody|sales|representative|rep|team|founder|expert)\b/i,
  /\b(get|be)\s+in\s+touch\s+with\s+me\b/i,
  /\bsign\s+me\s+up\b/i,
  /\bpass\s+(a|this|my|on\s+a)?\s*message\b/i,
  /\bi(?:'m| am)\s+interested\b(?!\s+in\b)/i,
  /\bi\s+want\s+to\s+(start|buy|sign up|get started|order|move forward|go ahead)\b/i,
  /\b(have|get)\s+(someone|somebody|your team|a person)\s+(to\s+)?(call|contact|email|reach)\b/i,
  // "Can someone reach out Thursday afternoon?"
  /\b(can|could|would|will)\s+(someone|somebody|your team|a person|one of you|u|you)\s+(please\s+)?(reach out|get in touch|give me a call|call me|follow up)\b/i,
];

function cleanName(raw: string): string | undefined {
  const words = raw.trim().split(/\s+/);
  const kept: string[] = [];
  for (const w of words) {
    if (NOT_NAMES.has(w.toLowerCase())) break;
    kept.push(w);
  }
  if (kept.length === 0) return undefined;
  // "o'connor" is O'Connor.
  return kept
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).replace(/^'([a-z])/, (_, c: string) => `'${c.toUpperCase()}`))
    .join(" ");
}

/** "tom at tomsroofing dot com", "jen dot tutoring at gmail dot com", "tom (at) roofing [dot] co": an address spelt out. */
const AT = String.raw`(?:\bat\b|\(at\)|\[at\])`;
const DOT = String.raw`(?:\bdot\b|\(dot\)|\[dot\])`;
const TLD = "com|net|org|co|io|us|biz|info|ai|me|edu|app|dev|uk|ca|gov|tv|xyz";
const SPELT_EMAIL = new RegExp(
  String.raw`\b([a-z0-9][a-z0-9_%+-]{0,63}(?:\s*${DOT}\s*[a-z0-9_%+-]{1,63})*)\s*${AT}\s*([a-z0-9][a-z0-9-]{0,62}(?:\s*${DOT}\s*[a-z0-9-]{1,63})*)\s*${DOT}\s*(${TLD})\b`,
  "i",
);
/** Mail providers whose addresses are said without their ".com" ("raj.patel at gmail"). */
const MAIL_PROVIDERS = "gmail|outlook|hotmail|yahoo|icloud|aol|protonmail";
/** With the names that are ordinary words ("at live events"), safe only after an "@" or before "dot com". */
const TYPED_PROVIDERS = `${MAIL_PROVIDERS}|proton|live|msn`;
/** "gmail" in "deb dot grooms at gmail dot com": a domain that is an address wherever it is said. */
const PROVIDER_DOMAIN = new RegExp(`^(?:${TYPED_PROVIDERS}|me)$`, "i");
/** "luis.hvac@outlook": a mail provider's address typed without its ".com". */
const NO_TLD = new RegExp(String.raw`\b([A-Za-z0-9._%+-]{1,64})@(${TYPED_PROVIDERS})\b(?!\.)`, "i");
/** "raj.patel at gmail", "jen dot m at outlook": an address at a mail provider, said without ".com". */
const SPOKEN_NO_TLD = new RegExp(
  String.raw`\b([a-z0-9][a-z0-9._%+-]{0,63}(?:\s*${DOT}\s*[a-z0-9_%+-]{1,63})*)\s*${AT}\s*(${MAIL_PROVIDERS})\b(?!\s*(?:${DOT}|\.))`,
  "i",
);
/** "deb dot grooms" → "deb.grooms": a spelt part of an address, written. */
const undot = (x: string) => x.replace(new RegExp(String.raw`\s*${DOT}\s*`, "gi"), ".").replace(/\s+/g, "");
/** "four one five five five five two three two three": a number said digit by digit. */
const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
function digitsSpoken(message: string): string {
  // "512 five five five 0199": digits and digit words mixed count too, when they make a whole number.
  return message.replace(
    /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d{1,4})[\s,-]+){2,14}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d{1,4})\b/gi,
    (run) => {
      const parts = run.split(/[\s,-]+/);
      if (!parts.some((w) => DIGIT_WORDS[w.toLowerCase()])) return run;
      const digits = parts.map((w) => (/^\d+$/.test(w) ? w : (DIGIT_WORDS[w.toLowerCase()] ?? ""))).join("");
      if (parts.some((w) => /^\d+$/.test(w)) && digits.length !== 10 && digits.length !== 11) return run;
      if (digits.length < 7) return run;
      // Said back the way it is written: 415-555-2323.
      return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
    },
  );
}

/** Name, e-mail and phone found in one message. */
/**
 * "hey it's priya, I can't make thursday": a name the visitor opened with, read from an earlier
 * turn once they give a number or an e-mail (never on its own: "it's fine" names nobody).
 */
export function openingName(message: string): string | undefined {
  const m =
    // "hi maya, its jess again, …": a greeting may name who is greeted; "again" or "here" may follow the name.
    /^\s*(?:(?:hi|hey|hello|yo)(?:\s+[a-z]+)?[,!.\s]+)?(?:i'?m|i\u2019m|i am|this is|it'?s|it\u2019s|my name'?s|my name is)\s+([a-z\u00C0-\u024F'-]{2,20}(?:\s+(?!(?:again|here|back|too|there|now|from|with|and)\b)[a-z\u00C0-\u024F'-]{2,20})?)\b\s*(?:(?:again|here)\b\s*)?(?:[,.!;:-]|$)/i.exec(
      message,
    );
  // "…move thursday's session to friday, its jenna": a name signed at the end.
  const signed = m
    ? null
    : /[,.!;-]\s*(?:it'?s|it\u2019s|this is|i'?m|i am)\s+([a-z\u00C0-\u024F'-]{2,20})\s*[.!]?\s*$/i.exec(message);
  // "print shop owner, Dave. I want…": a capitalised name after the visitor's role.
  const afterRole =
    m || signed
      ? null
      : /\b(?:owner|manager|founder|ceo|director|here)\s*,\s*([A-Z][a-z'-]{1,19})\s*[.!,]/.exec(message);
  const word = m?.[1] ?? signed?.[1] ?? afterRole?.[1];
  // ("hey, im priya nair, …": a surname may follow; every word must be name-shaped.)
  if (!word || word.split(/\s+/).some((w) => NOT_NAMES.has(w.toLowerCase()) || NEVER_NAMES.test(w))) return undefined;
  return cleanName(word);
}

export function findLeadDetails(message: string, askedForName = false): LeadDetails {
  const out: LeadDetails = {};
  message = digitsSpoken(message);
  const bare = EMAIL.test(message) ? null : NO_TLD.exec(message);
  if (bare) message = message.replace(bare[0], `${bare[1]}@${bare[2]}.com`);
  // "raj.patel at gmail": a mail provider said without its ".com".
  const saidAt = EMAIL.test(message) ? null : SPOKEN_NO_TLD.exec(message);
  if (
    saidAt &&
    !/^(?:i|im|me|we|us|you|it|work|works|worked|job|jobs|meet|be|is|was|are|here|there|email|mail)$/i.test(saidAt[1]!)
  )
    message = message.replace(saidAt[0], `${undot(saidAt[1]!)}@${saidAt[2]!.toLowerCase()}.com`);
  const spelt = EMAIL.test(message) ? null : SPELT_EMAIL.exec(message);
  // Only beside a word for e-mail or contact, in brackets, or as (nearly) the whole message: "let's
  // meet at noon dot com" is nobody's address.
  const alone = spelt ? message.replace(spelt[0], " ").trim().split(/\s+/).filter(Boolean).length <= 2 : false;
  if (
    spelt &&
    !/^(meet|see|be|back|home|arrive|me|us|you|here|there|call|text|open|close|start|done|leave|out|look|it|that)$/i.test(
      spelt[1]!,
    ) &&
    (/\b(e-?mails?|mail|address|reach|contact|write|sign|book|signed|count me in)\b/i.test(message) ||
      /[([]at[)\]]/i.test(spelt[0]) ||
      // ("five one two - 555 - 0199 or dana at brightframe dot com": beside a phone number, an address.)
      /\b\d{3}\D{1,3}\d{3}\D{1,3}\d{4}\b/.test(message) ||
      // ("deb dot grooms at gmail dot com": a mail provider's domain is an address wherever it is said.)
      PROVIDER_DOMAIN.test(spelt[2]!.trim()) ||
      (alone && /^(com|net|org|co|io|us|biz|info|ai|me|edu|app|dev|uk|ca)$/i.test(spelt[4] ?? spelt[3]!)))
  ) {
    const email = `${undot(spelt[1]!)}@${undot(spelt[2]!)}.${spelt[3]}`.toLowerCase();
    return { ...findLeadDetails(message.replace(spelt[0], email), askedForName), email };
  }
  // "Dr. Priya Nair": the title's dot does not end the name.
  message = message.replace(/\b(Dr|Mr|Mrs|Ms|Prof)\.\s*/g, "$1 ");
  const email = EMAIL.exec(message)?.[0];
  if (email) out.email = email;
  const withoutEmail = email ? message.replace(email, " ") : message;
  const phone = PHONE.exec(withoutEmail)?.[0]?.trim();
  if (phone && phone.replace(/\D/g, "").length >= 10) out.phone = phone;
  // "im sarah 555-0134": a local seven-digit number counts beside an introduction or a call request.
  const local = /(?<![\d-])\d{3}[-.\s]\d{4}(?![\d-])/.exec(withoutEmail)?.[0];
  if (
    !out.phone &&
    local &&
    /\b(i'?m|i am|this is|name|call|phone|number|cell|text|reach|book|consult)\b/i.test(withoutEmail)
  )
    out.phone = local;
  // Beside an e-mail or a phone, "im tony" names Tony: the visitor is introducing themselves.
  const patterns = out.email || out.phone ? [...NAME_PATTERNS, INTRODUCED] : NAME_PATTERNS;
  // "im sold on the trial. im dana whitfield, …": the first introduction that names someone.
  for (const re of patterns) {
    // (A later "it's …" is rarely a name: "how long till its built".)
    for (const [i, m] of [...withoutEmail.matchAll(new RegExp(re.source, `${re.flags.replace("g", "")}g`))].entries()) {
      if (i > 0 && !/^(i|this)\b/i.test(m[0])) continue;
      out.name = cleanName(m[1]!);
      if (out.name) break;
    }
    if (out.name) break;
  }
  // "im jen", "this is rob": a message that is only an introduction names them, in any case.
  const intro =
    /^\s*(?:(?:hi|hey|hello)[,!.\s]+)?(?:i'?m|i\u2019m|i am|this is|it'?s|my name'?s|my name is|name'?s)\s+([a-z\u00C0-\u024F'-]{2,20}(?:\s+[a-z\u00C0-\u024F'-]{2,20})?)\s*[.!]?\s*$/i.exec(
      withoutEmail,
    );
  if (!out.name && intro && !intro[1]!.split(/\s+/).some((w) => NOT_NAMES.has(w.toLowerCase()) || NEVER_NAMES.test(w)))
    out.name = cleanName(intro[1]!);
  // "marcus delgado here, mdelgado@…": a name said with "here" at the start of the message.
  const here =
    /^\s*(?:(?:hi|hey|hello)[,!.\s]+)?([a-z\u00C0-\u024F'-]{2,20}(?:\s+[a-z\u00C0-\u024F'-]{2,20})?)\s+here\s*(?:[,.;:!\u2013\u2014-]|$)/i.exec(
      withoutEmail,
    );
  // ("auto shop here, …" is a trade: lower case, it counts only when the e-mail carries one of the words.)
  const hereWords = here ? here[1]!.split(/\s+/) : [];
  const mailbox = (out.email ?? "").split("@")[0]!.toLowerCase();
  if (
    !out.name &&
    here &&
    // ("MSP here, 12 techs": an acronym is a trade, not a name.)
    !hereWords.some((w) => notAName(w) || STOPWORDS_IN_NAMES.test(w) || /^[A-Z]{2,5}s?$/.test(w)) &&
    (hereWords.every((w) => /^[A-Z\u00C0-\u00DE]/.test(w)) ||
      hereWords.some((w) => w.length >= 3 && mailbox.includes(w.toLowerCase())) ||
      // ("wendy hale here, 830-555-0177": a first word no dictionary has, beside a detail, is a name.)
      ((out.email || out.phone) &&
        !englishWords().has(hereWords[0]!.toLowerCase()) &&
        !TRADE_WORDS.test(hereWords[0]!)))
  )
    out.name = cleanName(here[1]!);
  // "oksana petrenko, 312 555 0186. …": two words opening the message right before a detail, the
  // first of them no dictionary word, are a name typed in lower case.
  // ("ok lets get going. farah qureshi, 469-555-0183": at the start of a sentence too; "jake bowers
  // 918-555-0143": a phone's digits may follow without a comma.)
  const opening =
    /(?:^|(?<!\b(?:rev|dr|mr|mrs|ms|prof|st|fr))[.!?]\s+)([a-z\u00C0-\u024F'-]{2,20})\s+([a-z\u00C0-\u024F'-]{2,20})(?:\s*[,;:\u2013\u2014-]\s*|\s+(?=[\d(+]))(\S+)/i.exec(
      message,
    );
  if (
    !out.name &&
    opening &&
    (out.email || out.phone) &&
    // (the detail itself comes right after the comma: a phone's digits or an e-mail)
    (/^[\d(+]/.test(opening[3]!) || opening[3]!.includes("@")) &&
    ![opening[1]!, opening[2]!].some((w) => notAName(w) || STOPWORDS_IN_NAMES.test(w)) &&
    !englishWords().has(opening[1]!.toLowerCase()) &&
    !TRADE_WORDS.test(opening[1]!)
  )
    out.name = cleanName(`${opening[1]} ${opening[2]}`);
  if (!out.name && (askedForName || out.email || out.phone)) {
    // "Jordan Price, jordan@example.com": what is left beside the details is the name. Unasked,
    // only capitalised words count ("sure, call me at ..." names nobody).
    const rest = withoutEmail
      .replace(out.phone ?? "\u0000", " ")
      .replace(/[,;:.!?()\u2013\u2014-]+/g, " ")
      .replace(
        /\b(hi|hello|hey|thanks|thank you|sure|yes|yeah|ok|okay|oh|ah|um|uh|well|so|btw|actually|sorry|also|plus|here|it's|i'm|i am|this is|my name is|and|my|email|e-mail|mail|is|phone|cell|mobile|number|at|on|me|you can|reach|call|text|contact|or|book|booked|schedule|sign|up|in|go ahead|let's|lets|do it|please)\b/gi,
        " ",
      )
      .trim();
    const words = rest.split(/\s+/);
    const shaped = /^[A-Za-z\u00C0-\u024F'-]+(?:\s+[A-Za-z\u00C0-\u024F'-]+){0,2}$/.test(rest);
    const capitalised = words.every((w) => /^[A-Z\u00C0-\u00DE]/.test(w));
    // "sure, Inbound Agent, dana@…": product words are no name.
    const named = shaped && (askedForName || capitalised) && !words.some((w) => NEVER_NAMES.test(w));
    if (named) out.name = cleanName(rest);
    else if (out.email || out.phone) out.name = nameBeside(withoutEmail, out);
    if (!out.name && !named) {
      // "ok im interested. Dana Whitfield, dana@…": the capitalised words right before the detail.
      const first = out.email ?? out.phone!;
      const before = withoutEmail.slice(0, Math.max(0, message.indexOf(first)));
      const near = new RegExp(`(${NAME_WORD}(?:[ \\t]+${NAME_WORD}){1,2})\\s*[,;:\u2013\u2014-]?\\s*$`).exec(before);
      if (near && (out.email || out.phone) && !near[1]!.split(/\s+/).some((w) => NEVER_NAMES.test(w)))
        out.name = cleanName(near[1]!);
    }
  }
  return out;
}

/** Trades that no dictionary lists ("realtor here, …"): never a first name. */
const TRADE_WORDS = /^(realtor|realtors|hvac|dj|cpa|chiro|doula|esthetician|barista|contractor|landscaper|groomer)$/i;

/** Words before "here" that say who is writing without naming them ("we're here", "just me here"). */
const STOPWORDS_IN_NAMES =
  /^(we|we're|were|i|i'm|im|just|still|new|owner|manager|someone|anyone|everyone|nobody|us|them|you|guys|all)$/i;

/** Words that are never a name, though they may stand alone between commas ("cool, …"). */
const NEVER_NAMES =
  /^(cool|great|ok|okay|sure|yes|yeah|no|thanks|hi|hello|hey|oh|so|also|and|or|but|the|a|an|my|me|is|it|in|at|on|to|for|from|based|here|there|please|call|text|email|phone|cell|number|inbound|outbound|website|agent|agents|voice|ai|twin|growth|launch|custom|app|plan|trial|free|tomorrow|today|morning|afternoon|evening|anytime|asap)$/i;
/** "based", "looking": a lower-case verb form is no name ("Fred" and "King" are). */
const VERB_FORM = /^[a-z]{3,}(ing|ed)$/;
const notAName = (w: string) => NEVER_NAMES.test(w) || VERB_FORM.test(w) || NOT_NAMES.has(w.toLowerCase());

/**
 * "mike torres, (415) 555-2290, mike@…", "+44 7700 900123 is my number, Sarah, based in London",
 * "Luis, luis@…": one to three name-shaped words standing alone between commas next to a detail,
 * when the e-mail starts with the first of them or they are written with capitals.
 */
function nameBeside(text: string, d: LeadDetails): string | undefined {
  const local =
    d.email
      ?.split("@")[0]!
      .toLowerCase()
      .replace(/[^a-z]/g, "") ?? "";
  const marked = text.replace(d.phone ?? "\u0000", " \u0001 ");
  const segments = marked.split(/\s*(?:[,;:.!?()]|\s[-\u2013\u2014]\s)\s*/).map((x) => x.trim());
  const detailAt = segments.flatMap((x, i) => (x.includes("\u0001") || x === "" ? [i] : []));
  // "pastor jim hollis 512 555 0199", "dr patel here": a name after a title, the title kept.
  const titled =
    /\b(pastor|father|reverend|rev|dr|doctor|rabbi|imam|coach|mr|mrs|ms)\.?\s+([a-z][a-z'-]{1,20}(?:\s+[a-z][a-z'-]{1,20})?)(?=\s*(?:$|[,;.!?(]|\s\(?\d|\s+(?:here|at|on|cell|phone|mobile|number|email|e-mail)\b))/i.exec(
      text,
    );
  if (titled && !titled[2]!.split(/\s+/).some(notAName)) {
    const name = cleanName(titled[2]!);
    if (name) return `${titled[1]!.charAt(0).toUpperCase()}${titled[1]!.slice(1).toLowerCase()} ${name}`;
  }
  for (const [i, seg] of segments.entries()) {
    // "…after 10am, dana 555 201 7788": a name right before the number, in its own clause.
    const beforeNumber = seg.includes("\u0001") ? seg.split("\u0001")[0]!.trim() : "";
    if (/^[A-Za-z\u00C0-\u024F'-]{2,20}(?:\s+[A-Za-z\u00C0-\u024F'-]{2,20})?$/.test(beforeNumber)) {
      const pre = beforeNumber.split(/\s+/);
      if (
        !pre.some(notAName) &&
        (pre.every((w) => /^[A-Z]/.test(w)) || !englishWords().has(pre[0]!.toLowerCase())) &&
        !TRADE_WORDS.test(pre[0]!)
      )
        return cleanName(beforeNumber);
    }
    const words = seg.split(/\s+/);
    if (!/^[A-Za-z\u00C0-\u024F'-]+(?:\s+[A-Za-z\u00C0-\u024F'-]+){0,2}$/.test(seg)) continue;
    if (words.some(notAName)) continue;
    const first = words[0]!.toLowerCase();
    const byEmail = local.length >= 3 && first.length >= 3 && local.startsWith(first);
    const beside = detailAt.some((j) => Math.abs(j - i) <= 1) || detailAt.length === 0;
    const capitalised = words.every((w) => /^[A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF'-]/.test(w));
    // "call me 512.555.8812 - rob, pest control": one short word right beside the number.
    // "mike, pet grooming shop, 512 555 0199": a lone word opening the message counts too.
    const lone = words.length === 1 && /^[a-z]{2,10}$/i.test(words[0]!) && (beside || i === 0) && Boolean(d.phone);
    if (byEmail || (beside && capitalised) || lone) return cleanName(seg);
  }
  // "dave 5125550199 dave@…": a word the e-mail's address starts with, wherever it stands.
  if (local.length >= 3) {
    for (const w of text.split(/[^A-Za-z\u00C0-\u024F'-]+/)) {
      if (w.length >= 3 && local.startsWith(w.toLowerCase()) && !notAName(w)) return cleanName(w);
    }
  }
  return undefined;
}

export function asksToBeContacted(message: string): boolean {
  // "Does it text me a recap?" asks what the product does, not for us to get in touch.
  if (/^\s*(does|will|can|could|would|is)\s+(it|the\s+(bot|agent|ai|assistant|system))\b/i.test(message)) return false;
  // "brides DM and email me at all hours": others reaching the visitor, told as their situation.
  if (
    /\b(they|customers|clients|people|ppl|folks|everyone|everybody|homeowners|leads|brides|patients|callers|guests|families|parents|students|buyers|tenants|riders|members|owners|shoppers)\b[^.?!]{0,24}\b(call|calls|email|emails|e-mail|text|texts|dm|dms|message|ring)\s+(me|us)\b/i.test(
      message,
    )
  )
    return false;
  // 'if a caller says "let me talk to a human", can it transfer them': a caller's words, quoted.
  if (
    /\b(caller|callers|customer|customers|client|clients|patient|patients|someone calling)\b[^.?!]{0,30}\b(says?|asks?|wants?|demands?)\b/i.test(
      message,
    )
  )
    return false;
  // "…3) can it text me a summary after each call": the product's texts, asked about mid-message.
  const withoutProductQuestions = message.replace(
    /\b(?:does|will|can|could|would)\s+(?:it|the\s+(?:bot|agent|ai|assistant|system))\b[^.?!;]*/gi,
    " ",
  );
  return CONTACT_ME.some((re) => re.test(withoutProductQuestions));
}

/** The assistant's own question for details, recognised in its earlier reply. */
export const ASK_NAME = "What's your name";
export const ASK_EMAIL = "the best e-mail to reach you";

export function hasAny(d: LeadDetails): boolean {
  return Boolean(d.name || d.email || d.phone);
}

export function merge(a: LeadDetails, b: LeadDetails): LeadDetails {
  return { name: b.name ?? a.name, email: b.email ?? a.email, phone: b.phone ?? a.phone };
}

/** "yes", "sure, go ahead", "yep please": the visitor accepts what was just offered. */
export function accepts(message: string): boolean {
  return /^\s*(yes|yeah|yea|yep|yup|sure|ok|okay|please|sounds good|go ahead|do it|let's do it|lets do it|absolutely|definitely|of course|that would be great|that'd be great|why not)\b[\s,.!]*((please|thanks|sure|yes|go ahead|do it)\b[\s,.!]*)*$/i.test(
    message,
  );
}

/** The assistant's last reply offered a next step that needs the team ("Want me to have the team book…?"). */
export function offeredTeam(reply: string): boolean {
  const offer =
    reply
      .trim()
      .split(/(?<=[.!?])\s+/)
      .pop() ?? "";
  return (
    /\?$/.test(offer) &&
    /\b(team|call|in writing|trial|pass (them|a question|maya|the question)|set (one|it) up|book|consult|demo|scope|size it)\b/i.test(
      offer,
    ) &&
    !/\bwork out\b/i.test(offer)
  );
}
