import type { AgentOffer } from "../../../../../shared/offers.ts";
import { stemmer } from "stemmer";
import { namedDescription, type Knowledge } from "../../knowledge/knowledge.ts";
import { STOPWORDS } from "../../knowledge/stopwords.ts";
import type { KnowledgeIndex } from "../../knowledge/knowledge-index.ts";
import type { Passage } from "../../knowledge/knowledge.types.ts";
import type { AnswerEngine, EngineAnswer, EngineRequest } from "../engine.types.ts";
import type { DialogueFacts } from "../llm-engine.ts";
import {
  ASKS_PORTAL_ACCESS,
  answerInvestorAccess,
  answerInvestmentTerms,
  asksInvestmentTerms,
  answerInvestorDocs,
  answerInvestorList,
  answerInvestorLocked,
  asksWhatItIs,
  answerInvestorUnlocked,
} from "./answers-investor.ts";
import {
  agentFirstYear,
  answerAgents,
  answerCheapest,
  answerLowestCostWayIn,
  answerBudget,
  answerYearBudget,
  answerTwinVersusAgent,
  answerTwinOrAgent,
  answerPlanForPages,
  answerCheapestPlan,
  answerDiscount,
  answerDiscountApplied,
  answerPaymentPlans,
  answerPlanItems,
  answerPlanPayments,
  paymentsIn,
  answerOnlineOrders,
  answerChatOnSite,
  answerPlans,
  planItemsAsked,
  SMALL_NUMBERS,
  answerSetupTime,
  answerAgentAndBuildTime,
  answerDeadline,
  answerPlanDeadline,
  answerTrialForAgent,
  answerPlanOrAgent,
  deadlineAsked,
  answerTrial,
  answerTryFirst,
  answerTwinAgainstAgents,
} from "./answers-offers.ts";
import {
  bestSentences,
  answerBlogAuthor,
  answerTwin,
  answerBlogList,
  answerBusiness,
  answerBusinessCategory,
  answerBusinessList,
  answerWhatElse,
  answerCompany,
  answerContact,
  answerRecommendation,
  answerBothCallNeeds,
  namesBothCallNeeds,
  answerIndustry,
  answerIntegrations,
  answerEffectiveDate,
  answerFromPassage,
  answerServices,
  answerSocial,
  answerTools,
  answerOfferingsCompared,
  answerOffTopic,
  COACHING_WORDS,
  OTHER_ERRAND,
  answerUnknown,
  answerUnknownAbout,
  publicDetail,
  STATUS_TEXT,
  search,
} from "./answers-site.ts";
import { answerCapabilities, asksWhatPersonaDoes } from "./answers-persona.ts";
import { Draft } from "./draft.ts";
import {
  INVESTOR_ATTRS,
  FOLLOW_UP_START,
  PRONOUN,
  LEGAL_HINTS,
  BUILD_WORDS,
  BUILD_VERBS,
  businessByWords,
  BLOG_WORDS,
  bestBlogHit,
  AGENT_ATTRS,
  FAQ_HINTS,
  industryFromHistory,
  industryOf,
  namesWhatItIs,
  BARE,
  HINT_ONLY,
  STANDALONE,
  CONTACT_US,
  CONTACT_US_NOT_PRODUCT,
  NOT_AN_INDUSTRY_QUESTION,
  investorScopeAsksDocs,
  strong,
} from "./question-signals.ts";
import { speakable, splitSentences, tokenize } from "./text.ts";
import {
  ONE_CALL_LENGTH,
  placesCounted,
  sitesIn,
  ONE_PLACE_SIZED,
  listedCount,
  quote,
  readBudgets,
  readPlainBudget,
  readUsage,
  readYearlyBudget,
  seasonalUsages,
  namesSeason,
  MONTH_WORDS,
  monthIndex,
  unitNoun,
  type Usage,
  type Quote,
  type QuoteSubject,
} from "../quote.ts";
import { formatMonthly, formatUsd } from "../../../../../shared/money.ts";
import { agentIncluded, agentMonthly, agentPerCall } from "../../knowledge/fact-text.ts";
import { firstSentences, joinAnd, lowerFirst, possessive, splitOffer } from "./phrasing.ts";
import { accepts, openingName } from "../../lead-details.ts";
import { createObjectionMatcher } from "./answers-objections.ts";
import { englishWords } from "./english-words.ts";
import { answerWhich, pickWhich, type Candidate } from "./answers-which.ts";
import { createInvestorReader } from "./investor-topics.ts";
import { RETURNS_ASKED, asksCompetition } from "./investor-specifics.ts";
import { nounParts, questionParts, requestedParts } from "./question-parts.ts";
import { answerNamedPlan } from "./answers-named-plan.ts";
import { answerBackOffice } from "./answers-back-office.ts";
import { answerCanAnswer } from "./answers-can-answer.ts";
import { answerSystemKind } from "./answers-system-kind.ts";
import { answerSetupAgain } from "./answers-restart.ts";
import {
  ASKS_INTEGRATION,
  FIRST_PERSON,
  OUTBOUND_NEED,
  SELLS_PRODUCTS,
  agentForNeed,
  answerAgentForNeed,
  answerAnyBusiness,
  answerNamedIntegrations,
  answerPlanForIndustry,
  answerPlanIncludesAgent,
  answerSituation,
  answerUnlistedIntegration,
  integrationsMeant,
  isBusinessNoun,
  ownBusiness,
} from "./answers-situation.ts";
import { THEIR_TRIAL_THINGS, createUnderstander, type EntityRef, type Understanding } from "./understand.ts";
import { describedVenture, ventureMeant } from "./venture-meant.ts";
import type { Attr } from "./vocabulary.ts";

/** "my receptionist costs me like 3200 a month", "$2.5k/mo": a monthly pay figure, or null. */
/** Words of a feature and of a question, made comparable ("old customers" are "past customers"). */
const FEATURE_SAME: Record<string, string> = {
  old: "past",
  former: "past",
  lapsed: "past",
  previous: "past",
  remind: "reminder",
  reminders: "reminder",
  confirm: "confirmation",
  confirmations: "confirmation",
  summaries: "summary",
  appointments: "appointment",
  booking: "book",
  books: "book",
  bookings: "book",
  schedule: "book",
  leads: "lead",
  customers: "customer",
  clients: "customer",
  transcripts: "transcript",
  texts: "text",
  follows: "follow",
  followup: "follow",
  answers: "answer",
  answering: "answer",
  consults: "appointment",
  consult: "appointment",
  consultations: "appointment",
  consultation: "appointment",
  visits: "appointment",
  sessions: "appointment",
  calendars: "calendar",
};
const FEATURE_GENERIC = new Set(
  "a an the to of in on for and or your my our it its can does do will every call calls caller callers with from".split(
    " ",
  ),
);
const featureWords = (x: string) =>
  new Set(
    (x.toLowerCase().match(/[a-z]+/g) ?? [])
      .map((w) => FEATURE_SAME[w] ?? w)
      .filter((w) => w.length > 2 && !FEATURE_GENERIC.has(w)),
  );

/**
 * The agent's listed features a question asks about: one sharing two meaningful words with it, or
 * two sharing a word each ("answer pricing questions and book consults"); empty when none.
 */
function featuresAsked(a: { features?: string[] }, message: string): string[] {
  const asked = featureWords(message.replace(/\bwin[- ]?back\b/gi, "win back"));
  const hits = (a.features ?? [])
    .map((f) => ({ f, n: [...featureWords(f.replace(/-/g, " "))].filter((w) => asked.has(w)).length }))
    .filter((x) => x.n > 0)
    .sort((x, y) => y.n - x.n);
  // One word in common counts when it is the feature's own verb ("follow up" and "Follows up on new leads").
  const verbOf = (f: string) => [...featureWords(f.split(/\s+/)[0] ?? "")][0];
  const byVerb = hits.find((x) => x.n === 1 && verbOf(x.f) !== undefined && asked.has(verbOf(x.f)!));
  if (hits.length === 1 && hits[0]!.n < 2 && byVerb) return [byVerb.f];
  if (!hits[0] || (hits[0].n < 2 && hits.length < 2)) return [];
  // The two best, said in the plan's own order.
  const order = a.features ?? [];
  return hits
    .slice(0, 2)
    .map((x) => x.f)
    .sort((x, y) => order.indexOf(x) - order.indexOf(y));
}

/** A choice between the twin and an agent, and a business of one person. */
/** The phone as a burden: nights, a cell on the pillow, calls missed or answered by the owner. */
const PHONE_PAIN =
  /\b(voicemail|miss(ed|ing|es)? (\w+ )?(calls?|the phone)|phones? (just )?(rings and rings|keeps ringing|rings all day|rings nonstop|never stops ringing)|(keeps|kept) ringing|after[ -]?hours|(nights?|weekends?|phones?|calls?) (are|is) killing|sleep with (the|my|our) phones?|phones? on the pillow|(cell|cells|cell phones?|mobiles?) (ring|rings|ringing)|24\/7|around the clock|middle of the night|(can'?t|cannot|never) (answer|pick up|get to) (the )?(phones?|calls?)|calls? (go(es)?|going) unanswered|ringing off the hook|phones? (never stops?|won'?t stop|blow(s|ing)? up))\b/i;

/** What the agent does with a caller who needs longer than a call's limit (the home FAQ's transfer rules). */
const LONG_CALL_HANDLED =
  "it collects the caller's details and books the job, or transfers the call to your team by the rules you set";
const LONG_CALL_OUTSIDE =
  "Outside those rules it takes a detailed message and texts or e-mails it to the right person.";

/** "you guys also run your own ai businesses?": our ventures asked about, not our services. */
// ("do you guys build apps too" asks for a build, not about our own apps.)
/** "what state's law does the contract fall under", "jurisdiction": the Terms' governing law asked. */
const GOVERNING_LAW =
  /\b(state'?s? laws?|which laws?|what laws?|laws? of|governed|governs|governing|jurisdiction|venue)\b/;

/** "what else do you build", "what other stuff do you guys make": beyond what was said so far. */
const WHAT_ELSE =
  /\bwhat (?:else|other (?:stuff|things|products|apps|projects))\b[^?.!]{0,20}?\b(?:do|does|can|have)?\s*(?:(?:you|u|y'?all|you guys|domu)\b[^?.!]{0,15}?\b(?:build|make|do|offer|have|sell|run|got)|(?:this|the|your) (?:company|business|team|firm|outfit)\b[^?.!]{0,15}?\b(?:build|make|do|offer|sell))\b/;

/** Months, days and seasons: when something happens, never a product or tool. */
const TIME_WORDS =
  /^(january|february|march|april|june|july|august|september|sept|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter|weekends?|mornings?|evenings?|nights?)$/;

const OUR_VENTURES_ASKED =
  /\b(you|u|y'?all|your company|domu)\b[^.?!]{0,25}\b(?:(?:run|have|own|operate)\b[^.?!]{0,20}\b(?:businesses|ventures|companies|products|apps|startups)|(?:build|built|make)\b[^.?!]{0,20}\b(?:businesses|ventures|companies|startups))\b|\byour own (ai )?(businesses|ventures|companies|products|apps)\b/;

/** A message that tells, and asks nothing: no question mark and no clause opening with a question word. */
function asksNothing(message: string): boolean {
  return (
    !/\?/.test(message) &&
    !/(^|[.!;,]\s*)(what|whats|how|can|does|do|is|are|will|would|could|should|when|which|who|where|why)\b/i.test(
      message,
    )
  );
}

/** A clause taking a product out of a quote, up to the next clause ("and only keep …"). */
const DROPPED =
  /\b(?:drop|dropped|dropping|remove|removed|removing|without|skip|skipped|cut|ditch|ditched|lose|get rid of|no longer (?:need|want)|(?:don'?t|do not) (?:need|want))\s+([^,.;!?]*?)(?=\s+(?:and|but|then|so|only|just|keep|instead)\b|[,.;!?]|$)/gi;

/** People or places a word before them describes ("mortgage brokers", "rural homes"): no product's name. */
const WHO_OR_WHERE =
  "(?:brokers?|agents?|agencies|companies|company|shops?|firms?|owners?|businesses|contractors?|homes?|houses?|clients?|customers?|people|folks|families|patients|students)\\b";

/** First words of place names ("san antonio", "los angeles", "st louis"): never a tool's name. */
const PLACE_FIRST_WORDS =
  /^(san|santa|los|las|el|la|new|st|saint|ft|fort|port|mount|mt|lake|palm|salt|corpus|grand|baton|des|sioux|ann|round|cedar)$/i;

/** Ways of paying the payment plans answer ("in installments"): no gap to report. */
const PAYING_WORDS = new Set([
  "installments",
  "instalments",
  "installment",
  "payments",
  "chunks",
  "parts",
  "full",
  "cash",
]);

/** Worries about how the agent behaves or what the terms say: a second one in a message is answered too. */
const SECOND_WORRIES = new Set([
  "callers-want-a-human",
  "wrong-answer",
  "privacy",
  "call-recording",
  "data-after-cancelling",
  "cancel-anytime",
  "keep-my-number",
  "outage",
  "busy-rush",
  "languages",
  "urgent-calls",
  "ai-disclosure",
  "not-technical",
  "voice-tone",
]);

/** "what does the phone one cost", "how much is it": the price of the thing asked about. */
const PRICE_OF_IT =
  /\bhow much\b|\bwhat(?:'s| is| are)? (?:the )?(?:price|cost|pricing)\b|\bwhat (?:does|do|would|will) (?:it|that|this|they|the [\w\s-]{1,30}?) (?:cost|run)\b/;

/** The sentence of an objection's answer that carries it, without its "I get it:" and its offer. */
function worryCore(reply: string): string {
  const sentences = splitSentences(splitOffer(reply).body);
  const first = sentences[0] ?? "";
  const core = sentences.length > 1 && first.split(/\s+/).length <= 12 ? sentences[1]! : first;
  return core.trim().replace(/^(Yes|No)[:,]\s+/, "");
}

const TWIN_OR_AGENT = /\b(difference|differ|vs|versus|compare|better|which|or|recommend|should i)\b/;
const SOLO =
  /\b(just me|only me|solo|one[- ](man|woman|person)|by myself|on my own|freelanc\w*|coach|consultant|therapist|creator|trainer)\b/;

/** "how can I get one of these?", "a twin like you": the AI twin as a product, asked of the twin. */
const TWIN_PRODUCT =
  /\b(get|buy|build|make|have|want|need) (me )?(one|an? (ai )?twin|one of (these|you|those)|something like (this|you))\b|\b(twin|one) like (you|this)\b|\b(make|made|build|built|create|created) an? ai (version )?of (yourself|you)\b/i;

/** Languages callers may speak beyond English and Spanish (the two out of the box). */
const OTHER_LANGUAGE =
  /\b(vietnamese|chinese|mandarin|cantonese|korean|japanese|tagalog|filipino|french|german|italian|portuguese|russian|arabic|hindi|punjabi|urdu|bengali|polish|ukrainian|farsi|persian|hebrew|greek|turkish|dutch|swedish|haitian creole|creole|somali|amharic|swahili|thai|indonesian|malay|navajo|hmong|khmer|gujarati|tamil|telugu)\b/;

/** "im a home inspector, …", "we're a tire shop and…": the visitor's own trade, in their words. */
const SAID_OWN_TRADE =
  /\b(?:i'?m|i am|we'?re|we are|i run|we run|i own|we own)\s+(?:a|an)\s+([a-z]+(?:\s+[a-z]+){0,2}?)(?=\s*[,.;!?]|\s+(?:and|who|that|with|here)\b)/i;

/** The places a bill is for, as the bill reads them: "stores", "clinics"; "bakeries" as locations. */
function placesWord(noun: string): string {
  const plural = noun.replace(/([^s])$/, "$1s");
  return /^(locations|offices|stores|clinics|branches|sites|shops|salons|studios|gyms|restaurants)$/i.test(plural)
    ? plural
    : "locations";
}

/** "3" for "three" and "three" for "3" (up to ten); anything else as it is. */
function sameNumberOtherForm(n: string): string {
  const word = SMALL_NUMBERS.indexOf(n.toLowerCase());
  if (word >= 0) return String(word);
  return SMALL_NUMBERS[Number(n)] ?? n;
}

/** Customers ordering or paying on the visitor's own site or app ("order cakes online", "online ordering"). */
const ORDERS_ONLINE =
  /\b(order(?:s|ing)?\b(?:\s+\w+){0,3}\s+(?:online|on (?:the|our|my) (?:site|website|app))|online order\w*|(?:take|taking|get|getting|place|placing|accept|accepting) (?:online )?orders|order ahead|(?:buy|purchase) (?:\w+ ){0,2}(?:online|on (?:the|our|my) (?:site|website|app)))\b/;

/** "pet boarding kennel, …": a few words before the first comma or stop, the trade said first. */
const LEADING_TRADE = /^\s*([a-z]+(?:\s+[a-z]+){0,3}?)\s*(?:here\s*)?[,.:-]/i;

/** "and our shop management software": a tool of theirs, not named. */
const UNNAMED_TOOL =
  /\b(?:our|my|the)\s+((?:[a-z]+\s+){0,2}(?:software|system|program|platform|pos|crm|app|scheduler))\b(?![^?.!]*\b(?:called|named)\b)/i;

/** "connect to follow up boss?", "sync with service titan": what follows, up to the question's end. */
const CONNECTS_TO_PHRASE =
  /\b(?:connect(?:s|ed)?|integrate(?:s|d)?|sync(?:s|ed)?|hook(?:s)?(?: it)? up|plug(?:s)?(?: it)?|talk(?:s)?|work(?:s)?|compatible)\s+(?:in)?(?:to|with|into)\s+((?:[a-z][\w.&'-]*\s+){0,3}[a-z][\w.&'-]*)\s*(?=\?|$|[.!,;]|\s+(?:thats|that's|which|its|it's|we|i|for|at)\b)/i;

/** "we run everything thru follow up boss, does it connect": the tool said first, the question after. */
const THRU_THEN_CONNECTS =
  /\b(?:thru|through|via|on|use|using|in)\s+((?:[a-z][\w.&'-]*\s+){0,3}[a-z][\w.&'-]*)\s*[,.;!?]?\s+(?:does|do|will|can|would|could) (?:it|that|this|you|u|ur \w+|your \w+) (?:connect|integrate|sync|work|plug|talk|hook)/i;

/** Words that say what kind of tool, or whose, not which: "my crm", "other languages", "our team". */
const GENERIC_TOOL_WORD =
  /^(crm|crms|calendar|calendars|system|systems|software|app|apps|phone|phones|number|numbers|line|lines|languages?|customers?|clients?|people|team|teams|staff|business|businesses|other|others|all|any|every|existing|current|multiple|different|my|our|the|your|it|them|those|these|that|this|tools?|stuff|things?|website|site|email|e-mail|pos|booking|bookings|scheduling|scheduler|platform|platforms|program|programs|setup|store|shop|a|an|and|or|both|each|small|local|big|online|web|outlook|zoho|hubspot|salesforce)$/i;

/** Something simpler a visitor would use instead of an agent: "a simple text reminder system", "voicemail". */
const SIMPLER_THING =
  /\bthat (?:a |an |my |our |the |just |simple |basic )*((?:text|sms|email|e-mail|automated|robo)[a-z -]{0,30}?|voicemail|answering machine|phone tree|ivr|auto ?attendant|contact form|autoresponder|chatbot)\s+(?:doesn'?t|does not|can'?t|cannot|won'?t|wouldn'?t)\b|\b(?:vs\.?|versus|instead of|over|compared to|better than)\s+(?:a |an |my |our |the |just |simple |basic )*((?:text|sms|email|e-mail)(?:\s+(?:reminders?|reminder system|blasts?|messages?|system|app|tool|service))+|voicemail|answering machine|phone tree|ivr|auto ?attendant|autoresponder)\b/i;

/** "run it only 6 months a year", "just use it 5 months of the year": a year that is only some months. */
const RUN_MONTHS_A_YEAR =
  /\b(?:only|just)\s+(?:(?:run|running|use|using|have|keep|need)\s+(?:it\s+)?)?(?:for\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+months?\s+(?:a|per|each|of the|every)\s+(?:year|yr)\b|\b(?:run|use|have|keep)\s+(?:it\s+)?only\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+months?\s+(?:a|per|each|of the|every)\s+(?:year|yr)\b/i;

/** How long each call runs, said with no count: "say each call averages 2 minutes", "3 min each". */
const CALL_LENGTH_ALONE =
  /\beach call\b[^.?!]{0,20}?\b\d+(?:\.\d+)?\s*(?:min|mins|minutes)\b|\bcalls? (?:average|averages|run|runs|last|lasts|take|takes)\b[^.?!]{0,12}?\b\d+(?:\.\d+)?\s*(?:min|mins|minutes)\b|\b\d+(?:\.\d+)?\s*(?:min|mins|minutes)\s+(?:each|per call|a call)\b/i;

/** A number said alone, no money, unit, time or place after it: "all 200", "maybe 600?". */
const BARE_AMOUNT =
  /(?<![$\d,.])\b(\d{1,3}(?:,\d{3})+|\d{2,6})\b(?!\s*(?:%|k\b|[.,]\d|\$|dollars?|bucks|usd|months?|mos?|years?|yrs?|weeks?|wks?|days?|nights?|hours?|hrs?|min|mins|minutes?|secs?|seconds?|calls?|chats?|conversations?|convos?|locations?|offices?|stores?|clinics?|sites?|shops?|people|members|customers|clients|patients|agents?|pages?|am|pm|a\.m|p\.m))/i;

/** Being found and seen online, the need a website meets: "know where the truck is parked", "see the menu". */
const FOUND_ONLINE =
  /\b(?:ppl|people|customers|folks|everyone|they|them)\s+(?:to\s+)?(?:know|find|see)\s+where\b|\bwhere (?:the|my|our) (?:truck|cart|stand|trailer|van)\b|\bsee (?:the|our|my) (?:menu|prices|work|portfolio|photos|hours)\b|\bfind (?:us|me) online\b|\b(?:get|be) found online\b|\bshow up on google\b|\bonline presence\b|\b(?:people|ppl|customers|nobody|no one) (?:can'?t|cant|don'?t|dont) find (?:us|me)\b/;

/**
 * A price someone else named: "my nephew said he'd build this for $400 a month", "a freelancer
 * quoted me 1500". Their figure to compare with, never the visitor's usage or budget.
 */
const RIVAL_QUOTE =
  /\b(?:nephew|niece|cousin|brother|sister|son|daughter|kid|friend|buddy|pal|guy|freelancers?|developers?|devs?|agency|agencies|competitors?|another (?:company|agency|vendor|firm)|other (?:company|agency|vendor|firm)|vendors?|someone|somebody|he|she|they|(?:a|one|this|that|some) (?:company|firm|service|outfit)|[\w-]+\.(?:ai|com|io|co))\b[^.?!]{0,50}?\b(?:quoted|quotes|quote|offered|offers|offering|charges?|charging|would|will|can|could|said|says|does it|do it|build|builds|make|makes)\b[^.?!$]{0,50}?(?:\$\s?(\d[\d,]*(?:\.\d+)?k?)|\b(\d[\d,]*k?)\s*(?:bucks|dollars|(?=\/\s*mo\b|(?:a|per) month\b)))(\s*(?:a|per|\/)\s*(?:month|mo)\b)?/i;

/**
 * "1 minute?? thats nothing. what happens when it hits that", right after the per-call limit was
 * said: the limit itself questioned, one answer for the whole message.
 */
function asksPastTheLimit(message: string, lastReply: string): boolean {
  return (
    /\bis limited to (?:one minute|\d+ minutes)\b/.test(lastReply) &&
    /\b(what happens|what then|then what|hits? (?:it|that|the (?:limit|minute|cap))|reach(?:es)? (?:it|that|the (?:limit|minute))|runs? out|time'?s up|at the (?:limit|minute|cap)|after that|cuts? (?:them|it|callers?|people) off|hangs? up|that'?s (?:nothing|short|not much|not long|tiny|crazy)|only (?:1|one|a) min(?:ute)?)\b|\b(?:1|one|a) min(?:ute)?\s*\?{1,3}/i.test(
      message,
    ) &&
    !/\b\d+\s*(?:calls?|minutes|mins)\b[^.?!]*\b(?:a|per) (?:month|week|day)\b/i.test(message)
  );
}

/** "would the phone agent be overkill", "do i even need this": whether it is worth having at all. */
const OVERKILL =
  /\b(over ?kill|do (?:i|we) (?:even|really|actually) need (?:it|this|that|one|the \w+(?: \w+)?)|more than (?:i|we) need)/i;

/** "who are you guys", "who are y'all": the company asked about, not the assistant. */
const COMPANY_WHO =
  /\bwho (?:are|r) (?:you|u) (?:guys|all|folks|people)\b|\bwho are y'?all\b|\bwhat (?:do|does) (?:you|u) (?:guys|all|folks|people)\s+(?:actually |really |even )?do\b|\bwhat (?:does|do) (?:your|ur) (?:company|business|firm|studio) (?:actually |really )?do\b/i;

/** "our CRM" asked which, unless a CRM was named beside it ("our CRM? We're on Salesforce"). */
function unnamedKindLeft(kind: string | undefined, named: string[]): string | undefined {
  if (!kind) return undefined;
  if (/\bcrm\b/i.test(kind) && named.some((n) => /hubspot|salesforce|zoho/i.test(n))) return undefined;
  if (/\bcalendar\b/i.test(kind) && named.some((n) => /calendar|outlook|calendly|acuity/i.test(n))) return undefined;
  return kind;
}

/** "which document and page is that from", "what page", "where's that from": the last answer's source. */
const SOURCE_ASKED =
  /\b(?:which|what) (?:document|doc|page|file|section|part)\b|\bwhere (?:is|was|did|does) (?:that|this|it) (?:from|come from|say)\b|\bwhat(?:'s| is) (?:the|your) source\b|\bcite\b/;

/** Phone systems a visitor's number may live on ("our number is a google voice line"), as written. */
const PHONE_SYSTEMS = [
  "Google Voice",
  "Grasshopper",
  "RingCentral",
  "Dialpad",
  "Vonage",
  "Ooma",
  "Nextiva",
  "OpenPhone",
  "8x8",
];
const PHONE_SYSTEM = new RegExp(`\\b(${PHONE_SYSTEMS.join("|")})\\b`, "i");

/** A sentence that says what the documents leave out: never a repeat, whatever its words. */
const GAP_SAID = /\bdocuments (don't|do not) (give|name|cover|say|address|discuss)\b|\bdocuments give no\b/;

/** A sentence that only acknowledges a concern ("That matters, especially with client information."). */
const ACKNOWLEDGMENT =
  /^(that matters|fair question|good question|great question|i get it|i understand|totally fair|fair enough|makes sense|that's a fair (question|concern)|that's the right thing to worry about)\b[^.?!]{0,60}[.!]$/i;

/**
 * A tool named beside a price or a fit asked is context, not an integration question: "we sell on
 * shopify, what does that cost", "i sell hats on shopify, anything for a shop like mine?".
 */
const TOOL_AS_CONTEXT =
  /\b(how much|cost|costs|price|prices|pricing|pay|anything for|something for|what do you have|do you have anything|what (?:would|could) help|which (?:of your |one of your )?agents?|which one|makes? (?:the most )?sense|recommend|suggest)\b|\bcan (?:your|the|a|an) (?:[a-z]+ )?(?:agent|bot|chatbot|assistant)\b[^?.]{0,20}\b(?:answer|handle|take)\b/;

/**
 * "can it call my old customers back": yes, with the listed features that say so; "can your chat
 * agent answer class questions": what the agent is for, when no listed feature says answering.
 */
function agentDoesThat(a: AgentOffer, features: string[], message: string): string {
  const answering =
    /\banswer\w*\b[^?.]{0,30}\bquestions?\b/i.test(message) && !features.some((f) => /\banswer/i.test(f));
  return answering
    ? `Yes: the ${a.name} ${lowerFirst(a.summary)}`
    : `Yes, the ${a.name} does that: ${features.map((f) => lowerFirst(f)).join(", and ")}.`;
}

/** Worries asked beside a bill that the bill does not answer: health data, IDs, privacy. */
const CONCERN_ASKED = new Set(["health-data", "sensitive-ids", "privacy"]);

/** "the two cheaper ones", "the 2 pricier plans": two of what was just listed, by price. */
const CHEAPER_PAIR =
  /\bthe (?:two|2) (?:cheaper|cheapest|lower[- ]priced|less expensive|smaller|smallest|affordable|pricier|priciest|bigger|biggest|more expensive|higher[- ]end)(?: ones?| plans?| options?| websites?| packages?| agents?| builds?)?\b/i;

/** "would i go over the included minutes", "will that go over", "am i over": asked of a usage said. */
const WOULD_GO_OVER =
  /\b(?:would|will|do|does|am|are|is|could|might)\s+(?:i|we|that|it|this|those|they)\s+(?:\w+\s+)?(?:go|be|run|going|end up|come out)\s+over\b|\b(?:would|will|does)\s+(?:that|it|this)\s+(?:go\s+)?(?:exceed|fit)\b/i;

/** "would it replace her", "replace my dispatcher": a person's job, the staff worry. */
const REPLACES_STAFF =
  /\breplac(e|es|ing)\s+(her|him|them|my|our|a|the)\s*(dispatcher|receptionist|front desk|secretary|assistant|staff|team|employees?|person|human|guy|girl|lady|office manager)?\b(?!\s+(website|site|app|phone system|number|crm|software|tool))/;

/** "are you a real person", "real person or a bot?", "am i talking to a bot": who is answering. */
const WHO_IS_ANSWERING =
  /\b(are|r)\s+(you|u|this)\s+(even\s+|really\s+|actually\s+)?(a\s+|an\s+)?(real|human|person|bot|robot|ai|actual|live)\b|\b(real|actual|live)\s+(person|human)\s+or\s+(a\s+|an\s+)?(bot|robot|ai|machine|computer)\b|\b(bot|robot|ai|machine)\s+or\s+(a\s+)?(real\s+|actual\s+|live\s+)?(person|human)\b|\bam\s+i\s+(talking|chatting|speaking|texting)\s+(to|with)\s+(a\s+|an\s+)?(bot|robot|ai|machine|computer|real|human|person)\b|\bis\s+this\s+(a\s+|an\s+)?(bot|robot|ai|real person|human|machine)\b/i;

/** "cheapest option", "most affordable plan", "what's the least I can spend". */
const CHEAPEST =
  /\b(any cheaper option|anything cheaper|something cheaper|cheaper option|cheaper way|cheapest|least expensive|lowest[- ]cost|lowest[- ]priced|most affordable|entry[- ]level|budget option|least i can spend|(?:absolute )?least i can pay|least (?:it would|it.?d) cost|least to get started|smallest package|starter (plan|option|package)|lowest (monthly|monthly fee|monthly price|price|plan|option|tier|package|bill)|lowest i can (get|go|pay|spend)|least (per|a) month)\b/;

/**
 * "a part time receptionist at $18/hr, 20 hrs a week": an hourly wage made monthly (× hours a week
 * × 52 ÷ 12, 40 hours when "full time"), with the working; null without an hourly rate.
 */
function hourlyPay(message: string): { monthly: number; line: string } | null {
  const rate =
    /\$\s?(\d{1,3}(?:\.\d{1,2})?)\s*(?:\/|an|per|a)\s*(?:hr|hour)\b|\b(\d{1,3}(?:\.\d{1,2})?)\s*(?:dollars|bucks)\s*(?:an|per|a)\s*(?:hr|hour)\b/i.exec(
      message,
    );
  if (!rate) return null;
  const perHour = Number(rate[1] ?? rate[2]);
  const hoursSaid = /\b(\d{1,2})\s*(?:hrs?|hours?)\s*(?:a|per|\/|each)\s*(?:week|wk)\b/i.exec(message);
  // "8 hrs a night, every night": hours a day (or night) times the days a week.
  const daily = hoursSaid
    ? null
    : /\b(\d{1,2})\s*(?:hrs?|hours?)\s*(?:a|per|\/|each|every)\s*(day|night|shift)\b/i.exec(message);
  if (daily) {
    const perDay = Number(daily[1]);
    const night = daily[2]!.toLowerCase() === "night";
    const daysWord = /\b(?:(\d)|(five|six|seven))\s*(?:days?|nights?)\s*(?:a|per|\/|each)\s*(?:week|wk)\b/i.exec(
      message,
    );
    const days = daysWord
      ? Number(daysWord[1] ?? { five: 5, six: 6, seven: 7 }[daysWord[2]!.toLowerCase() as "five"])
      : /\b(every (?:day|night)|nightly|daily|24\/7|seven days|7 days|all week)\b/i.test(message)
        ? 7
        : /\b(weekdays|weeknights|mon(?:day)?\s*(?:-|–|to|thru|through)\s*fri(?:day)?)\b/i.test(message)
          ? 5
          : null;
    if (!days || perDay > 24 || !Number.isFinite(perHour) || perHour <= 0 || perHour > 200) return null;
    const exact = (perHour * perDay * days * 52) / 12;
    const monthly = Math.round(exact);
    const sign = Math.abs(exact - monthly) < 0.005 ? "=" : "≈";
    const unit = night ? "nights" : "days";
    return {
      monthly,
      line: `${formatUsd(perHour)} × ${perDay} hours × ${days} ${unit} × 52 weeks ÷ 12 ${sign} ${formatUsd(monthly)}`,
    };
  }
  const hours = hoursSaid ? Number(hoursSaid[1]) : /\bpart[- ]time\b/i.test(message) ? null : 40;
  if (!hours || !Number.isFinite(perHour) || perHour <= 0 || perHour > 200 || hours > 80) return null;
  const exact = (perHour * hours * 52) / 12;
  const monthly = Math.round(exact);
  const sign = Math.abs(exact - monthly) < 0.005 ? "=" : "≈";
  return { monthly, line: `${formatUsd(perHour)} × ${hours} hours × 52 weeks ÷ 12 ${sign} ${formatUsd(monthly)}` };
}

function receptionistPay(message: string): number | null {
  const hourly = hourlyPay(message);
  if (hourly) return hourly.monthly;
  const m = /\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,6}|\d+(?:\.\d+)?\s?k)\s*(?:dollars\s*)?(?:a|per|\/)\s*(?:month|mo)\b/i.exec(
    message,
  );
  if (!m) return null;
  const raw = m[1]!.replace(/[,\s]/g, "").toLowerCase();
  const n = raw.endsWith("k") ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
  return Number.isFinite(n) && n >= 300 && n <= 50_000 ? Math.round(n) : null;
}

/** Questions no part of the site answers: small talk and general knowledge, not a gap in what we sell. */
const OFF_TOPIC =
  /\b(meaning of life|poem|poems|song|lyrics|joke|jokes|recipe|weather|forecast today|capital of|super ?bowl|world cup|homework|essay|integral|equation|bitcoin|crypto|stock price|movie|horoscope|translate)\b/;
/** "write me a facebook ad", "compose a poem": content to write, which this chat doesn't do. */
const CREATIVE_REQUEST =
  /\b(write|draft|compose|create|make)\s+(me\s+|us\s+)?(a|an|some|my)\s+(\w+\s+){0,2}(ad|ads|advert|post|posts|caption|captions|poem|song|essay|story|slogan|tagline|email|e-mail|newsletter|blog post|script)\b/;

/** How the engine's "I don't know" begins: a part answered that way is left to the team. */
const UNKNOWN_OPENING = "I don't have that in what I know";
/** A closing hand-over or offer, kept only at the end of a reply that answers several questions. */
const HAND_OVER =
  /^(Want|Shall|Would you like|Should I|They're at)\b|\?$|\bour team (can|is)\b|team can answer|'s team (can|discusses)/i;

/** What the assistant said last in the conversation ("" before its first reply). */
function lastReplyOf(req: EngineRequest): string {
  return [...req.history].reverse().find((t) => t.role === "assistant")?.content ?? "";
}

/** "can i get the setup fee back", "money back if i quit": a refund asked about, never a sum. */
const ASKS_REFUND = /\b(refund\w*|money back|fees? back|setup back|get (it|that|anything) back)\b/i;

export function createEmbeddedEngine(
  knowledge: Knowledge,
  index: KnowledgeIndex,
): AnswerEngine & {
  understand: (message: string) => Understanding;
  /** The bill the message asks to be worked out (the LLM engine is handed it as a computed fact). */
  quoteFor: (req: EngineRequest) => Quote | null;
  /** The dialogue state and computed figures the LLM engine is given. */
  facts: (req: EngineRequest) => DialogueFacts;
} {
  const { understand } = createUnderstander(knowledge);
  const objections = createObjectionMatcher(knowledge.objections);
  const investorReader = createInvestorReader();
  const personaMatchers = new Map<string, ReturnType<typeof createObjectionMatcher>>();
  const personaAnswers = (p: EngineRequest["persona"]) => {
    let m = personaMatchers.get(p.id);
    if (!m) personaMatchers.set(p.id, (m = createObjectionMatcher(p.answers ?? [])));
    return m;
  };
  const passageById = new Map(knowledge.passages.map((p) => [p.id, p]));

  /** A reply that names one product as where to start ("Most businesses start with the Inbound…"). */
  const STARTS_WITH = /\b(?:start with|I'd recommend) the\b/;

  /**
   * What the conversation was last about: going back one exchange at a time, what the visitor
   * named, else what the reply named (the company's own name does not count), specific things
   * before families.
   */
  function entitiesFromHistory(req: EngineRequest): { entities: EntityRef[]; attrs: Set<Attr> } | null {
    // The persona introducing herself ("I'm Aurora") does not make the Aurora AI tool the topic.
    const own = req.persona.name.toLowerCase();
    const notPersona = (e: EntityRef) =>
      !(e.type === "tool" && knowledge.tools.items.some((t) => t.id === e.id && t.name.toLowerCase().startsWith(own)));
    const turns = req.history;
    let family: { entities: EntityRef[]; attrs: Set<Attr> } | null = null;
    for (let i = turns.length - 1; i >= 0; i--) {
      const reply = turns[i]!.role === "assistant" ? turns[i]! : null;
      const asked = reply ? (turns[i - 1]?.role === "user" ? turns[i - 1]! : null) : turns[i]!;
      if (reply && asked) i--;
      // After "which one…?" the reply named the one: it is what "that one" means next.
      // (So after "whats better for me, the twin or the website agent?": the one recommended.)
      const order =
        asked && reply && /\b(which|better|vs|versus|recommend|should i (get|go|pick|start))\b/i.test(asked.content)
          ? [reply, asked]
          : [asked, reply];
      for (const t of order) {
        if (!t) continue;
        const u = understand(t.content);
        const attrs = t.role === "user" ? u.attrs : new Set<Attr>();
        const specific = u.entities.filter((e) => e.type !== "family" && notPersona(e));
        // The one a "which" answer picked is its first name; what it includes is not the topic.
        // A reply is about what it names first ("The Growth plan: … with a Website Reception Agent built in").
        const ofFirstKind = specific.filter((e) => e.type === specific[0]?.type);
        // "The lowest-cost way in is the AI twin: … our lowest-priced agent is…", then "what would
        // that one cost me after": the one the reply led with.
        const twinAt = t === reply ? t.content.search(/\bAI twin\b/) : -1;
        const firstNameAt = Math.min(
          ...knowledge.offers.agents.map((a) => t.content.indexOf(a.name)).filter((x) => x >= 0),
          ...knowledge.offers.buildPlans.map((p) => t.content.indexOf(p.name)).filter((x) => x >= 0),
          Number.MAX_SAFE_INTEGER,
        );
        if (
          twinAt >= 0 &&
          twinAt < firstNameAt &&
          specific.length > 0 &&
          /\b(that one|this one|that|it)\b/i.test(req.message) &&
          // ("or just the website" is where it answers, not the website agent.)
          !/\b(agents?|plans?)\b|\b(website|site|chat|web) (one|agent|plan|build)\b/i.test(req.message)
        )
          return { entities: [{ type: "family", family: "trial" }], attrs };
        // "does the growth website come with the chat agent or is that extra": the plan is the
        // topic, the agent what it was asked to include.
        const planWithPart =
          t === asked &&
          specific.some((e) => e.type === "plan") &&
          /\b(come with|comes with|include|includes|included|built in|built-in|extra|on top)\b/i.test(t.content);
        if (specific.length > 0)
          return {
            // ("Start with the Inbound… Then the Outbound…": a plan of both, both are the topic.)
            entities: planWithPart
              ? specific.filter((e) => e.type === "plan")
              : t === reply
                ? (order[0] === reply || STARTS_WITH.test(t.content)) && !/\bThen the\b|\bboth\b/.test(t.content)
                  ? specific.slice(0, 1)
                  : ofFirstKind
                : specific,
            attrs,
          };
        const families = u.entities.filter(
          (e) => e.type === "family" && e.family !== "company" && e.family !== "services",
        );
        // "the agent can transfer…" in a reply is no topic: a family counts when the visitor named it.
        if (families.length > 0 && !family && t.role === "user") family = { entities: families, attrs };
      }
      if (family) return family;
    }
    return family;
  }

  const ALL = /\b(all|every|each|three|3|both)\b/i;
  /** The products a message is about, with what the conversation named before when it points back. */
  function quoteSubject(req: EngineRequest, u: Understanding): QuoteSubject {
    // "whats the total in year one if i go app": the one picked, not the other just mentioned.
    const picked =
      /\b(?:if (?:i|we) (?:go|went|pick|choose|get|do)|(?:i'?ll|we'?ll|i'?d|we'?d) (?:go|take|pick)|go(?:ing)? with|pick(?:ing)?|choos(?:e|ing))\s+(?:with\s+)?(?:the\s+)?([a-z]+)/i.exec(
        req.message,
      );
    // (Not "if i get the inbound agent and website reception both": both are the pick.)
    if (
      picked &&
      !/\b(both|together|plus|as well|all)\b|\band\s+(?:the\s+)?[a-z]+\s+(?:agent|plan|site|website|app)\b/i.test(
        req.message,
      )
    ) {
      // ("if i go app": a word of the product's own name, when the message names none.)
      const byWord = (name: string) => name.toLowerCase().split(/\W+/).includes(picked[1]!.toLowerCase());
      const named = u.entities.length > 0;
      const agentsNamed = knowledge.offers.agents.filter((a) =>
        u.entities.some((e) => e.type === "agent" && e.id === a.id),
      );
      const plansNamed = knowledge.offers.buildPlans.filter((p) =>
        u.entities.some((e) => e.type === "plan" && e.id === p.id),
      );
      // ("the launch website or the custom app… if i go app": of the two named, the one picked.)
      const byPick = [...agentsNamed, ...plansNamed].filter((x) => byWord(x.name)).length === 1;
      const agents = knowledge.offers.agents.filter((a) =>
        named && !byPick ? agentsNamed.includes(a) : byWord(a.name) && (!named || agentsNamed.includes(a)),
      );
      const plans = knowledge.offers.buildPlans.filter((p) =>
        named && !byPick ? plansNamed.includes(p) : byWord(p.name) && (!named || plansNamed.includes(p)),
      );
      const trial = u.entities.some((e) => e.type === "family" && e.family === "trial");
      if (agents.length + plans.length + (trial ? 1 : 0) === 1)
        return {
          agents,
          plans,
          trial,
          namedNow: 1,
          first: agents[0] ? { agent: agents[0].id } : plans[0] ? { plan: plans[0].id } : "trial",
        };
    }
    const named = namedOrRecentProducts(req, u);
    // "a new website w the chat agent on it plus the phone agent": the site built with the chat in
    // it is the plan that includes the chat agent.
    const chat = knowledge.offers.agents.find((a) => /conversation/i.test(a.overage.per));
    const siteWithChat = chat
      ? knowledge.offers.buildPlans.find((p) => p.includes.some((x) => x.includes(chat.name)))
      : undefined;
    const subject =
      chat &&
      siteWithChat &&
      named.plans.length === 0 &&
      named.agents.includes(chat) &&
      /\b(?:a |an |our |my )?(?:new|brand new|fresh|whole new|proper|real) (?:web ?site|site)\b|\b(?:build|make|redo|redesign) (?:me |us )?(?:a |an |our |my |the )?(?:new )?(?:web ?site|site)\b/i.test(
        req.message,
      )
        ? {
            ...named,
            agents: named.agents.filter((a) => a !== chat),
            plans: [siteWithChat],
            first: { plan: siteWithChat.id },
          }
        : named;
    const dropped = droppedProducts(req.message);
    if (dropped.length === 0) return subject;
    const kept: QuoteSubject = {
      ...subject,
      agents: subject.agents.filter((a) => !dropped.some((e) => e.type === "agent" && e.id === a.id)),
      plans: subject.plans.filter((p) => !dropped.some((e) => e.type === "plan" && e.id === p.id)),
      trial: subject.trial && !dropped.some((e) => e.type === "family" && e.family === "trial"),
    };
    const left = kept.agents.length + kept.plans.length + (kept.trial ? 1 : 0);
    if (left === 0) return subject;
    const first: QuoteSubject["first"] = kept.agents[0]
      ? { agent: kept.agents[0].id }
      : kept.plans[0]
        ? { plan: kept.plans[0].id }
        : "trial";
    return { ...kept, first, namedNow: Math.min(subject.namedNow ?? left, left) };
  }

  /**
   * The products a message takes out of what was quoted: "if i drop the phone one and only keep
   * the chat one", "without the website agent". Only products count ("without the setup" drops none).
   */
  function droppedProducts(message: string): EntityRef[] {
    const out: EntityRef[] = [];
    for (const m of message.matchAll(DROPPED)) {
      for (const e of understand(m[1] ?? "").entities)
        if (e.type === "agent" || e.type === "plan" || (e.type === "family" && e.family === "trial")) out.push(e);
    }
    return out;
  }

  function namedOrRecentProducts(req: EngineRequest, u: Understanding): QuoteSubject {
    const k = knowledge;
    const of = (es: EntityRef[]): QuoteSubject => ({
      agents: k.offers.agents.filter((a) => es.some((e) => e.type === "agent" && e.id === a.id)),
      trial: es.some((e) => e.type === "family" && e.family === "trial"),
      plans: k.offers.buildPlans.filter((p) => es.some((e) => e.type === "plan" && e.id === p.id)),
    });
    const size = (s: QuoteSubject) => s.agents.length + s.plans.length + (s.trial ? 1 : 0);
    const lastSaid = lastReplyOf(req);
    const now = of(u.entities);
    now.namedNow = size(now);
    const e0 = u.entities.find(
      (e) => e.type === "agent" || e.type === "plan" || (e.type === "family" && e.family === "trial"),
    );
    now.first = !e0
      ? undefined
      : e0.type === "agent"
        ? { agent: e0.id }
        : e0.type === "plan"
          ? { plan: e0.id }
          : "trial";
    // "ok and per year?" right after "For the X, the Y and the Z together it's…": the same total.
    if (size(now) === 0) {
      const together = /^For (.+?) together it's\b/.exec(lastSaid.trim())?.[1];
      if (together) {
        const summed: QuoteSubject = {
          agents: k.offers.agents.filter((a) => together.includes(a.name)),
          trial: /\bAI twin\b/.test(together),
          plans: k.offers.buildPlans.filter((p) => together.includes(p.name)),
        };
        if (size(summed) >= 2) return { ...summed, namedNow: 0, together: true };
      }
    }
    // "ok give me the price for both", after a reply that set two agents side by side: those two.
    if (size(now) === 0 && /\bboth\b|\badd (?:them|those|these|em|'em|it all|them all) up\b/i.test(req.message)) {
      const inReply = k.offers.agents.filter((a) => lastSaid.includes(a.name));
      if (inReply.length === 2)
        return { agents: inReply, trial: false, plans: [], first: { agent: inReply[0]!.id }, namedNow: 0 };
      // ("ok price for both of those" after one reply on each agent, or "just add them up" after
      // the visitor named both: the two the last turns named.)
      const replied = req.history
        .filter((t) => t.role === "assistant")
        .slice(-2)
        .map((t) => t.content);
      const lastAsked = req.history.filter((t) => t.role === "user").at(-1)?.content ?? "";
      const askedFor = new Set(understand(lastAsked).entities.flatMap((e) => (e.type === "agent" ? [e.id] : [])));
      const inTurns = k.offers.agents.filter((a) => askedFor.has(a.id) || replied.some((x) => x.includes(a.name)));
      // (Not when a usage was given on the way: the sums below carry each agent's own.)
      const usageGiven = req.history.some((t) => t.role === "user" && readUsage(t.content));
      // ("…something to answer + also call back ppl who inquired", then "both agents then": those two.)
      if (inTurns.length < 2 && namesBothCallNeeds(lastAsked)) {
        const two = k.offers.agents.filter((a) => a.id === "inbound-voice" || a.id === "outbound-voice");
        if (two.length === 2)
          return { agents: two, trial: false, plans: [], first: { agent: two[0]!.id }, namedNow: 0 };
      }
      if (inTurns.length === 2 && !usageGiven)
        return { agents: inTurns, trial: false, plans: [], first: { agent: inTurns[0]!.id }, namedNow: 0 };
    }
    // "the cost difference between the two, assume i keep the twin", after the twin and the website
    // agent were set side by side: both of them, the one named again included.
    if (size(now) === 1 && /\b(between the two|the two|between them|both of them|the 2)\b/i.test(req.message)) {
      const before: QuoteSubject = {
        agents: k.offers.agents.filter((a) => lastSaid.includes(a.name) || now.agents.includes(a)),
        trial: /\bAI twin\b/.test(lastSaid) || now.trial,
        plans: k.offers.buildPlans.filter((p) => lastSaid.includes(p.name) || now.plans.includes(p)),
      };
      if (size(before) === 2) return { ...before, first: now.first, namedNow: 1 };
    }
    // "the difference between those two", after one reply named the Launch plan and the next the
    // Growth plan: the two the last replies named.
    if (
      size(now) === 0 &&
      /\b(those two|these two|the two|between them|both of them|the 2|those 2)\b/i.test(req.message)
    ) {
      const replies = req.history
        .filter((t) => t.role === "assistant")
        .slice(-2)
        .map((t) => t.content)
        .join(" ");
      const named: QuoteSubject = {
        agents: k.offers.agents.filter((a) => replies.includes(a.name)),
        trial: /\bAI twin\b/.test(replies),
        plans: k.offers.buildPlans.filter((p) => replies.includes(p.name)),
      };
      if (size(named) === 2) return { ...named, namedNow: 0 };
    }
    // "what about just the chat on our website": that one alone, not added to what came before.
    if (
      size(now) >= 1 &&
      /\b(?:just|only) (?:the |that |a |our )?(?:\w+ ){0,2}?(?:chat|phone|website|site|inbound|outbound|agent|one|app|twin|plan)\b|\binstead\b/i.test(
        req.message,
      ) &&
      !/\b(both|all|together|too|also)\b/i.test(req.message)
    )
      return now;
    const agentsFamily = u.entities.some((e) => e.type === "family" && e.family === "agents");
    // "we need all 3, the phone answering one, the one that calls families back and the chat": every agent.
    const allCount = new RegExp(
      `\\ball (${k.offers.agents.length}|${["", "one", "two", "three", "four", "five"][k.offers.agents.length] ?? "x"})\\b(?! (?:locations?|stores?|offices?|sites?|shops?))`,
      "i",
    );
    // ("3 dental offices … the phone answering thing at all 3": the offices, not every agent.)
    const placesToo = placesCounted(req.message) === k.offers.agents.length;
    if (
      allCount.test(req.message) &&
      !placesToo &&
      now.plans.length === 0 &&
      !now.trial &&
      (now.agents.length >= 1 || agentsFamily)
    )
      return {
        ...now,
        agents: [...k.offers.agents],
        first: { agent: k.offers.agents[0]!.id },
        namedNow: k.offers.agents.length,
      };
    if (agentsFamily && now.agents.length === 0 && ALL.test(u.text)) now.agents = [...k.offers.agents];
    // "the phone barely rings, they use the form on our website" said lately: the chat agent.
    const need = size(now) === 0 ? needFromRecent(req) : undefined;
    if (need) return { agents: [need], trial: false, plans: [], first: { agent: need.id }, namedNow: 0 };
    const pointsBack =
      FOLLOW_UP_START.test(u.text) ||
      pointsPastNamed(u.text) ||
      /^(vs\.?|versus|compared (to|with)|against|or)\b/.test(u.text) ||
      // "over 2 years how much more does growth cost me": more than the other one just compared.
      /\bhow much (more|less|extra|cheaper)\b|\bhow much do i save\b/.test(u.text);
    // "can i get a website AND something that answers calls, break down the numbers": a site to
    // build (the smallest plan, as nothing bigger was asked) and, with calls, the phone agent.
    if (
      now.plans.length === 0 &&
      !now.trial &&
      /\b(get|need|want|build|make|afford)\s+(me\s+|us\s+)?(a|an)\s+(new\s+|basic\s+|simple\s+|small\s+|cheap\s+|proper\s+)?(web ?site|site)\b/i.test(
        req.message,
      ) &&
      !/\b(chat|widget|bot|chatbot)\b/i.test(req.message)
    ) {
      const smallest = [...k.offers.buildPlans].sort((a, b) => a.investmentUsd - b.investmentUsd)[0];
      const phone = /\b(calls?|phones?|phone line|voicemail)\b/i.test(req.message) ? k.offers.agents[0] : undefined;
      // (A website alone is answered as the build plans are; this is a site beside an agent.)
      if (smallest && (phone || now.agents.length > 0)) {
        const agents = now.agents.length > 0 ? now.agents : [phone!];
        return { ...now, plans: [smallest], agents, first: { plan: smallest.id }, namedNow: 1 + agents.length };
      }
    }
    // "both together", "which one is cheaper": the products of the last turns, not only the last one.
    // "calls back people who got a quote", no agent named: calls the business places.
    const both = phoneAndChat(u.text);
    if (both && now.plans.length === 0 && !now.trial && now.agents.every((a) => both.includes(a)))
      return { ...now, agents: both, first: { agent: both[0]!.id }, namedNow: 2 };
    if (size(now) === 0 && OUTBOUND_NEED.test(req.message)) {
      const outbound = k.offers.agents.find((a) => /outbound/i.test(a.id));
      if (outbound) return { ...now, agents: [outbound], first: { agent: outbound.id } };
    }
    // "and add the launch website on top?" after a bundle: the bundle and the new one.
    if (
      size(now) >= 1 &&
      /\b(add|adding|on top|as well|plus|also|with those|with that|with them|bolt on|bolt it on|tack on|throw in|include|grab|grabbed|squeeze in|squeeze)\b|\btoo\b(?=[^.?!]*\b(budget|under|stay|still|total|fit)\b)/.test(
        // "setup plus 12 months" adds the months to the setup, not another product.
        req.message
          .toLowerCase()
          .replace(
            /\b(set ?up|monthly|months?|fees?)\s+plus\b|\bplus\s+(the\s+)?(set ?up|monthly|\d+\s+months?|a year|one year|tax)\b/g,
            " ",
          ),
      )
    ) {
      const recent = recentProducts(req);
      if (size(recent) >= 1) {
        const merged: QuoteSubject = {
          agents: [...new Set([...recent.agents, ...now.agents])],
          trial: recent.trial || now.trial,
          plans: [...new Set([...recent.plans, ...now.plans])],
          // What was already there comes first, the addition after it.
          first: recent.trial
            ? "trial"
            : recent.agents[0]
              ? { agent: recent.agents[0].id }
              : recent.plans[0]
                ? { plan: recent.plans[0].id }
                : now.first,
          namedNow: size(now) + size(recent),
        };
        if (size(merged) > size(now)) return merged;
      }
    }
    if (
      size(now) === 0 &&
      /\b(both|together|either|which|combined|all|two|difference|those|them|total|altogether)\b/.test(u.text) &&
      // "whats the total first year for that one": the one, not the two.
      !(/\b(that|this) (one|plan|agent|package)\b/.test(u.text) && !/\b(both|together|all|combined)\b/.test(u.text))
    ) {
      const recent = recentProducts(req);
      if (size(recent) >= 2) return recent;
    }
    if (size(now) === 0 || (size(now) === 1 && pointsBack)) {
      const before = entitiesFromHistory(req);
      if (before) {
        const prev = of(before.entities);
        if (size(now) === 0) return prev;
        // "is the website one cheaper than that?": the one named now is asked about, "that" is the other.
        const thanThat = /\bthan (that|it|this|those|them|the other|the last)\b/i.test(req.message);
        const first: QuoteSubject["first"] = thanThat
          ? now.first
          : prev.trial
            ? "trial"
            : prev.agents[0]
              ? { agent: prev.agents[0].id }
              : prev.plans[0]
                ? { plan: prev.plans[0].id }
                : undefined;
        return {
          agents: [...new Set([...prev.agents, ...now.agents])],
          trial: now.trial || prev.trial,
          plans: [...new Set([...prev.plans, ...now.plans])],
          first,
        };
      }
    }
    return now;
  }

  /**
   * The agent a need said in this message or the visitor's last few points to, unless a product
   * was named since: "parents mostly use the form on our website… so what does it cost".
   */
  function needFromRecent(req: EngineRequest): AgentOffer | undefined {
    const users = req.history
      .filter((t) => t.role === "user")
      .slice(-3)
      .reverse()
      .map((t) => t.content);
    for (const text of [req.message, ...users]) {
      if (
        understand(text).entities.some(
          (e) => e.type === "agent" || e.type === "plan" || (e.type === "family" && e.family !== "agents"),
        )
      )
        return undefined;
      const need = agentForNeed(text, knowledge.offers.agents);
      if (need) return need;
    }
    return undefined;
  }

  /**
   * Whether a pronoun reaches back past the product named in this message: "ok the twin, what's
   * that for a year" asks about the twin alone, "is the twin cheaper than that" about two.
   */
  function pointsPastNamed(text: string): boolean {
    for (const m of text.matchAll(new RegExp(PRONOUN.source, "g"))) {
      const before = text.slice(0, m.index);
      const namedBefore = understand(before).entities.some(
        (e) => e.type === "agent" || e.type === "plan" || (e.type === "family" && e.family === "trial"),
      );
      if (!namedBefore || /\b(than|to|with|and|vs|versus|from|over|against|plus|or)\s+$/.test(before)) return true;
    }
    return false;
  }

  /** The plans or agents a "which one" question chooses among: named now, else the conversation's. */
  /** The months of each named season, so "july" is summer's and "january" winter's. */
  const SEASON_MONTHS: Record<string, number[]> = {
    summer: [5, 6, 7],
    winter: [11, 0, 1],
    spring: [2, 3, 4],
    fall: [8, 9, 10],
    autumn: [8, 9, 10],
    "the holidays": [10, 11],
  };
  const MONTH_AT = new RegExp(`\\b(${MONTH_WORDS})\\b`, "gi");

  /**
   * Whether `message` means the season `label` of the seasons said in `said`: by its own words
   * ("summer", "the holidays"), or by a month in it ("july" of summer, "may" of "storm season (may)").
   */
  function seasonMeant(label: string, said: string, message: string): boolean {
    if (
      label
        .split(/\s+(?:and|to)\s+|\s+/)
        .some(
          (w) =>
            w.length > 3 &&
            !/^(season|month|normal|rest|year)$/.test(w) &&
            new RegExp(`\\b${w.slice(0, 3)}`, "i").test(message),
        )
    )
      return true;
    const months = new Set(SEASON_MONTHS[label] ?? []);
    for (const m of label.matchAll(MONTH_AT)) months.add(monthIndex(m[1]!));
    // ("storm season (may)": a month said right after the season's name.)
    const at = said.toLowerCase().indexOf(label.toLowerCase());
    if (at >= 0)
      for (const m of said.slice(at + label.length, at + label.length + 14).matchAll(MONTH_AT))
        months.add(monthIndex(m[1]!));
    // ("the rest of the year", "a normal month": every month not in another season.)
    if (months.size === 0) return false;
    return [...message.matchAll(MONTH_AT)].some(
      (m) =>
        (months.has(monthIndex(m[1]!)) && !/^may$/i.test(m[1]!)) ||
        (months.has(4) && /\bin may\b|\bmay vs|\bmay or|\bmay and\b/i.test(message)),
    );
  }

  /** "we miss about 10 calls a week", "calls we can't pick up": calls missed, not all of them. */
  const MISSED_CALLS =
    /\b(miss|misses|missed|missing|can'?t (?:pick up|answer|get to)|cannot (?:pick up|answer)|go(?:es)? to voicemail|unanswered)\b/i;

  /** "the one with the chat built in", "the plan that has booking": a thing picked by what it has. */
  const THE_ONE_WITH =
    /\bthe (?:one|plan|option|package|site|website|version) (?:with|that has|that have|that comes with|that includes|including|where)\b/i;

  function whichCandidates(req: EngineRequest, u: Understanding): Candidate[] {
    const k = knowledge;
    const from = (es: EntityRef[]): Candidate[] => {
      const plans = es.some((e) => e.type === "family" && e.family === "plans")
        ? k.offers.buildPlans
        : k.offers.buildPlans.filter((p) => es.some((e) => e.type === "plan" && e.id === p.id));
      const agents = es.some((e) => e.type === "family" && e.family === "agents")
        ? k.offers.agents
        : k.offers.agents.filter((a) => es.some((e) => e.type === "agent" && e.id === a.id));
      if (plans.length > 1) return plans.map((plan) => ({ kind: "plan", plan }));
      if (agents.length > 1) return agents.map((agent) => ({ kind: "agent", agent }));
      return [];
    };
    const now = from(
      u.entities.filter(
        (e) => e.type === "family" && (e.family === "plans" || (e.family === "agents" && !PRONOUN.test(u.text))),
      ),
    );
    if (now.length > 1) return now;
    // "which comes with ai", right after a list: the list is what it picks from.
    if (
      !PRONOUN.test(u.text) &&
      !/\b(plan|plans|option|options|package|packages)\b/.test(u.text) &&
      !(/^\s*(?:and |so |ok )?which\b/.test(u.text) && u.entities.length === 0)
    )
      return [];
    const before = entitiesFromHistory(req);
    return before ? from(before.entities) : [];
  }

  /** "guests call and also chat on our site. can i get both?": the phone agent and the chat agent. */
  function phoneAndChat(text: string): AgentOffer[] | null {
    if (
      !/\bboth\b/.test(text) ||
      !/\b(call|calls|calling|phone|phones)\b/.test(text) ||
      !/\b(chat|chats|site|website|online)\b/.test(text)
    )
      return null;
    const phone = knowledge.offers.agents.find((a) => /inbound/i.test(a.id));
    const chat = knowledge.offers.agents.find((a) => /conversation/i.test(a.overage.per));
    return phone && chat ? [phone, chat] : null;
  }

  /** The agents, plans and trial the visitor named in their last few messages, newest first. */
  /** The build plans a message names, or, when it says "it"/"that one", the ones named before. */
  function plansMeant(req: EngineRequest, entities: readonly EntityRef[], lower: string) {
    const planOf = (es: readonly EntityRef[]) =>
      es.flatMap((e) => (e.type === "plan" ? knowledge.offers.buildPlans.filter((p) => p.id === e.id) : []));
    const named = planOf(entities);
    return named.length > 0 ? named : PRONOUN.test(lower) ? planOf(entitiesFromHistory(req)?.entities ?? []) : [];
  }

  function recentProducts(req: EngineRequest): QuoteSubject {
    const k = knowledge;
    const out: QuoteSubject = { agents: [], trial: false, plans: [] };
    const users = req.history
      .filter((t) => t.role === "user")
      .slice(-4)
      .reverse();
    for (const t of users) {
      for (const a of phoneAndChat(understand(t.content).text) ?? []) if (!out.agents.includes(a)) out.agents.push(a);
      for (const e of understand(t.content).entities) {
        if (e.type === "agent") {
          const a = k.offers.agents.find((x) => x.id === e.id);
          if (a && !out.agents.includes(a)) out.agents.push(a);
        } else if (e.type === "plan") {
          const p = k.offers.buildPlans.find((x) => x.id === e.id);
          if (p && !out.plans.includes(p)) out.plans.push(p);
        } else if (e.type === "family" && e.family === "trial") out.trial = true;
      }
      if (out.agents.length + out.plans.length + (out.trial ? 1 : 0) >= 2) break;
    }
    return out;
  }

  /**
   * "what would it cost me for the holidays then", "whole year?" after "40 calls normally but nov
   * and dec more like 200": one season's bill, or the year read with the seasons said; when how
   * many months are busy was never said, the question that settles it, and its answer ("4").
   */
  function seasonFollowUp(req: EngineRequest, lastReply: string): Quote | null {
    const users = req.history
      .filter((t) => t.role === "user")
      .slice(-4)
      .reverse();
    // (Two seasons said a turn apart, "1500 chats a month in summer", then "winter its more like
    // 600 chats", are read as one.)
    const joined = users[1] && users[0] ? `${users[1].content}. ${users[0].content}` : "";
    const seasonal =
      users.find((t) => readUsage(t.content) && seasonalUsages(t.content)) ??
      (joined && readUsage(users[0]!.content) && readUsage(users[1]!.content) && seasonalUsages(joined)
        ? { role: "user" as const, content: joined }
        : undefined);
    // "winter its more like 600 chats", right after a bill: that season's bill.
    const seasonNow = readUsage(req.message);
    if (
      seasonNow &&
      namesSeason(req.message) &&
      !seasonalUsages(req.message) &&
      /\b(bill would be|fits inside|your bill is)\b/i.test(lastReply) &&
      !/\b(year|yr|annual\w*|yearly)\b/i.test(req.message)
    ) {
      const label = /\b(summer|winter|spring|fall|autumn|off[- ]?season|busy season|slow season|the holidays)\b/i.exec(
        req.message,
      )?.[1];
      const bill = quote(
        `what would my bill be with ${seasonNow.amount} ${unitNoun(seasonNow.unit)} a month`,
        quoteSubject(req, understand(`${users[0]?.content ?? ""}. ${req.message}`)),
        knowledge.offers,
      );
      if (bill && label && /^(Your|\d[\d,]* \w+ fits)/.test(bill.text))
        return { ...bill, text: `In ${label.toLowerCase()}, ${lowerFirst(bill.text).replace(/^your\b/, "your")}` };
    }
    // ("1500 chats a month in feb and may", then "rest of the yr more like 600, whole year?").
    const busySaid = seasonal ?? users.find((t) => readUsage(t.content) && namesSeason(t.content));
    if (!busySaid) return null;
    const subject = () => quoteSubject(req, understand(`${busySaid.content}. ${req.message}`));
    // "4", "about 3 months" after "How many months a year is summer for you?".
    const monthsAnswer = /How many months a year is (.+?) for you\?\s*$/.exec(lastReply.trim())
      ? /^\D{0,12}?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\b(?:\s*(?:months?|mos?))?\W*$/i.exec(
          req.message,
        )
      : null;
    const unitWord = (u: Usage) => unitNoun(u.unit);
    if (monthsAnswer && seasonal) {
      const [quiet, busy] = [...seasonalUsages(seasonal.content)!].sort((x, y) => x.amount - y.amount);
      const unit = unitWord(readUsage(seasonal.content)!);
      const year = quote(
        `${busy!.amount} ${unit} a month for ${monthsAnswer[1]} busy months and ${quiet!.amount} ${unit} a month the other months, whats the whole year with setup`,
        subject(),
        knowledge.offers,
      );
      if (year && /^(The first year|A year)\b/.test(year.text)) return year;
    }
    const asksCost = /\b(cost|costs|run me|run us|bill|pay|how much|what would|whats|what's|total|come to)\b/i.test(
      req.message,
    );
    const asksYear = /\b(year|yr|annual\w*|yearly|12 months)\b/i.test(req.message);
    // "if summer is 4 months and winter is the other 8": the busy months counted here, each season's
    // own amount from the turn that said them (never a call's length read as a month's usage).
    const counted = seasonal
      ? /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+(?:busy\s+|slow\s+|quiet\s+)?months?\b/i.exec(
          req.message,
        )
      : null;
    if (asksYear && seasonal && counted) {
      const [quiet, busy] = [...seasonalUsages(seasonal.content)!].sort((x, y) => x.amount - y.amount);
      const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"];
      const n = /^\d+$/.test(counted[1]!) ? Number(counted[1]) : words.indexOf(counted[1]!.toLowerCase());
      // ("winter is 8 months": the count said of the quiet season is the rest of the year.)
      const before = req.message.slice(0, counted.index).toLowerCase();
      const ofQuiet = before.lastIndexOf(quiet!.label.split(" ")[0]!) > before.lastIndexOf(busy!.label.split(" ")[0]!);
      const busyMonths = ofQuiet ? 12 - n : n;
      const unit = unitWord(readUsage(seasonal.content)!);
      if (busyMonths >= 1 && busyMonths <= 11) {
        const year = quote(
          `${busy!.amount} ${unit} a month for ${busyMonths} busy months and ${quiet!.amount} ${unit} a month the other months, whats the whole year ${/\b(not counting|without|excluding|ignore|ignoring|no|minus|leave out)\s+(the\s+)?set ?up\b/i.test(req.message) ? "not counting setup" : "with setup"}`,
          subject(),
          knowledge.offers,
        );
        if (year && /^(The first year|A year)\b/.test(year.text)) return year;
      }
    }
    if (asksYear && (asksCost || req.message.split(/\s+/).length <= 10)) {
      const year = quote(`${busySaid.content}. ${req.message}`, subject(), knowledge.offers);
      if (year && /^(The first year|A year)\b/.test(year.text)) return year;
      const agent = subject().agents[0];
      if (!seasonal || !agent || subject().agents.length !== 1) return null;
      const seasons = [...seasonalUsages(seasonal.content)!].sort((x, y) => y.amount - x.amount);
      const unit = unitWord(readUsage(seasonal.content)!);
      const bills = seasons.map((x) => ({
        x,
        q: quote(`what would the ${agent.name} cost with ${x.amount} ${unit} a month`, subject(), knowledge.offers),
      }));
      if (bills.some((b) => !b.q || /^The .+ is billed by/.test(b.q.text))) return null;
      const when = (label: string) => (label === "a normal month" ? "in a normal month" : `a month in ${label}`);
      const said = bills.map(({ x, q }) => {
        const line = q!.working.find((w) => / × /.test(w));
        return line
          ? `${line.replace(/^.*= /, "")} ${when(x.label)} (${line})`
          : `${formatUsd(agent.monthlyUsd.from)} ${when(x.label)} (${x.amount.toLocaleString("en-US")} ${unit}, inside the allowance)`;
      });
      return {
        text: `A year depends on how many months are busy: ${joinAnd(said)}, plus the one-time ${formatUsd(agent.setupUsd)} setup. How many months a year is ${seasons[0]!.label} for you?`,
        working: bills.flatMap((b) => b.q!.working),
        about: "agents",
      };
    }
    if (!seasonal || !asksCost || readUsage(req.message)) return null;
    const seasons = seasonalUsages(seasonal.content)!;
    const [low, high] = [...seasons].sort((x, y) => x.amount - y.amount);
    // "july vs january" after "summer … winter …": each season by its words or by a month in it.
    const meant = seasons.filter((x) => seasonMeant(x.label, seasonal.content, req.message));
    const busyWords = /\b(holidays?|busy|busiest|peak|crazy|slammed|rush|high|those months|christmas)\b/i.test(
      req.message,
    );
    const quietWords = /\b(normal|normally|slow|quiet|rest|off|low|usual|usually|typical)\b/i.test(req.message);
    const both =
      meant.length === 2 ||
      (meant.length === 1 && (meant[0] === high ? quietWords : busyWords)) ||
      (busyWords && quietWords);
    if (both) {
      const each = quote(seasonal.content, subject(), knowledge.offers);
      if (each && /^In /.test(each.text)) return each;
    }
    const pick = meant[0] ?? (busyWords ? high : quietWords ? low : undefined);
    if (!pick) return null;
    const one = quote(
      `${req.message.replace(/\?+\s*$/, "")} with ${pick.amount} ${unitWord(readUsage(seasonal.content)!)} a month`,
      subject(),
      knowledge.offers,
    );
    if (!one || /^The .+ is billed by/.test(one.text)) return null;
    return { ...one, text: `In ${pick.label}, ${one.text.replace(/^Your\b/, "your")}` };
  }

  /**
   * "if it picked up all 200 what would my bill be", "and in august when its maybe 600?": a bare
   * number after a usage was given, read in that usage's unit; null when there is none to carry.
   */
  function againInUnit(req: EngineRequest): string | null {
    // "if i run it only 6 months a year, whats my yearly cost": those months, with setup.
    const runMonths = RUN_MONTHS_A_YEAR.exec(req.message);
    if (runMonths) return `what would ${runMonths[1] ?? runMonths[2]} months cost, with setup`;
    if (readUsage(req.message)) return null;
    // The usage the visitor gave last, in their latest three messages.
    const users = req.history
      .filter((t) => t.role === "user")
      .slice(-3)
      .reverse();
    const before = users.map((t) => readUsage(t.content)).find((x) => x !== null);
    // "what if we only forward the after hours ones", after "a third of those come in after 6pm": that share.
    if (/\b(only|just)\b/i.test(req.message)) {
      const told = users.find((t) => readUsage(t.content));
      if (told && readUsage(`${told.content} ${req.message}`)?.share) return `${told.content} ${req.message}`;
    }
    // "and if it took all of them instead?", after only a share of the calls was billed: the whole.
    if (
      /\b(all (?:of )?(?:them|those|it|the calls|calls|my calls|our calls)|every (?:single )?call|the whole (?:lot|thing)|everything)\b/i.test(
        req.message,
      )
    ) {
      if (before?.share) return `${before.share.of} ${unitNoun(before.unit)} a month, what would it cost`;
    }
    // "say each call averages 2 minutes, what's the bill", after "a list of 800 past customers we
    // want called": that many calls, each that long.
    if (CALL_LENGTH_ALONE.test(req.message)) {
      const calls = before;
      if (calls && calls.unit === "call" && !calls.daily) return `${calls.amount} calls a month, ${req.message}`;
      // ("a list of about 800 past customers we want called": the people on the list, once each.)
      const listed = users.map((t) => listedCount(t.content)).find((n) => n !== null);
      if (!calls && listed && listed >= 10) return `${listed} calls a month, ${req.message}`;
    }
    const bare = BARE_AMOUNT.exec(req.message);
    // "whats that cost per month if all 20 a day go to it": the count keeps its own period.
    const perPeriod = /^\s*(?:a|per|each|every)\s+(?:day|night|week)\b/i.test(
      bare ? req.message.slice(bare.index + bare[0].length) : "",
    );
    if (bare && before && perPeriod) return req.message.replace(bare[0], `${bare[0]} ${unitNoun(before.unit)}`);
    // "so for a 30 day month whats my bill look like": the usage told before, billed now.
    const told = users.find((t) => readUsage(t.content));
    if (
      told &&
      !bare &&
      /\b(my bill|the bill|bill look|what(?:'?s| is| would) (?:that|it|this) (?:cost|run|come to|be)|how much (?:would|will) (?:that|it|this) (?:be|cost|run)|cost (?:me )?per month|per month if)\b/i.test(
        req.message,
      )
    )
      return `${told.content} ${req.message}`;
    if (!bare || Number(bare[1]!.replace(/,/g, "")) < 10) return null;
    if (!before || before.daily) return null;
    return req.message.replace(bare[0], `${bare[0]} ${unitNoun(before.unit)} a month`);
  }

  function quoteFor(req: EngineRequest): Quote | null {
    if (req.scope.kind === "investor" || req.persona.role === "twin") return null;
    // "about 300" after "roughly how many minutes of calls…?": the number in the unit asked for.
    const lastReply = lastReplyOf(req);
    const asked = /how many (minutes|website chats)\b[^?]*a month/i.exec(lastReply);
    const bare =
      /^\D{0,20}?(\d[\d,]*(?:\.\d+)?k?)\s*(?:a month|per month|monthly|\/mo|or so|ish|maybe|roughly)?\W*$/i.exec(
        req.message,
      );
    // "would i need 3 inbound agents?", "ok so what would 3 cost me" after "i have 3 locations": per location.
    const sitesSaid = req.history
      .filter((t) => t.role === "user")
      .map(
        (t) =>
          // ("2 man shop" is one shop of two people.)
          new RegExp(
            `\\b(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:(?!(?:${ONE_PLACE_SIZED})\\b)[a-z-]+\\s+)?(locations?|offices?|stores?|clinics?|branches|sites?|shops?|salons?|studios?|gyms?|restaurants?)\\b`,
            "i",
          ).exec(t.content) ?? sitesIn(t.content),
      )
      .filter((m): m is RegExpExecArray => m !== null)
      .pop();
    // "whats that per year all in" right after a bill for each of 2 locations: still both of them.
    const afterSites =
      sitesSaid !== undefined &&
      /\bfor each of your \d+\b/.test(lastReply) &&
      /\b(year|years|yearly|annual|annually|12 months|all in)\b/i.test(req.message) &&
      !/\b(locations?|offices?|stores?|clinics?|branches|sites?|shops?|salons?|studios?|gyms?|restaurants?)\b/i.test(
        req.message,
      );
    // "2 offices (one website tho)", the chat agent the topic: one agent serves the one site.
    const oneSiteSaid =
      req.history.some(
        (t) => t.role === "user" && /\b(one|1|single|same|shared)\s+(web ?site|site)\b/i.test(t.content),
      ) &&
      /Website Reception Agent/.test(lastReply) &&
      !/Inbound Voice Agent|Outbound Voice Agent/.test(lastReply);
    const sameCount =
      !oneSiteSaid &&
      (afterSites ||
        (sitesSaid &&
          // ("3 locations", then "at all three": the same number, in words or figures.)
          (new RegExp(`\\b(${sitesSaid[1]}|${sameNumberOtherForm(sitesSaid[1]!)})\\b`, "i").test(req.message) ||
            // "what would the setup cost be for both shops", "for all of them": the places said before.
            (/^(2|two)$/i.test(sitesSaid[1]!) && /\bboth\b/i.test(req.message)) ||
            /\b(all of them|all of those|each of them|every one of them|each one|(each|every|per) (location|office|store|clinic|shop|branch|site|salon|studio|gym|restaurant|practice))\b/i.test(
              req.message,
            )) &&
          (/\bboth\b|\ball\b|\beach\b/i.test(req.message) ||
            !/\b(locations?|offices?|stores?|clinics?|branches|sites?|shops?|salons?|studios?|gyms?|restaurants?)\b/i.test(
              req.message,
            ))));
    const seasonQuote = seasonFollowUp(req, lastReply);
    if (seasonQuote) return seasonQuote;
    // "so those two months added together plus the setup fee", after a normal month's bill and a
    // busy month's: the two bills said, added, with the setup if asked.
    if (/\b(?:those|these|the|both|that)\s+(?:two|2)\s+months\b|\bboth (?:of those )?months\b/i.test(req.message)) {
      const bills = req.history
        .filter((t) => t.role === "assistant")
        .map((t) =>
          /^(?:In [^,]+, )?[Yy]our (.+?) bill would be about \$([\d,]+(?:\.\d\d)?) a month: ([^(]+? = \$[\d,.]+)/.exec(
            t.content.trim(),
          ),
        )
        .filter((m): m is RegExpExecArray => m !== null)
        .slice(-2);
      const agent = knowledge.offers.agents.find((a) => a.name === bills[0]?.[1]);
      if (bills.length === 2 && agent && bills[1]![1] === agent.name) {
        const [x, y] = bills.map((m) => Number(m[2]!.replace(/,/g, "")));
        const withSetup = /\bset ?up\b/i.test(req.message);
        const total = x! + y! + (withSetup ? agent.setupUsd : 0);
        const line = `${formatUsd(x!)} + ${formatUsd(y!)}${withSetup ? ` + ${formatUsd(agent.setupUsd)}` : ""} = ${formatUsd(total)}`;
        return {
          text: `Those two months of the ${agent.name} come to ${formatUsd(total)}${withSetup ? " with the one-time setup" : ""}: ${formatUsd(x!)} (${bills[0]![3]}) and ${formatUsd(y!)} (${bills[1]![3]}), so ${line}. Want our team to confirm it in writing?`,
          working: [bills[0]![3]!, bills[1]![3]!, line],
          about: "agents",
        };
      }
    }
    // "and if i double that" right after a bill: the same agent, with twice the usage.
    const billedFor = /^Your (.+?) bill would be about/.exec(lastReply.trim());
    const times = /\b(double|twice|triple|half)\b/i.exec(req.message)?.[1]?.toLowerCase();
    const billedUnits = /\(([\d,]+) (minutes|conversations) are included and the other ([\d,]+) are/.exec(lastReply);
    if (billedFor && times && billedUnits && !readUsage(req.message)) {
      const agent = knowledge.offers.agents.find((a) => a.name === billedFor[1]);
      const total = Number(billedUnits[1]!.replace(/,/g, "")) + Number(billedUnits[3]!.replace(/,/g, ""));
      const factor = times === "triple" ? 3 : times === "half" ? 0.5 : 2;
      if (agent)
        return quote(
          `what would the ${agent.name} cost with ${Math.round(total * factor)} ${billedUnits[2]} a month`,
          quoteSubject(req, understand(`the ${agent.name}`)),
          knowledge.offers,
        );
    }
    // "and lowest tier?" right after a year of a priced-by-volume agent: that year at that end.
    const yearOf = /^A year of the (.+?) is\b/.exec(lastReply.trim());
    const yearAgent = yearOf ? knowledge.offers.agents.find((a) => a.name === yearOf[1]) : undefined;
    if (
      yearAgent &&
      /\b(lowest|cheapest|bottom|low|base|entry|top|highest|max|high|priciest)[- ](tier|end|level|rate)\b/i.test(
        req.message,
      ) &&
      req.message.split(/\s+/).length <= 8
    )
      return quote(
        `whats the total for the first year of the ${yearAgent.name} on the ${req.message.replace(/^\s*(and|what about|how about)\s+/i, "").replace(/\?+\s*$/, "")}`,
        quoteSubject(req, understand(`the ${yearAgent.name}`)),
        knowledge.offers,
      );
    // "and 5000?" right after a bill: the same agent, with that many of its units.
    const billed = /^Your (.+?) bill would be about/.exec(lastReply.trim());
    const billedAgent = billed ? knowledge.offers.agents.find((a) => a.name === billed[1]) : undefined;
    if (billedAgent && bare && !asked && !readUsage(req.message)) {
      const unit = /conversation/i.test(billedAgent.overage.per) ? "conversations" : "minutes";
      const sub = quoteSubject(req, understand(`the ${billedAgent.name}`));
      return quote(`what would the ${billedAgent.name} cost with ${bare[1]} ${unit} a month`, sub, knowledge.offers);
    }
    // "and for 3000? whats that over a year not counting setup", right after a bill: that usage for
    // the same agent, and the rest of the message asked of it.
    const ledBy =
      /^\W*(?:(?:and|so|ok|okay|what about|how about)\s+)*(?:for|with|at)?\s*(\d[\d,]*(?:\.\d+)?k?)\s*(?:a month|per month|monthly|\/mo)?\s*[?,;.!]+\s*(\S.*)$/i.exec(
        req.message,
      );
    if (billedAgent && ledBy && !asked && !readUsage(req.message)) {
      const unit = /conversation/i.test(billedAgent.overage.per) ? "conversations" : "minutes";
      const sub = quoteSubject(req, understand(`the ${billedAgent.name}`));
      return quote(
        `what would the ${billedAgent.name} cost with ${ledBy[1]} ${unit} a month, ${ledBy[2]}`,
        sub,
        knowledge.offers,
      );
    }
    // "in january we'd be around 1400 a month, what would jan cost", one agent the topic: in its unit.
    const unitless =
      !asked && !readUsage(req.message) && !readBudgets(req.message) && readPlainBudget(req.message) === null
        ? /(?<![$\d,.])(\d[\d,]*k?)\s*(?:a month|per month|\/mo|monthly|a mo)\b/i.exec(req.message)
        : null;
    // ("my front desk gal costs me about 3200 a month": what someone is paid, not usage.)
    if (
      unitless &&
      /\b(cost|costs|price|pay|bill|run|total|how much|what would)\b/i.test(req.message) &&
      !/\b(?:costs?|paying|pay|paid|salary|wage|wages|makes|earns)\s+(?:me|us|her|him|them)?\s*(?:about|around|like|roughly|maybe|almost|over)?\s*\$?\s*\d[\d,]*k?\s*(?:a month|per month|\/mo|monthly|a mo)\b/i.test(
        req.message,
      )
    ) {
      const sub = quoteSubject(req, understand(req.message));
      const agent = sub.agents.length === 1 && sub.plans.length === 0 && !sub.trial ? sub.agents[0] : undefined;
      if (agent) {
        const unit = /conversation/i.test(agent.overage.per) ? "conversations" : "minutes";
        // "oct thru april maybe 600 a month but may-sep 2200 a month, whole first yr": both amounts in
        // the agent's unit, the message read whole for the year.
        const perMonth = /(?<![$\d,.])(\d[\d,]*k?)\s*(a month|per month|\/mo|monthly|a mo)\b/gi;
        if ([...req.message.matchAll(perMonth)].length >= 2)
          return quote(req.message.replace(perMonth, `$1 ${unit} $2`), sub, knowledge.offers);
        return quote(`what would the ${agent.name} cost with ${unitless[1]} ${unit} a month`, sub, knowledge.offers);
      }
    }
    // "if each call is like 3 min whats that cost me", after "250 customers who cancelled…": the
    // numbers of the turn before and of this one, read together.
    const prevUser = [...req.history].reverse().find((t) => t.role === "user")?.content ?? "";
    const together =
      !bare &&
      !readUsage(req.message) &&
      // ("and if I add the website agent, what's the total": another product, not more numbers.)
      // ("if we did both whats the setup total": the products quoted, both of them.)
      !/\b(add|adding|plus|too|also|as well|on top|both|all of them|all three|all 3)\b/i.test(req.message) &&
      // ("…if i stay under the included minutes": no usage past the allowance, whatever was said before.)
      !STAYS_WITHIN_ALLOWANCE.test(req.message) &&
      !understand(req.message).entities.some((e) => e.type === "agent" || e.type === "plan") &&
      (/\b(cost|costs|run me|run us|monthly|bill|pay|how much|what would|whats that|what's that|total|come to)\b/i.test(
        req.message,
      ) ||
        // "ok whats the whole first year then with setup for all 4", after each store's bill.
        ((placesCounted(prevUser) ?? 0) >= 2 && /\b(year|yr|months|set ?up|all in)\b/i.test(req.message))) &&
      readUsage(prevUser) !== null &&
      readUsage(`${prevUser}. ${req.message}`) !== null
        ? `${prevUser}. ${req.message}`
        : null;
    // "how much per month for the website chat with that many", "what would inbound cost me with
    // that": the usage said in an earlier turn, read with this one.
    const thatMany =
      !together &&
      !readUsage(req.message) &&
      /\b(cost|costs|price|how much|bill|pay|run me|run us|total|per month|a month|monthly)\b/i.test(req.message) &&
      /\b(?:with|at|for|on) (?:that many|that much|that volume|those numbers|that usage|those volumes|that|those|it)\W*$|\b(?:with|at|for) (?:that many|that volume|those numbers|that usage)\b/i.test(
        req.message,
      )
        ? req.history
            .filter((t) => t.role === "user")
            .slice(-3)
            .reverse()
            .find((t) => readUsage(t.content))?.content
        : undefined;
    const message = together
      ? together
      : thatMany
        ? `${thatMany}. ${req.message}`
        : asked && bare && !readUsage(req.message)
          ? `what would it cost with ${bare[1]} ${asked[1] === "minutes" ? "minutes" : "conversations"} a month`
          : sameCount
            ? // ("for both locations" is the places, not both products of the last answer.)
              `${req.message
                .replace(/\?\s*$/, "")
                .replace(/^\s*(?:(?:ok(?:ay)?|so|and|alright|right)\b[\s,]*)+/i, "")
                .replace(
                  /\b(?:for\s+)?(?:both|all)(?:\s+of)?(?:\s+(?:our|the|my|those|these|them))?(?:\s+(?:locations?|offices?|stores?|clinics?|branches|sites?|shops?|salons?|studios?|gyms?|restaurants?))?\b/gi,
                  " ",
                )} for each of ${sitesSaid[1]} ${placesWord(sitesSaid[2] ?? sitesSaid[3] ?? "locations")}, what is the cost?`
            : (againInUnit(req) ?? req.message);
    const subject = quoteSubject(req, understand(message));
    // "what would the phone one run me for both locations": the one agent named, once per place.
    const namedHere = understand(message).entities.filter((e) => e.type === "agent");
    if (sameCount && namedHere.length === 1 && subject.agents.length > 1) {
      subject.agents = subject.agents.filter((a) => a.id === namedHere[0]!.id);
      subject.trial = false;
      subject.plans = [];
    }
    // Usage given earlier for one of these agents carries into a total ("and with the website agent?")
    // and into a year of the one agent ("and the first year with setup?").
    const overTime = subject.agents.length === 1 && /\b(years?|months|annual|annually|yearly)\b/i.test(message);
    if ((subject.agents.length >= 2 || overTime) && !readUsage(message)) {
      for (const t of req.history
        .filter((x) => x.role === "user")
        .slice(-4)
        .reverse()) {
        const usage = readUsage(t.content);
        if (!usage) continue;
        const named = understand(t.content).entities.find((e) => e.type === "agent");
        // "we do maybe 250 minutes a month" names no agent: the one of these billed in that unit.
        const byUnit = subject.agents.filter((a) =>
          usage.unit === "conversation" ? /conversation/i.test(a.overage.per) : !/conversation/i.test(a.overage.per),
        );
        // ("chat + phone, 750 calls a month": the calls are the phone agent's, whichever was named first.)
        const namedAgent = named?.type === "agent" ? subject.agents.find((a) => a.id === named.id) : undefined;
        const agent =
          namedAgent && byUnit.includes(namedAgent) ? namedAgent : byUnit.length === 1 ? byUnit[0] : undefined;
        if (!subject.earlierUsage) {
          if (agent) subject.earlierUsage = { agentId: agent.id, usage };
          // (One usage carries into a year of the one agent; a total of several takes each one's.)
          if (subject.agents.length < 2) break;
        }
        if (agent && !(subject.earlierUsages ?? []).some((e) => e.agentId === agent.id))
          subject.earlierUsages = [...(subject.earlierUsages ?? []), { agentId: agent.id, usage }];
      }
    }
    // "assume outbound at the low end": a price that depends on volume taken at the end named.
    const end = /\b(?:low|lowest|bottom|cheapest|min(?:imum)?)(?:[- ]end| of the range)\b|\bat the low\b/i.test(message)
      ? "from"
      : /\b(?:high|highest|top|max(?:imum)?)(?:[- ]end| of the range)\b|\bat the high\b/i.test(message)
        ? "to"
        : null;
    // (One agent's own year at an end is the quote's tier; this is a sum of several.)
    const ranged =
      end && !readUsage(message) && subject.agents.length + subject.plans.length >= 2
        ? subject.agents.filter((a) => a.monthlyUsd.from !== a.monthlyUsd.to)
        : [];
    if (ranged.length === 0) return quote(message, subject, knowledge.offers);
    subject.agents = subject.agents.map((a) =>
      ranged.includes(a) ? { ...a, monthlyUsd: { from: a.monthlyUsd[end!], to: a.monthlyUsd[end!] } } : a,
    );
    const atEnd = quote(message, subject, knowledge.offers);
    return atEnd
      ? {
          ...atEnd,
          text: `At the ${end === "from" ? "low" : "high"} end of the ${ranged.map((a) => `${a.name}'s ${formatUsd(a.monthlyUsd.from)}–${formatUsd(a.monthlyUsd.to)} range`).join(" and ")}: ${lowerFirst(atEnd.text)}`,
        }
      : null;
  }

  /** The bill a message asks for; "2 locations. where would AI actually save me time" asks advice, not a bill. */
  function billFor(req: EngineRequest): Quote | null {
    const u = understand(req.message);
    // ("save me time" is no money word here.)
    if (
      u.attrs.has("recommend") &&
      !/\b(cost|costs|price|prices|how much|bill|pay|budget|monthly|setup|total)\b/i.test(req.message) &&
      !readUsage(req.message)
    )
      return null;
    // "difference between launch and growth, is growth worth it": what each gives, not a sum.
    if (
      /\bworth (it|the|paying)\b/i.test(req.message) &&
      !readUsage(req.message) &&
      !/\b(cost|costs|price|prices|how much|bill|total|monthly|setup|cheaper|\$\d)/i.test(req.message)
    )
      return null;
    // "if i hate it after 2 months do i get the setup fee back": a refund asked about, not a sum.
    if (ASKS_REFUND.test(req.message) && !/\b(how much|cost|costs|price|bill|total)\b/i.test(req.message)) return null;
    // "$299 a month for 60 minutes is a ripoff": the price complained about, not a usage to bill.
    if (
      /\b(rip ?off|ripoff|overpriced|too expensive|too much|steep|pricey|scam|highway robbery)\b/i.test(req.message) &&
      !/\b(how much|what would|what will|bill|total|come to|run me|run us)\b/i.test(req.message)
    )
      return null;
    // "can i spread the setup out or get a discount": how to pay it, not the sum again.
    if (
      /\b(spread|split|break)\b[^.?!]{0,25}\b(out|up|over|payments?|setup|cost|fee)\b|\b(installments?|instalments?|pay (?:it )?(?:over time|in parts|monthly)|financ\w+|discounts?|deals?|cheaper deal|better price|coupon|promo)\b/i.test(
        req.message,
      ) &&
      !readUsage(req.message) &&
      !/\b(how much|what would|total|come to)\b/i.test(req.message)
    )
      return null;
    // "my wife answers for free so why would i pay you 299 a month", "so ur more expensive. why would
    // i pay that": the price pushed back on, not a usage to bill.
    if (
      /\bwhy (?:would|should|do) (?:i|we) (?:pay|spend)\b|\b(?:ur|you'?re|your|you are) (?:more expensive|pricier|dearer)\b/i.test(
        req.message,
      ) &&
      !/\b(how much|what would|what will|bill|total|come to|run me|run us)\b/i.test(req.message)
    )
      return null;
    // "only open may to october. can i pause the phone service in the winter and not pay?": pausing
    // asked about, not the season's sum.
    if (
      /\b(pause|pausing|paused|suspend|freeze|put (?:it )?on hold|hibernate)\b/i.test(req.message) &&
      !/\b(how much|cost|costs|total|bill|price|come to|run me|run us)\b/i.test(req.message)
    )
      return null;
    // "my nephew said he'd build it for $400 a month": their price, compared in the objection.
    if (RIVAL_QUOTE.test(req.message) && !/\b(how much|what would|bill|total)\b/i.test(req.message)) return null;
    // "3000 old customers we never call back, and calls go to voicemail": advice, not a bill.
    if (namesBothCallNeeds(req.message) && !/\b(how much|cost|price|bill|total)\b/i.test(req.message)) return null;
    // "how about both the phone one and the chat", after prices: what the two come to.
    const lastPriced = /\$\d/.test(lastReplyOf(req));
    if (lastPriced && phoneAndChat(u.text) && !/\b(how much|cost|price|bill|total)\b/i.test(req.message))
      return quoteFor({ ...req, message: `${req.message}, what would both cost` });
    return quoteFor(req);
  }

  function lastUserAttrs(req: EngineRequest): Set<Attr> {
    for (const t of [...req.history].reverse()) if (t.role === "user") return understand(t.content).attrs;
    return new Set();
  }

  /**
   * "the middle one", "the last plan": the thing at that place in the list the last answer gave,
   * put in by name ("the Growth Website + AI Agent plan how long does it take").
   */
  /** The agents, plans and AI twin a reply names, in the order it names them, with a first year's cost. */
  function namedAt(reply: string) {
    return [
      ...knowledge.offers.agents.map((a) => ({
        name: a.name,
        at: reply.indexOf(a.name),
        kind: "agent",
        firstYear: agentFirstYear(a),
      })),
      ...knowledge.offers.buildPlans.map((p) => ({
        name: `${p.name} plan`,
        at: reply.indexOf(p.name),
        kind: "plan",
        firstYear: p.investmentUsd + 12 * (p.monthlyUsd ?? 0),
      })),
      // "the cheaper one" after a list with the AI twin in it: the twin is a product too.
      {
        name: "AI twin",
        at: reply.search(/\bAI twin\b/),
        kind: "trial",
        firstYear: knowledge.offers.trial.setupUsd + 12 * knowledge.offers.trial.monthlyUsd,
      },
    ]
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at);
  }

  function resolveOrdinal(req: EngineRequest): string | null {
    // "the $2500 website one": the product at that price, of the kind the words say.
    const priced =
      /\bthe \$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k?)\s*(?:dollar\s+)?(website|site|web|app|plan|build|agent|phone|voice|chat)?\s*(one|plan|option|package|agent|site|website)\b/i.exec(
        req.message,
      );
    if (priced) {
      const raw = priced[1]!.replace(/,/g, "").toLowerCase();
      const usd = raw.endsWith("k") ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
      const kind = `${priced[2] ?? ""} ${priced[3]}`.toLowerCase();
      const plan = knowledge.offers.buildPlans.find((p) => p.investmentUsd === usd);
      const agent = knowledge.offers.agents.find((a) => a.setupUsd === usd || a.monthlyUsd.from === usd);
      const pick = /\b(website|site|web|app|plan|build)\b/.test(kind)
        ? plan
          ? `the ${plan.name} plan`
          : undefined
        : /\b(agent|phone|voice|chat)\b/.test(kind)
          ? agent && `the ${agent.name}`
          : plan && !agent
            ? `the ${plan.name} plan`
            : agent && !plan
              ? `the ${agent.name}`
              : undefined;
      if (pick) return req.message.replace(priced[0], pick);
    }
    // "give me the numbers side by side", right after a comparison: the comparison, asked again.
    if (
      /\bside[- ]by[- ]side\b|\bbreak (?:it|that|them|those) down\b|\blay (?:it|them) out\b/i.test(req.message) &&
      /\bagainst\b/.test(lastReplyOf(req)) &&
      understand(req.message).entities.length === 0
    ) {
      const asked = [...req.history].reverse().find((t) => t.role === "user")?.content;
      if (asked) return asked;
    }
    // "vs just getting the chat agent?" right after one product's price: that product against it.
    const versus = /^\s*(?:vs\.?|versus|compared (?:to|with)|or)\s+\S/i.exec(req.message);
    if (versus && req.scope.kind === "sales") {
      const lead = splitSentences(lastReplyOf(req))[0] ?? "";
      const named = [
        ...knowledge.offers.agents.map((a) => ({ name: a.name, said: `the ${a.name}` })),
        ...knowledge.offers.buildPlans.map((p) => ({ name: p.name, said: `the ${p.name} plan` })),
      ].filter((x) => lead.includes(x.name));
      if (named.length === 1 && !req.message.toLowerCase().includes(named[0]!.name.toLowerCase()))
        return `${named[0]!.said} ${req.message.trim()}`;
    }
    // "how fast is setup on that", right after a reply that led with one venture (Business AI Wiz):
    // that venture, by name, not the agents' setup.
    const pointsAt = /\b(?:on|of|for|with) (that|it|this|that one|this one)\W*$/i.exec(req.message);
    if (pointsAt && req.scope.kind !== "investor" && understand(req.message).entities.length === 0) {
      const lead = splitSentences(lastReplyOf(req))[0] ?? "";
      const ventures = knowledge.businesses.filter((b) => lead.includes(b.name));
      const products = [...knowledge.offers.agents, ...knowledge.offers.buildPlans].some((x) => lead.includes(x.name));
      if (ventures.length === 1 && !products) {
        const word = pointsAt[1]!;
        return req.message.replace(new RegExp(`\\b${word}\\b`, "i"), ventures[0]!.name);
      }
    }
    // "ok and i have 3 locations, if i did it at all 3?" right after one agent's price: that agent,
    // once per location.
    const places = req.scope.kind === "sales" ? placesCounted(req.message) : null;
    if (
      places &&
      places >= 2 &&
      /\b(it|that|that one|this|the same)\b/i.test(req.message) &&
      !understand(req.message).entities.some((e) => e.type === "agent" || e.type === "plan")
    ) {
      const lead = splitSentences(lastReplyOf(req))[0] ?? "";
      const named = knowledge.offers.agents.filter((a) => lead.includes(a.name));
      if (named.length === 1) return `what would the ${named[0]!.name} cost for each of ${places} locations`;
    }
    // "which of your ventures is the store builder one?": the venture its own texts describe so.
    const described = req.scope.kind === "investor" ? null : describedVenture(req.message);
    if (described && !understand(req.message).entities.some((e) => e.type === "business")) {
      const b = ventureMeant(described, knowledge.businesses);
      if (b) return `what is ${b.name}?`;
    }
    // "the one with the chat built in, how much?" after a plan: the plan (or agent) that has it, by name.
    const oneWith = THE_ONE_WITH.exec(req.message);
    if (oneWith && req.scope.kind !== "investor") {
      const lastReply = lastReplyOf(req);
      const lead = splitSentences(lastReply)[0] ?? "";
      const pool: Candidate[] = knowledge.offers.buildPlans.some((p) => lead.includes(p.name))
        ? knowledge.offers.buildPlans.map((plan) => ({ kind: "plan", plan }))
        : knowledge.offers.agents.some((a) => lead.includes(a.name))
          ? knowledge.offers.agents.map((agent) => ({ kind: "agent", agent }))
          : [];
      // The words that say what it has: up to the next clause ("…built in, how much?").
      const what = /^[^,;.?!]*/.exec(req.message.slice(oneWith.index + oneWith[0].length))![0];
      const picked = pool.length > 1 ? pickWhich(`which one has ${what}`, pool) : null;
      if (picked) {
        const name = picked.kind === "plan" ? `the ${picked.plan.name} plan` : `the ${picked.agent.name}`;
        const before = req.message.slice(0, oneWith.index);
        const after = req.message.slice(oneWith.index + oneWith[0].length + what.length);
        // ("and the one with the ai agent built in?" asks what it is, not the last question again.)
        if (/^\W*(?:(?:and|so|ok|okay|what about|how about)\W+)*$/i.test(before) && /^\W*$/.test(after))
          return `what is ${name} and what does it cost?`;
        return `${before}${name}${after}`;
      }
    }
    // "and what about the other one", after "the cheaper one…": the one of the two not meant last.
    const other = /\bthe other (one|agent|plan|option|package)\b/i.exec(req.message);
    if (other) {
      const lastUserAt = req.history.map((t) => t.role).lastIndexOf("user");
      if (lastUserAt < 0) return null;
      const prevAsked = req.history[lastUserAt]!.content;
      const prevReq: EngineRequest = { ...req, message: prevAsked, history: req.history.slice(0, lastUserAt) };
      const meantBefore = resolveOrdinal(prevReq) ?? prevAsked;
      for (const reply of [...req.history]
        .reverse()
        .filter((t) => t.role === "assistant")
        .slice(0, 3)) {
        const found = namedAt(reply.content);
        const group = [found.filter((x) => x.kind === "plan"), found.filter((x) => x.kind !== "plan")].find(
          (g) => g.length === 2,
        );
        if (!group) continue;
        const meant = group.find((x) => meantBefore.includes(x.name));
        const pick = meant ? group.find((x) => x !== meant) : undefined;
        if (!pick) return null;
        // "so how much more is the other one upfront and monthly": more than the one meant before.
        const named = req.message.replace(other[0], `the ${pick.name}`);
        return /\bhow much (more|less|extra)\b|\bcosts? (more|less)\b/i.test(named) && !/\bthan\b/i.test(named)
          ? `${named.replace(/[\s?.!]*$/, "")} than the ${meant!.name}?`
          : named;
      }
      return null;
    }
    const m =
      /\b(?:the\s+|a\s+)?(first|second|third|middle|last|1st|2nd|3rd|top|bottom|basic|cheapest|cheaper|cheap|entry|starter|simplest|smallest|premium|priciest|pricier|expensive|biggest|bigger|fanciest)\s+(one|plan|option|agent|package|tier|website|site)\b/i.exec(
        req.message,
      );
    if (!m) return null;
    const word = m[1]!.toLowerCase();
    const replies = [...req.history].reverse().filter((t) => t.role === "assistant");
    const lastReply = replies[0]?.content ?? "";
    const namedIn = namedAt;
    const byPrice =
      /^(cheapest|cheaper|cheap|basic|entry|starter|simplest|smallest|premium|priciest|pricier|expensive|biggest|bigger|fanciest)$/.test(
        word,
      );
    if (byPrice) {
      // "the cheaper one" after "which of those has the chat?" (one plan named): the two plans
      // compared a turn earlier, ordered by what they cost, never by where the reply named them.
      for (const reply of replies.slice(0, 3)) {
        const found = namedIn(reply.content);
        const kinds = [
          found.filter((x) => x.kind === "plan"),
          found.filter((x) => x.kind === "agent" || x.kind === "trial"),
        ];
        const group = kinds.find((g) => g.length >= 2);
        if (!group) continue;
        const sorted = [...group].sort((a, b) => a.firstYear - b.firstYear);
        const pick = /^(premium|priciest|pricier|expensive|biggest|bigger|fanciest)$/.test(word)
          ? sorted[sorted.length - 1]!
          : sorted[0]!;
        return req.message.replace(m[0], `the ${pick.name}`);
      }
      return null;
    }
    const named = namedIn(lastReply);
    if (named.length < 2) return null;
    const index =
      word === "middle"
        ? named.length === 3
          ? 1
          : -1
        : word === "last" || word === "bottom"
          ? named.length - 1
          : (({ first: 0, "1st": 0, top: 0, second: 1, "2nd": 1, third: 2, "3rd": 2 } as Record<string, number>)[
              word
            ] ?? 0);
    const pick = named[index];
    return pick ? req.message.replace(m[0], `the ${pick.name}`) : null;
  }

  function compose(req: EngineRequest): Draft {
    const ordinal = resolveOrdinal(req);
    if (ordinal) return compose({ ...req, message: ordinal });
    const d = new Draft();
    const k = knowledge;
    const u = understand(req.message);
    const attrs = new Set(u.attrs);
    let entities = u.entities;
    const lower = u.text;
    const investorScope = req.scope.kind === "investor" ? req.scope : null;
    // The AI twin speaks for one person: no industry pitches or site prose in its mouth.
    const twin = req.persona.role === "twin";
    const has = (w: string) => u.tokens.includes(w);
    const lastReply = lastReplyOf(req);
    // "when would i get my money back": a return on the investment, which the documents are read
    // for before "money" reads as the use of funds.
    if (investorScope?.unlocked && !u.injection && RETURNS_ASKED.test(lower)) {
      const b = k.businesses.find((x) => x.slug === investorScope.slug);
      if (b && investorReader.answer(d, b, req.message, k, lastReply, "")) return d;
    }
    // "so how many months before growth works out cheaper", after "costs $1,000 more to start and
    // $349 less each month": the month the saving overtakes the extra.
    const breakEven =
      /\b(how (many|long)|when|what month|which month)\b[^?]*\b(cheaper|pays? (off|for itself)|break(s|ing)? even|works? out|comes? out ahead|ahead|catch(es)? up)\b|\bbreak[- ]?even\b/i.test(
        lower,
      )
        ? /costs? \$([\d,]+) more to start \((\$[\d,]+ − \$[\d,]+ = \$[\d,]+)\) and \$([\d,]+) less each month \((\$[\d,]+ − \$[\d,]+ = \$[\d,]+)\)/.exec(
            lastReply,
          )
        : null;
    if (breakEven && !twin && !investorScope) {
      const extra = Number(breakEven[1]!.replace(/,/g, ""));
      const saving = Number(breakEven[3]!.replace(/,/g, ""));
      const months = Math.ceil(extra / saving);
      // (The other way's own sums, said again, so every figure here is worked out in this reply.)
      const pair = /(\$[\d,]+ \+ \$[\d,]+ = \$[\d,]+) up ?front and (\$[\d,]+ \+ \$[\d,]+ = \$[\d,]+) a month/.exec(
        lastReply,
      );
      const named = /^The (.+?) plan has\b/.exec(lastReply.trim())?.[1];
      d.say(
        `${named ? `The ${named} plan` : "It"} comes out ahead in month ${months}: ${pair ? `the other way is ${pair[1]} up front and ${pair[2]} a month, so ` : ""}it costs ${formatUsd(extra)} more to start (${breakEven[2]}) and saves ${formatUsd(saving)} a month (${breakEven[4]}), and ${months} × ${formatUsd(saving)} = ${formatUsd(months * saving)}, more than the ${formatUsd(extra)}.`,
        `From then on it's ${formatUsd(saving)} a month cheaper. Want our team to scope the site with you?`,
      );
      d.cite(k.sources.build);
      return d;
    }
    // "is the trial actually free? whats it cost after": "it" is the trial just talked about, and
    // "after" its end, not past an allowance.
    if (
      !twin &&
      !investorScope &&
      /\btrial\b/i.test(lastReply) &&
      /\bit\b/i.test(lower) &&
      /\b(cost|costs|price|pay|charge|charged)\b[^.?!]{0,12}\bafter(wards?)?\b(?!\s+(?:the\s+)?(?:included|\d|minutes|conversations|allowance|limit|that many))/i.test(
        lower,
      ) &&
      !/\b(minutes?|conversations?|included|allowance|limit|overage|go over|goes over)\b/i.test(lower) &&
      !u.entities.some((e) => e.type === "agent" || e.type === "plan" || e.type === "business" || e.type === "family")
    )
      return compose({ ...req, message: "what does the AI twin cost after the free trial" });
    // "ok fine how much is it then", after a worry about robots on the phone answered without naming
    // a product: "it" is what answers their phone.
    if (
      !twin &&
      !investorScope &&
      req.persona.role === "sales" &&
      u.attrs.has("price") &&
      u.entities.length === 0 &&
      /\b(it|that|this|one)\b/i.test(req.message) &&
      !readUsage(req.message) &&
      lastReply &&
      ![...k.offers.agents, ...k.offers.buildPlans].some((x) => lastReply.includes(x.name)) &&
      !/\b(twin|trial|website|site|chat|app|venture)\b/i.test(lastReply)
    ) {
      const asked = req.history
        .filter((t) => t.role === "user")
        .map((t) => t.content)
        .join(" ");
      const phone = /\b(phones?|calls?|callers?|ring|rings|voicemail|answering)\b/i.test(asked);
      const online = /\b(chat|chats|website|site|online|dms?|instagram|web)\b/i.test(asked);
      const inbound = k.offers.agents[0];
      if (phone && !online && inbound)
        return compose({ ...req, message: `${req.message.replace(/[?.!\s]+$/, "")} for the ${inbound.name}` });
    }
    // "whats the difference between the two cheaper ones", after the plans or the agents were
    // listed: those two by name, cheapest first.
    const cheaperPair = CHEAPER_PAIR.exec(req.message);
    if (cheaperPair && !twin && !investorScope) {
      const plans = k.offers.buildPlans.filter((p) => lastReply.includes(p.name));
      const agents = k.offers.agents.filter((a) => lastReply.includes(a.name));
      const byPrice =
        plans.length >= 2
          ? [...plans].sort((a, b) => a.investmentUsd - b.investmentUsd).map((p) => `the ${p.name} plan`)
          : agents.length >= 2
            ? [...agents].sort((a, b) => a.setupUsd - b.setupUsd).map((a) => `the ${a.name}`)
            : [];
      const cheap = /\b(cheaper|cheapest|lower[- ]priced|less expensive|smaller|smallest|affordable)\b/i.test(
        cheaperPair[0],
      );
      const two = cheap ? byPrice.slice(0, 2) : byPrice.slice(-2);
      if (two.length === 2)
        return compose({ ...req, message: req.message.replace(cheaperPair[0], `${two[0]} and ${two[1]}`) });
    }
    // "about 40 calls a month, 1.5 min each. would i go over the included minutes?": the bill says
    // whether it goes over, where the FAQ would only say what happens if it does.
    if (
      !twin &&
      !investorScope &&
      readUsage(req.message) &&
      WOULD_GO_OVER.test(req.message) &&
      !/\bmonthly bill\b/i.test(req.message) &&
      // (One question at a time: "… and do unused minutes roll over" is answered as its own part.)
      questionParts(req.message).length === 1
    )
      return compose({ ...req, message: `${req.message.replace(/[?.!\s]+$/, "")}? what would my monthly bill be` });
    // "do you have a $99/mo voicemail-only plan?": the plans at that price, or plainly none.
    if (!twin && !investorScope && req.persona.role === "sales" && !u.injection) {
      const named =
        answerNamedPlan(req.message, k) ??
        answerBackOffice(req.message, k) ??
        answerSetupAgain(req.message, k) ??
        answerCanAnswer(req.message, k) ??
        answerSystemKind(req.message, k);
      if (named) return named;
    }
    // "and past that what do i pay", right after an allowance: the overage rate, with a month past it.
    const pastAgent = k.offers.agents.find((a) => lastReply.includes(a.name));
    if (
      pastAgent &&
      !twin &&
      !investorScope &&
      !readUsage(req.message) &&
      /\b(past|over|beyond|after|above|more than|go over)\s+(that|those|it|this|them|the (limit|allowance|included))\b/.test(
        lower,
      ) &&
      /\b(pay|cost|costs|charge|charged|price|how much|what happens)\b/.test(lower) &&
      /\bincluded\b|\bincludes\b/.test(lastReply) &&
      // (After a bill worked out, "how much over the included would i be" is that bill's overage.)
      !/= \$|bill would be|your bill is/.test(lastReply)
    ) {
      const a = pastAgent;
      const unit = /conversation/i.test(a.overage.per) ? "conversations" : "minutes";
      const more = a.included.amount + (unit === "minutes" ? 20 : 200);
      const over = more - a.included.amount;
      const base =
        a.monthlyUsd.from === a.monthlyUsd.to
          ? formatUsd(a.monthlyUsd.from)
          : `${formatUsd(a.monthlyUsd.from)}–${formatUsd(a.monthlyUsd.to)}`;
      const total =
        a.monthlyUsd.from === a.monthlyUsd.to
          ? formatUsd(a.monthlyUsd.from + over * a.overage.usd)
          : `${formatUsd(a.monthlyUsd.from + over * a.overage.usd)}–${formatUsd(a.monthlyUsd.to + over * a.overage.usd)}`;
      d.say(
        `Past the ${a.included.amount.toLocaleString("en-US")} included ${unit}, it's ${formatUsd(a.overage.usd)} a ${a.overage.per}: at ${more.toLocaleString("en-US")} ${unit} in a month, say, the bill is ${base} + ${over} × ${formatUsd(a.overage.usd)} = ${total}.`,
        `Want me to work out the bill for your ${unit === "minutes" ? "call" : "chat"} volume?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${a.id}`);
      return d;
    }
    // The phone agent and the chat agent, which several answers below name.
    const phoneAgent = k.offers.agents[0]!;
    const chatAgent = k.offers.agents.find((a) => /conversation/i.test(a.overage.per));
    // "what does max cost", "can i buy you and put you on my own site", asked of Max: the persona is
    // one of our invite-only tools, and a chat assistant on the visitor's own site is the chat agent.
    const ownTool =
      req.persona.role === "sales"
        ? k.tools.items.find((t) => t.name.toLowerCase().startsWith(`${req.persona.name.toLowerCase()} `))
        : undefined;
    // "and if i want the chat thing on it too?", right after a site plan without it: the bundle.
    const siteLed = k.offers.buildPlans.find((p) => (splitSentences(lastReply)[0] ?? "").includes(p.name));
    const chatOffer = k.offers.agents.find((a) => /conversation/i.test(a.overage.per));
    if (
      !twin &&
      !investorScope &&
      siteLed &&
      chatOffer &&
      !siteLed.includes.some((i) => i.includes(chatOffer.name)) &&
      /\b(chat|chatbot|chat ?bot|website agent|web agent|reception agent|ai agent)\b/.test(lower) &&
      /\b(too|also|on it|on there|add|adding|as well|with it|on top)\b/.test(lower) &&
      // ("can i add the chat thing later": yes, whenever they like, answered below.)
      !/\b(later|afterwards|after|down the (road|line)|in the future|eventually|next year|someday|at some point)\b/.test(
        lower,
      ) &&
      !entities.some((e) => e.type === "plan")
    ) {
      if (answerChatOnSite(d, k, siteLed, chatOffer)) return d;
    }
    // "a website where people can order cakes online": a build that takes orders, not online booking.
    if (
      !u.injection &&
      !twin &&
      !investorScope &&
      ORDERS_ONLINE.test(lower) &&
      // ("too pricey… anything cheaper where people can still order online": the price objection's.)
      !/\b(cheaper|pricey|too (expensive|much)|less expensive|afford)\b/.test(lower) &&
      // (A shop that sells its products online is Business AI Wiz's.)
      !SELLS_PRODUCTS.test(lower) &&
      /\b(websites?|web ?sites?|sites?|apps?|online|build)\b/.test(lower) &&
      !/\b(call|calls|phone|caller|callers|agent|agents|payment plans?|chat|chatbot)\b/.test(lower)
    ) {
      // "can i add online ordering to that one", after a plan: that plan's answer.
      const meant = plansMeant(req, entities, lower);
      // (An app plan named with payments in it is asked its price and timeline: answered below.)
      const withoutPayments = meant.filter((p) => !paymentsIn(p));
      if (withoutPayments.length > 0) answerPlanPayments(d, k, meant, "Taking orders and payments online");
      else if (meant.length === 0) answerOnlineOrders(d, k, req.message);
      if (d.length() > 0) return d;
    }
    const me = `(?:you|u|${req.persona.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: ai)?|the ${req.persona.name.toLowerCase()} thing)`;
    if (
      ownTool &&
      !investorScope &&
      (new RegExp(`\\b(buy|purchase|license|rent|subscribe to|put|install|embed)\\s+${me}\\b`).test(lower) ||
        new RegExp(`\\b(what|how much)\\s+(do|does|would|will)\\s+${me}\\s+cost\\b`).test(lower))
    ) {
      d.say(
        `${ownTool.name} is one of our invite-only tools: the site lists no price for it, and access comes with an invitation code you can request on the home page.`,
      );
      if (chatAgent && /\b(site|website|web site|page)\b/.test(lower))
        d.say(
          `To put an assistant like me on your own site, that's our ${chatAgent.name}: ${formatUsd(chatAgent.setupUsd)} to set up and ${agentMonthly(chatAgent)}, with ${agentIncluded(chatAgent)} included. Want me to have the team walk you through it?`,
        );
      d.cite(k.sources.tools);
      d.use(`tool-${ownTool.id}`);
      d.suggest(
        "How do I get an invitation code?",
        "What does the Website Reception Agent cost?",
        "How can I contact the team?",
      );
      return d;
    }
    // "how many calls does the 60 minutes cover": the agent whose allowance that is.
    if (!entities.some((e) => e.type === "agent") && !twin && !investorScope) {
      const byAllowance = k.offers.agents.find((a) =>
        new RegExp(
          `\\b(the\\s+)?${a.included.amount.toLocaleString("en-US").replace(",", ",?")}\\s*(${/conversation/i.test(a.overage.per) ? "conversations|convos|chats" : "minutes|mins"})\\b`,
        ).test(lower),
      );
      if (byAllowance && /\b(the|those|that|your)\s+[\d,]+\s*(minutes|mins|conversations|convos|chats)\b/.test(lower))
        entities = [...entities, { type: "agent", id: byAllowance.id }];
    }
    // "we do 24/7 lockouts. how much for the ai that answers the phone": the price asked, not the hours.
    if (
      attrs.has("price") &&
      attrs.has("hours") &&
      /\bhow much\b|\bwhat (does|would) (it|that|the \w+) cost\b|\bprice\b/.test(lower) &&
      entities.some((e) => e.type === "agent")
    )
      attrs.delete("hours");
    // "so what do callers hear then", right after the outage answer: still not on the site, said plainly.
    if (
      /\buptime figure\b/.test(lastReply) &&
      /\b(what (do|would|will) (callers|people|customers|they) (hear|get)|what happens (then|to (the )?calls)|then what|where do (the )?calls go)\b/.test(
        lower,
      )
    ) {
      d.say(
        `The site doesn't describe what callers hear during an outage, so I won't guess. Our team can walk you through the fallback for your line at ${k.site.email} or ${k.site.phone}; want me to have them reach out?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "what if we go over the minutes, does it just cut off": what happens past the allowance.
    if (
      /\b(cut|cuts) off\b|\b(stop|stops) working\b|\bshut(s)? off\b|\bgo(es)? dead\b|\brun(s)? out\b|\bwhat (happens|if)\b/.test(
        lower,
      ) &&
      /\b(go|goes|going|went) over\b|\brun(s)? out\b|\bover (the|my|our) (minutes|limit|allowance)\b/.test(lower) &&
      entities.length === 0 &&
      // (One part of several, or after an agent was the topic: that agent's own overage.)
      !req.part &&
      !entitiesFromHistory(req)?.entities.some((e) => e.type === "agent") &&
      !twin &&
      !investorScope &&
      !readUsage(req.message)
    ) {
      const [voice, , chat] = k.offers.agents as [AgentOffer, AgentOffer, AgentOffer];
      d.say(
        `${/\b(cut|cuts|stop|stops|shut|shuts|dead)\b/.test(lower) ? "No: nothing" : "Nothing"} stops working when you go over. Extra use is billed at the plan's overage rate, ${formatUsd(voice.overage.usd)} a ${voice.overage.per} on the voice agents and ${formatUsd(chat.overage.usd)} a ${chat.overage.per} on the ${chat.name}, and we'll suggest a better fit if your volume grows.`,
        "Want me to work out the bill for your volume?",
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "i want something that sounds like me answering buyer questions": an AI twin, wanted.
    if (
      !twin &&
      !investorScope &&
      /\b(sounds? like me|sounds? just like me|talks? like me|in my (own )?voice|with my (own )?voice|my own voice)\b/.test(
        lower,
      ) &&
      /\b(want|need|looking for|something|get|have)\b/.test(lower) &&
      !entities.some((e) => e.type === "agent" || (e.type === "family" && e.family === "trial"))
    )
      entities = [...entities, { type: "family", family: "trial" }];
    if (
      ((has("call") || has("calls")) &&
        (["limit", "limited", "length", "duration", "cap", "maximum", "last"].some(has) ||
          (has("long") && ["each", "per", "single"].some(has))) &&
        !has("until")) ||
      // "how long can a caller stay on the line with it": one call's length.
      /\bhow long (?:can|could|will|would|does|do)\b[^?.!]*\b(?:stay on|on the (?:line|phone)|be on hold|talk to it|talk with it|a call (?:go|run|last)|calls? (?:go|run|last))\b/i.test(
        req.message,
      )
    ) {
      attrs.add("perCall");
      attrs.delete("time");
    }
    if (/\d+\s?(%|percent)\s+(off|discount)\b/i.test(req.message)) attrs.add("discount");
    // "what about the ai twin thing, is that quicker", after the agents' go-live time: its build time.
    if (
      /\b(quicker|faster|sooner|less time)\b/.test(lower) &&
      entities.some((e) => e.type === "family" && e.family === "trial") &&
      /\bgo live\b/.test(lastReplyOf(req))
    ) {
      attrs.add("buildTime");
      attrs.delete("time");
    }
    // "can it text me a summary after each call": what it sends after a call, not how long one lasts.
    if (
      attrs.has("perCall") &&
      /\b(summary|summaries|recap|recaps|transcript|transcripts|notes|notify|notification)\b/.test(lower) &&
      !/\b(limit|limited|length|long|duration|cap|capped|minutes?)\b/.test(lower)
    )
      attrs.delete("perCall");
    // "my website is ancient. how much for a new one": a website build priced, our plans.
    if (
      !twin &&
      !investorScope &&
      entities.length === 0 &&
      /\b(website|site)\b[^?]*\b(new one|new website|new site|redo|redone|rebuild|rebuilt|replace|replaced|redesign\w*)\b/i.test(
        req.message,
      ) &&
      (attrs.has("price") || attrs.has("what") || /\bhow much\b/i.test(req.message))
    ) {
      entities = [{ type: "family", family: "plans" }];
      attrs.delete("website");
    }
    // "phones are nuts after 6pm": their phones, a situation, not a wish to reach us.
    if (
      attrs.has("contact") &&
      /\bphones?\s+(are|is|ring|rings|ringing|keep|go|goes|blow|blowing|get|gets|never stop|don'?t stop)\b/i.test(
        req.message,
      ) &&
      !CONTACT_US.test(lower)
    )
      attrs.delete("contact");
    // "2 locations in san antonio": the visitor's own sites, not a question about where we are.
    if (
      attrs.has("location") &&
      /\b(\d+|two|three|four|five|several|multiple|our|my)\s+(locations?|offices|sites)\b|\b(we'?re|we are|i'?m|i am)\s+(based|located)\b/i.test(
        req.message,
      ) &&
      !/\bwhere (are|r|is) (you|u|domu|your)\b|\byour (office|location|hq|headquarters)\b/i.test(req.message)
    )
      attrs.delete("location");
    // "where is the data stored": where data is processed, the privacy policy's, not our office.
    if (attrs.has("location") && /\b(data|information|info|recordings?|transcripts?|servers?)\b/i.test(req.message))
      attrs.delete("location");
    // "how long has he been doing this" right after the founder was named: the founder again.
    const lastSaid = [...req.history]
      .reverse()
      .filter((t) => t.role === "assistant")
      .slice(0, 2)
      .map((t) => t.content)
      .join(" ");
    if (
      !twin &&
      !investorScope &&
      /\b(he|him|his)\b/i.test(req.message) &&
      lastSaid.includes(knowledge.site.founder.name) &&
      u.entities.length === 0
    ) {
      attrs.clear();
      attrs.add("founder");
    }
    // "what would that one cost me after, month to month": the monthly price asked, not the contract.
    if (
      attrs.has("contract") &&
      (attrs.has("price") || attrs.has("monthly")) &&
      /\bmonth[- ]to[- ]month\b/i.test(req.message) &&
      !/\b(contract|commit\w*|cancel\w*|lock(ed)? in)\b/i.test(req.message)
    )
      attrs.delete("contract");
    // "lots of cancellations and walk-ins": their customers' cancellations, not leaving our plans.
    if (
      attrs.has("contract") &&
      /\bcancell?ations\b|\b(patients|clients|customers|guests|members|people|students) (who )?cancel\w*\b|\blast[- ]minute cancel\w*/i.test(
        req.message,
      ) &&
      !/\b(contract|commit\w*|lock(ed)? in|your (plan|service|agent)|the (plan|service|subscription))\b/i.test(
        req.message,
      )
    )
      attrs.delete("contract");
    // "do i need to put a card down to start": the card asked about, not "$99 down"; and what
    // starts with no card is the free trial.
    if (attrs.has("card") && /\bcard (down|on file)\b|\bput (a|my|the) card\b/i.test(req.message)) {
      attrs.delete("paymentPlan");
      if (u.entities.length === 0 && !twin && !investorScope)
        entities = [...entities, { type: "family", family: "trial" }];
    }
    // "if your servers go down" is an outage, not "$99 down"; "the deal with the trial" is no discount.
    // ("down the road i want an app": later, not a down payment.)
    if (
      /\b(go|goes|going|went|is|are|be|being|been)\s+down\b|\bservers?\b|\boutage|\buptime\b|\bdown the (road|line|track)\b/.test(
        u.text,
      )
    )
      attrs.delete("paymentPlan");
    // "break down the numbers pls": the working asked for, not "$99 down".
    if (/\bbreak(ing)?\s+(it |that |this |them |the \w+ )?down\b|\bbreakdown\b/.test(lower))
      attrs.delete("paymentPlan");
    if (
      u.entities.some((e) => e.type === "family" && e.family === "trial") &&
      !/\b(discount|coupon|code|promo|%|percent|off)\b/.test(u.text)
    )
      attrs.delete("discount");
    // "what state's law does the contract fall under": the governing law, not the contract's length.
    if (GOVERNING_LAW.test(lower)) {
      attrs.delete("contract");
      attrs.add("law");
    }
    // "whats the cancellation deal", "what's the deal if it doesn't work": terms asked, no discount.
    if (
      /\bcancel\w* (deal|terms)\b|\bdeal (if|when|with cancel\w*)\b|\b(if|when) (it|this|that) does?n'?t work(?: out)?\b(?! (with|on|for|in)\b)[^?]*\b(cancel\w*|deal|stuck|contract|get out)\b/.test(
        lower,
      ) &&
      !/\b(discount|coupon|code|promo|%|percent|off|cheaper)\b/.test(lower)
    ) {
      attrs.delete("discount");
      attrs.add("contract");
    }
    // "ping everyone about a promo every week", "our holiday sale": the visitor's own promotion.
    if (
      /\b(send|sends|sending|blast|blasts|ping|text|texts|texting|email|e-mail|announce|tell|message|run|running)\b[^.?!]{0,60}\b(promo|promos|promotion|promotions|sale|sales|deal|deals|specials?)\b/i.test(
        req.message,
      ) &&
      !/\b(code|coupon|voucher|discount|%|percent)\b/i.test(req.message)
    )
      attrs.delete("discount");
    // "Can a caller still get to a real human?" is about transfers, not about reaching us.
    if (
      attrs.has("human") &&
      /\b(caller|callers|customer|customers|they|clients|patients|family|families|guests|tenants|parents)\b/.test(
        `${u.text} ${req.message.toLowerCase()}`,
      )
    ) {
      attrs.delete("human");
      attrs.add("transfer");
    }
    if (attrs.has("time") && attrs.has("setup") && !has("fee") && !has("fees") && !has("cost")) attrs.delete("setup");
    const agentTalk = (es: EntityRef[]) =>
      es.some((e) => e.type === "agent" || (e.type === "family" && e.family === "agents"));

    if (u.injection) {
      d.say(
        "I can't change how I work or share my configuration, but I'm happy to help with questions about our services, prices and businesses.",
      );
    }

    // "would the phone agent basically replace him": the staff worry first, for the agent named.
    const staffWorry = k.objections.find((o) => o.id === "replace-my-staff");
    if (staffWorry && !twin && !investorScope && !u.injection && REPLACES_STAFF.test(lower) && !billFor(req)) {
      const named = u.entities.find((e) => e.type === "agent");
      const agent = named?.type === "agent" ? k.offers.agents.find((a) => a.id === named.id) : undefined;
      d.say(agent ? staffWorry.reply.replace(/^It takes\b/, `The ${agent.name} takes`) : staffWorry.reply);
      d.cite(k.sources.agents);
      if (agent) d.use(`agent-${agent.id}`);
      d.suggest(
        "How much is the Inbound Voice Agent?",
        "Can it transfer calls to a real person?",
        "How long does setup take?",
      );
      return d;
    }
    // "who is liable if the ai gives a customer the wrong price": who answers for a mistake, before
    // any product the words might name.
    const liable = k.objections.find((o) => o.id === "who-is-liable");
    if (
      liable &&
      !twin &&
      !investorScope &&
      !u.injection &&
      /\b(on the hook|liable|at fault|whose fault|take the blame|responsible if)\b/.test(lower) &&
      objections.match(req.message)?.id === liable.id
    ) {
      d.say(liable.reply);
      d.cite(k.sources.terms);
      d.suggest("Can it transfer calls to a real person?", "How long does setup take?", "Is my data safe?");
      return d;
    }
    // The twin answers in its own role, from its own content, before anything about the company.
    // "How much is an AI twin like this for my business?" is about the company's product, not the coach.
    const aboutTwinProductNow =
      TWIN_PRODUCT.test(lower) ||
      u.entities.some(
        (e) =>
          (e.type === "family" && e.family === "trial") ||
          e.type === "agent" ||
          e.type === "plan" ||
          e.type === "business",
      );
    // "…a twin like you for my yoga studio? and whats the price": the price is the product's too.
    const lastAskedTwin = [...req.history].reverse().find((t) => t.role === "user")?.content ?? "";
    const productBefore =
      twin && TWIN_PRODUCT.test(lastAskedTwin) && /\b(price|prices|pricing|cost|costs|how much|pay)\b/.test(lower);
    const aboutTwinProduct = aboutTwinProductNow || productBefore;
    // "How can I get one of these?": the AI twin product, even with no word for it.
    // ("how much is the launch website plan", asked of the twin, is that plan: no trial put in its place.)
    const companyOffer = entities.some((e) => e.type === "agent" || e.type === "plan" || e.type === "business");
    if (
      twin &&
      aboutTwinProduct &&
      (!companyOffer || TWIN_PRODUCT.test(lower) || productBefore) &&
      !entities.some((e) => e.type === "family" && e.family === "trial")
    )
      entities = [...entities, { type: "family", family: "trial" }];
    // The twin speaks for one person: the company's offers are said as the company's, not hers.
    if (twin && !u.injection && companyOffer && !TWIN_PRODUCT.test(lower))
      d.say(
        entities.some((e) => e.type === "agent" || e.type === "plan")
          ? `That's one of ${possessive(k.site.companyName)} products, not part of my coaching: ${k.site.companyName} is the company that built me.`
          : `That's not part of my coaching: ${k.site.companyName}, the company that built me, runs it.`,
      );
    // "will i be training with you or with the ai": who is answering, before any topic of hers.
    if (
      twin &&
      !u.injection &&
      /\bwith you or\b|\byou or (?:with )?(?:the|an|a) (?:ai|bot|robot)\b/i.test(req.message)
    ) {
      answerSocial(d, "identity", req.persona, k, req.message);
      return d;
    }
    // ("help me pick a laptop for my daughter" is no training together: an errand she doesn't run.)
    const errand = OTHER_ERRAND.test(req.message) && !COACHING_WORDS.test(req.message);
    if (twin && !u.injection && !aboutTwinProduct && errand) {
      answerUnknown(d, k, req.persona, req.message);
      return d;
    }
    const own = twin && !u.injection && !aboutTwinProduct ? personaAnswers(req.persona).match(req.message) : null;
    if (own) {
      // "this is priya, tell maya i'll be late": her name is given, so it is not asked for again.
      const name =
        own.id === "pass-a-message"
          ? (openingName(req.message) ??
            req.history
              .filter((t) => t.role === "user")
              .map((t) => openingName(t.content))
              .find((n) => n !== undefined))
          : undefined;
      // "…train together online. how much is that per session?": each part's own answer, in order,
      // with one offer at the end.
      // ("what should i bring to my first session and how long is it": "it" is the session.)
      const ofSession = /\b(session|sessions|class|workout)\b/i.test(req.message);
      const pieces = [...new Set([...req.message.split(/(?<=[.?!])\s+/), ...questionParts(req.message)])].map((p) =>
        ofSession
          ? p.replace(/\bhow long (?:is|does|will|would) it(?: (?:last|run|be))?\b/i, "how long is a session")
          : p,
      );
      // "im 45, knees are kinda bad, do you do online coaching": what they ask ("do you do online
      // coaching") is never the answer a cap of four leaves out for what they told.
      const asked = [...new Set([...questionParts(req.message), ...pieces])].flatMap((p) => {
        const at = p.search(
          /(?:^|[\s,;])(?:do|does|can|could|is|are|will|would|what|what's|whats|how|when|where|who|why|should)\s+(?:you|u|i|we|it|they|your|my|the|a|we'd|i'd)\b/i,
        );
        return at >= 0 ? [p.slice(at).trim()] : [];
      });
      // Each asked clause's best answer.
      const askedIds = new Set(
        asked.flatMap((p) => personaAnswers(req.persona).matchAll(p).slice(0, 1)).map((m) => m.objection.id),
      );
      const partAnswers = [...pieces, ...asked]
        // ("…also have a bad knee": every topic a piece raises, its best first.)
        .flatMap((p) => {
          const found = personaAnswers(req.persona)
            .matchAll(p)
            .filter((m, i) => i === 0 || m.score >= 2)
            .map((m) => m.objection);
          // "is online cheaper than in person": a price compared, so the answers about price.
          const priced = found.filter((a) => /\b(price|prices|pricing|cost|costs|quote)\b/i.test(a.reply));
          return /\b(cheaper|pricier|more expensive|less expensive|costs? (?:more|less))\b/i.test(p) && priced.length
            ? priced
            : found;
        })
        .filter((a, i, all) => all.findIndex((x) => x.id === a.id) === i)
        // "ballpark price?": the ballpark answer says the price one already, so it alone.
        .filter((a, _, all) => !all.some((x) => (x as { covers?: string[] }).covers?.includes(a.id)));
      // An answer that says much the same as one already picked ("…in person or online" twice) is
      // left out.
      const wordsIn = (x: string) => new Set(x.toLowerCase().match(/[a-z]{4,}/g) ?? []);
      const picked: (typeof own)[] = [];
      const ownCovered = partAnswers.some((x) => (x as { covers?: string[] }).covers?.includes(own.id));
      // (An answer a part left out for one about price is not put back first.)
      const ownLeftOut =
        /\b(cheaper|pricier|more expensive|less expensive|costs? (?:more|less))\b/i.test(req.message) &&
        !/\b(price|prices|pricing|cost|costs|quote)\b/i.test(own.reply) &&
        partAnswers.length > 0;
      for (const a of partAnswers.some((x) => x.id === own.id) || ownCovered || ownLeftOut
        ? partAnswers
        : [own, ...partAnswers]) {
        if (picked.some((x) => x.id === a.id)) continue;
        // (Compared without their offers: "book a free consult call" is in most of them.)
        const w = [...wordsIn(splitOffer(a.reply).body)];
        const close = picked.some((x) => {
          const seen = wordsIn(splitOffer(x.reply).body);
          return w.filter((y) => seen.has(y)).length / Math.max(1, w.length) >= 0.4;
        });
        if (!close) picked.push(a);
        else {
          // Much the same overall, but a first sentence of its own ("I don't write meal plans…"): that.
          const head = splitSentences(splitOffer(a.reply).body)[0]?.trim() ?? "";
          const hw = [...wordsIn(head)];
          const fresh = picked.every((x) => {
            const seen = wordsIn(x.reply);
            return hw.filter((y) => seen.has(y)).length / Math.max(1, hw.length) < 0.4;
          });
          if (head && fresh) picked.push({ ...a, reply: head });
        }
      }
      // ("whats your policy if one of us misses a week" after "can me and my sister train together":
      // the answer just given is not given again beside the new one.)
      const saidBefore = req.history
        .filter((t) => t.role === "assistant")
        .map((t) => t.content)
        .join(" ");
      const sayingAgain = (a: typeof own) =>
        saidBefore.includes(splitSentences(splitOffer(a.reply).body)[0]?.trim() ?? "\u0000");
      if (picked.some((a) => !sayingAgain(a)))
        for (let i = picked.length - 1; i >= 0; i--) if (sayingAgain(picked[i]!)) picked.splice(i, 1);
      // ("whats your cancellation policy if one of us cant make it": the policy, not a message to pass.)
      if (
        picked.some((a) => a.id === "missed-sessions") &&
        /\b(policy|policies|what happens if|what if)\b/i.test(req.message)
      )
        for (let i = picked.length - 1; i >= 0; i--) if (picked[i]!.id === "pass-a-message") picked.splice(i, 1);
      // ("i need to reschedule my thursday session": a session moved, passed on; the policy only when asked.)
      if (
        picked.some((a) => a.id === "pass-a-message") &&
        !/\b(policy|policies|what happens if|what if|fee|fees|charge\w*|penalt\w*|rules?|lose|refund\w*|count|counts|still pay)\b/i.test(
          req.message,
        )
      )
        for (let i = picked.length - 1; i >= 0; i--) if (picked[i]!.id === "missed-sessions") picked.splice(i, 1);
      // Four at most: what they told leaves first, from the end.
      while (picked.length > 4) {
        const told = picked.findLastIndex((a) => !askedIds.has(a.id));
        picked.splice(told >= 0 ? told : picked.length - 1, 1);
      }
      // "move thursday's session to friday": what is passed on, said back.
      const move =
        /\b(?:move|change|switch|push)\s+(?:my\s+|the\s+|our\s+)?([a-z]+(?:'s)?)\s+(?:session|class|appointment|slot)\s+to\s+((?:next|this|the following|later (?:in )?the)\s+[a-z]+|[a-z]+)\b/i.exec(
          req.message,
        );
      // ("to next week" stays lower case; a day's name is capitalised.)
      const dayName = (x: string) => x.charAt(0).toUpperCase() + x.slice(1).toLowerCase();
      const when = (x: string) => (/\s/.test(x) ? x.toLowerCase() : dayName(x));
      const moved = move
        ? `that you'd like to move ${/'s$/i.test(move[1]!) ? "" : "your "}${dayName(move[1]!)} session to ${when(move[2]!)}`
        : null;
      const ownReply = (a: typeof own) => {
        // "can i do it from home": "Both" answers "online or in person?", a yes answers this.
        let reply = /\bor\b/i.test(req.message) ? a.reply : a.reply.replace(/^Both:/, "Yes:");
        // "…physio cleared me last week": no sending them back to be checked; training around it.
        if (
          a.id === "injury" &&
          /\b(?:cleared|all clear|signed (?:me )?off|got the (?:ok|okay|green light))\b/i.test(req.message) &&
          /, so please have it checked[^.]*\. Once you're cleared, /.test(reply)
        )
          reply = reply
            .replace(/^Sorry to hear about that\. /, "Good to hear you've been cleared. ")
            .replace(
              /, so please have it checked[^.]*\. Once you're cleared, (\w)/,
              (_, c: string) => `. ${c.toUpperCase()}`,
            );
        if (a.id === own.id && moved && /^Of course, I'll pass that to/.test(reply))
          reply = reply.replace("I'll pass that to", `I'll pass on ${moved} to`);
        return name && reply.includes("What's your name, and ")
          ? reply.replace("What's your name, and ", "What's ").replace(/^Of course,/, `Of course, ${name},`)
          : reply;
      };
      // "…is that dumb? also r u a real person": the second question answered too, before the offer.
      const whoAsked =
        u.social.has("identity") ||
        /\b(r|are) (u|you) (a )?(real|human|bot|robot|ai)\b|\breal person\b|\bor (a )?(bot|robot|an ai|ai)\b|\bis (this|it) (actually |really )?(maya|you|her)\b/i.test(
          req.message,
        );
      // Each answer's body in the order asked ("half marathon … and a meal plan": the race first),
      // then one offer: the last one that has its own.
      // ("tell her i want to train with my sister": the message passed on comes after what it says.)
      const cueAt = (a: typeof own) =>
        a.id === "pass-a-message"
          ? Number.MAX_SAFE_INTEGER
          : Math.min(...a.cues.map((c) => lower.indexOf(c.toLowerCase())).filter((i) => i >= 0), Infinity);
      // (What they ask comes before what they tell: "…half marathon in october. can you guarantee…?")
      // (A health worry leads whatever else is asked: "5 months pregnant… can i still work with you?")
      const askedFirst = (a: typeof own) =>
        a.id === "medical-condition" || a.id === "injury" ? 0 : askedIds.has(a.id) && a.id !== "pass-a-message" ? 1 : 2;
      if (picked.length > 1 && picked.every((a) => cueAt(a) < Infinity))
        picked.sort((a, b) => askedFirst(a) - askedFirst(b) || cueAt(a) - cueAt(b));
      const bodiesSaid = new Set<string>();
      // ("…keep you honest every week" said by two answers: the second one's sentence is left out.)
      const mostlySaid = (x: string) => {
        const w = x.toLowerCase().match(/[a-z]{4,}/g) ?? [];
        return w.length > 0 && w.filter((y) => bodiesSaid.has(y)).length / w.length >= 0.6;
      };
      // One answer in full; the others by what they say first, so a reply of three stays short
      // enough to say aloud ("Sorry to hear about that." mid-reply says nothing: the sentence after it).
      const bodies = picked.map((a, i) => {
        const body = splitOffer(ownReply(a)).body;
        const sentences = splitSentences(body).map((x) => x.trim());
        const kept =
          i === 0
            ? body
            : (sentences.find((x) => x.split(/\s+/).length > 5 && !mostlySaid(x)) ??
              sentences.find((x) => x.split(/\s+/).length > 5) ??
              sentences[0]!);
        for (const w of kept.toLowerCase().match(/[a-z]{4,}/g) ?? []) bodiesSaid.add(w);
        // ("I'd love to work with you!" alone, after another answer: it says nothing of its own.)
        return i > 0 && (kept.split(/\s+/).length <= 5 || (/!$/.test(kept) && kept.split(/\s+/).length <= 8))
          ? ""
          : kept;
      });
      // ("Want me to book one?" after bodies that never named the consult: the consult, by name.)
      const offer = (
        [...picked]
          .reverse()
          .map((a) => splitOffer(ownReply(a)).offer)
          .find(Boolean) ?? ""
      ).replace(/\bbook one\b/, bodies.join(" ").includes("consult") ? "book one" : "book a free consult call");
      d.say(...bodies.filter(Boolean));
      if (whoAsked)
        d.say(
          `And to be clear, I'm ${req.persona.name}'s AI twin, not ${req.persona.name} herself; anything you want the real ${req.persona.name} to see, I can pass on.`,
        );
      // ("Want me to book one for you? You can also call…" already asks: no second offer.)
      if (offer && !bodies.some((b) => b.includes("?"))) d.say(offer);
      d.cite(k.sources.contact);
      d.suggest("Can I book a free consult?", `Do you coach online?`, "What does a first session look like?");
      return d;
    }

    // "how long till this pays for itself? an average job is like 9k": the visitor's own job value
    // against the setup and the first month, with no ROI figure of ours claimed.
    const jobWorth =
      /\b(?:pays? for itself|pay (?:it )?back|payback|roi|worth it|break even)\b/i.test(req.message) &&
      !twin &&
      !investorScope
        ? /\b(?:average|avg|typical|each|one|a|per)\s+(?:job|sale|client|customer|booking|ticket|project|install|case|deal)\s+(?:is\s+)?(?:like\s+|about\s+|around\s+|maybe\s+|worth\s+)*\$?\s?(\d{1,3}(?:,\d{3})*|\d+(?:\.\d+)?)\s*(k|grand)?\b/i.exec(
            req.message,
          )
        : null;
    if (jobWorth) {
      const value = Number(jobWorth[1]!.replace(/,/g, "")) * (jobWorth[2] ? 1000 : 1);
      const first = phoneAgent.setupUsd + phoneAgent.monthlyUsd.from;
      if (value >= 50) {
        const times = Math.floor(value / first);
        d.say(
          `We don't publish ROI figures, so I won't promise one, but on your own numbers: the ${phoneAgent.name}'s setup and first month come to ${formatUsd(first)} (${formatUsd(phoneAgent.setupUsd)} + ${formatUsd(phoneAgent.monthlyUsd.from)} = ${formatUsd(first)}), and ${times >= 1 ? `one ${formatUsd(value)} job covers that${times >= 2 ? ` ${times} times over` : ""}` : `it takes about ${Math.ceil(first / value)} at ${formatUsd(value)} each (${formatUsd(first)} ÷ ${formatUsd(value)} ≈ ${Math.ceil(first / value)})`}.`,
          `After that it's ${agentMonthly(phoneAgent)} with ${agentIncluded(phoneAgent)} included, billed month to month; want me to work out the bill for your call volume?`,
        );
        d.cite(k.sources.agents);
        d.use(`agent-${phoneAgent.id}`);
        return d;
      }
    }
    // "which one is the $5 a month thing", after the ventures: the venture at that price, by its page.
    const pricedAt = /\$\s?(\d+(?:\.\d{2})?)\s*(?:a|per|\/)\s*mo(?:nth)?\b/i.exec(req.message);
    if (
      pricedAt &&
      !twin &&
      !investorScope &&
      /\bwhich (?:one|venture|app|business|of them|of those)\b|\bwhat(?:'s| is) the\b/i.test(req.message)
    ) {
      const at = new RegExp(`\\$\\s?${pricedAt[1]!.replace(".", "\\.")}\\s*(?:\\/|a |per )\\s*mo`, "i");
      const matches = k.businesses.filter((b) => at.test(`${b.description} ${b.fullDescription ?? ""}`));
      if (matches.length >= 1) {
        d.say(
          ...matches.map(
            (b) =>
              `${b.name} is ${formatUsd(Number(pricedAt[1]))} a month: ${lowerFirst(splitSentences(b.description)[0]?.trim() ?? b.description)} It's ${STATUS_TEXT[b.status]}.`,
          ),
        );
        d.cite(...matches.map((b) => b.source));
        d.use(...matches.map((b) => `business-${b.slug}`));
        return d;
      }
    }
    // "should we start with the phone agent or the website chat": where the enquiries arrive decides,
    // with the trade's own example when one is known.
    const startPair = u.entities.flatMap((e) =>
      e.type === "agent" ? k.offers.agents.filter((a) => a.id === e.id) : [],
    );
    // ("website chat or phone first": "phone" alone names the phone agent beside the chat one.)
    if (
      startPair.length === 1 &&
      /conversation/i.test(startPair[0]!.overage.per) &&
      /\b(?:or|vs\.?)\s+(?:the\s+)?phones?\b|\bphones?\s+or\b/.test(lower)
    )
      startPair.push(phoneAgent);
    const phoneOne = startPair.find((a) => a.id === phoneAgent.id);
    const chatOne = startPair.find((a) => /conversation/i.test(a.overage.per));
    if (
      !twin &&
      !investorScope &&
      startPair.length === 2 &&
      phoneOne &&
      chatOne &&
      /\b(start with|begin with|first|which one|which should|should (?:we|i) (?:get|go with|pick|do|start))\b/.test(
        lower,
      ) &&
      /\bor\b/.test(lower) &&
      !/\b(cost|costs|price|cheaper|how much|year|bill|total|both|together|data|hipaa|privacy|secure|legal)\b/.test(
        lower,
      ) &&
      !readUsage(req.message)
    ) {
      const trade = ownIndustry(req, u.tokens);
      // ("budget is like 500 a month tops": each set against it, and the two together.)
      const monthlyCap = readBudgets(req.message)?.monthly ?? null;
      const both = phoneOne.monthlyUsd.to + chatOne.monthlyUsd.to;
      const fit =
        monthlyCap === null
          ? ""
          : phoneOne.monthlyUsd.to <= monthlyCap && chatOne.monthlyUsd.to <= monthlyCap
            ? ` Either one fits your ${formatUsd(monthlyCap)} a month on its own, but both together (${formatUsd(phoneOne.monthlyUsd.to)} + ${formatUsd(chatOne.monthlyUsd.to)} = ${formatUsd(both)}) ${both > monthlyCap ? `would be ${formatUsd(both - monthlyCap)} over it (${formatUsd(both)} − ${formatUsd(monthlyCap)} = ${formatUsd(both - monthlyCap)}), so one first makes sense.` : "fit too."}`
            : "";
      d.say(
        `Start where most of your enquiries arrive: if it's the phone, the ${phoneOne.name} (${formatUsd(phoneOne.setupUsd)} to set up and ${agentMonthly(phoneOne)}); if it's your website, the ${chatOne.name} (${formatUsd(chatOne.setupUsd)} and ${agentMonthly(chatOne)}).${fit}`,
        trade
          ? `For ${trade.name.toLowerCase()}, the agent ${lowerFirst(trade.example)} Where do most of yours come in, by phone or on your site?`
          : "Where do most of yours come in, by phone or on your site?",
      );
      d.cite(k.sources.agents);
      d.use(`agent-${phoneOne.id}`, `agent-${chatOne.id}`);
      return d;
    }
    // "are you a real person or a bot": who is answering, not a wish to reach a person.
    if (
      !u.injection &&
      WHO_IS_ANSWERING.test(req.message) &&
      !entities.some((e) => e.type !== "family") &&
      !/\b(callers?|customers?|clients?|it|agent|twin)\b[^?]*\b(know|tell|hear)\b/i.test(req.message)
    ) {
      answerSocial(d, "identity", req.persona, k, req.message);
      return d;
    }
    // On a locked portal: "whats the contact for investing" is the contact, first; a second ask for
    // the documents ("just give me the year 1 targets then") gets a short no and the way in.
    if (investorScope && !u.injection) {
      const b = k.businesses.find((x) => x.slug === investorScope.slug);
      const lockedBefore =
        !investorScope.unlocked &&
        !req.part &&
        /figures and investment case are in its investor documents/.test(lastReply);
      // "ok who do i talk to", "whats the contact for investing": the team, first.
      if (
        b &&
        ((/\b(contact|e-?mail|phone|number|reach|talk to|speak to|who do i)\b/.test(lower) &&
          /\b(invest\w*|team|someone|founder)\b/.test(lower)) ||
          /\bwho (do|should|can) i (talk|speak|reach|contact|email|call|ask)\b|\bhow do i (reach|contact) (you|the team|someone)\b/.test(
            lower,
          ))
      ) {
        d.say(
          `For investing in ${b.name}, talk to ${k.site.companyName}'s team at ${k.site.email} or ${k.site.phone}.`,
          investorScope.unlocked
            ? "They can answer anything the documents don't cover."
            : "They can also give you access to the portal's documents.",
        );
        d.cite(k.sources.contact, { title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        return d;
      }
      // ("ok what's the delivery promise to customers then": a fact its public page states is public.)
      // (Stricter than publicDetail: two of the asked words in one public line, so a question about
      // the documents is never answered with a description that merely shares a word.)
      const publicWords = u.tokens.filter(
        (t) =>
          t.length >= 4 &&
          !STOPWORDS.has(t) &&
          !/^(revenue|projection\w*|project|projects|projecting|projected|forecast\w*|expect\w*|earn\w*|make|making|makes|much|many|funds?|funding|invest\w*|money|margins?|profit\w*|valuation|raise|raising|figures?|numbers?|year|years|plan|plans|customers?|then|what|whats)$/.test(
            t,
          ),
      );
      const publicLine =
        b && !investorScope.unlocked && publicWords.length > 0
          ? splitSentences([b.description, b.fullDescription ?? ""].join(" ")).find(
              (x) =>
                publicWords.filter((w) => new RegExp(`\\b${w.replace(/s$/, "")}`, "i").test(x)).length >=
                Math.min(2, publicWords.length),
            )
          : undefined;
      if (b && lockedBefore && publicLine) {
        d.say(
          `That part is public: ${publicLine.charAt(0).toLowerCase()}${publicLine.slice(1)}`,
          `The figures stay in the investor documents; for access, contact ${k.site.email} or ${k.site.phone}.`,
        );
        d.cite(b.source, { title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        return d;
      }
      // "come on just the percentage", right after the public page's 70%: that figure is public, said again.
      const publicSaid =
        /^Its public page says this: (.+?)(?= [A-Z][\w ]+'s figures and investment case| For access|$)/.exec(
          lastReply.trim(),
        )?.[1];
      if (
        b &&
        publicSaid &&
        /\b(just|only)\b[^?.!]*\b(percent(age)?|%|number|figure|rate|that)\b/.test(lower) &&
        /\d/.test(publicSaid)
      ) {
        d.say(
          `That figure is public, so here it is again: ${publicSaid.charAt(0).toLowerCase()}${publicSaid.slice(1)}`,
          `The rest of the financial model stays in the investor documents; for a personal access code, contact ${k.site.companyName}'s team at ${k.site.email} or ${k.site.phone}.`,
        );
        d.cite(b.source, { title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        return d;
      }
      if (b && lockedBefore && INVESTOR_ATTRS.some((a) => attrs.has(a))) {
        d.say(
          `Those are in the same documents, so I can't share them until the portal is unlocked.`,
          `The way in is the portal password or a personal access code from ${k.site.companyName}'s team at ${k.site.email} or ${k.site.phone}.`,
        );
        d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        return d;
      }
    }
    // "whats the twin pricing" on a portal whose documents sell AI twins: the public AI twin offer.
    if (
      investorScope?.unlocked &&
      !u.injection &&
      /\btwins?\b/.test(lower) &&
      /\b(price|prices|pricing|cost|costs|pay|pays|how much|charge)\b/.test(lower) &&
      // ("how much of the use of funds goes to the twin platform": the funds, not the twin's price.)
      !/\b(funds?|funding|raise|raising|capital|budget|spend|spent|allocat\w*)\b/.test(lower)
    ) {
      const b = k.businesses.find((x) => x.slug === investorScope.slug);
      const line = b?.documents
        .flatMap((doc) =>
          doc.sections.flatMap((sec) => splitSentences(sec.paragraphs.join(" ")).map((x) => ({ doc, sec, x }))),
        )
        .filter((x) => /\btwin\b/i.test(x.x))
        .sort((x, y) => Number(/\b(pay|revenue)\b/i.test(y.x)) - Number(/\b(pay|revenue)\b/i.test(x.x)))[0];
      if (b && line) {
        const t = k.offers.trial;
        d.say(
          `The documents don't price it, but ${possessive(k.site.companyName)} AI twin offer is public: a free ${t.days}-day trial, then ${formatUsd(t.setupUsd)} to finish setup and ${formatUsd(t.monthlyUsd)} a month.`,
          `In ${possessive(b.name)} documents: ${line.x.trim()} (From the ${line.doc.title}, page ${line.sec.page}.)`,
        );
        d.cite(k.sources.trial, {
          title: `${b.name} investor portal: ${line.doc.title}, page ${line.sec.page}`,
          url: `/investor/${b.slug}`,
        });
        return d;
      }
    }
    // A locked portal asked for what only its documents hold ("what would the money be spent on",
    // "whats the moat and current ARR", "whats in the data room"): locked, said as such.
    if (
      investorScope &&
      !investorScope.unlocked &&
      !u.injection &&
      !asksInvestmentTerms(req.message) &&
      !ASKS_PORTAL_ACCESS.test(lower) &&
      (/\bmoney\b[^?]*\b(spen[dt]|used|go|goes|going)\b/.test(lower) ||
        /\b(moat|arr|mrr|projections?|projected|financials?|financial model|burn|runway|cac|ltv|churn|margins?|use of funds|funds|spen[dt] on|spend (it|the money)|data room|deck|traction|unit economics|forecast)\b/.test(
          lower,
        ))
    ) {
      const b = k.businesses.find((x) => x.slug === investorScope.slug);
      if (b) {
        // ("what is dayo and what does the deck say": what it is is public, and comes first.)
        // ("what's in the deck" is the documents; "the team and the edge from the deck" is what they say.)
        if (
          /\b(data room|deck)\b/.test(lower) &&
          !asksWhatItIs(lower, b.name) &&
          !/\b(team|founders?|competit\w*|advantages?|edge|moat|market|risks?|revenue|traction|funds?|valuation)\b/.test(
            lower,
          )
        )
          answerInvestorDocs(d, b, k, false);
        else answerInvestorLocked(d, b, k, u.tokens, asksWhatItIs(lower, b.name));
        return d;
      }
    }

    // "yes" to "Want me to work out the monthly bill…?": ask for the one number the bill needs.
    if (
      accepts(req.message) &&
      /work out the monthly bill|work out what it would cost|work out the bill/i.test(lastReply)
    ) {
      const chat = /for your chat volume\?$/.test(lastReply.trim());
      d.say(
        chat
          ? "Happy to. Roughly how many website chats do you get a month?"
          : "Happy to. Roughly how many minutes of calls a month do you expect? A number is enough.",
      );
      d.cite(k.sources.agents);
      d.suggest("How much is the Inbound Voice Agent?", "How long does setup take?", "How can I contact the team?");
      return d;
    }

    // "Is it the same price as the reception agents?" about the twin: the two sides' prices.
    const comparesPrice =
      /\b(same price|cheaper|less expensive|more expensive|pricier|compare|compared|vs|versus|price difference|diff in price|difference in price|cost less|cost more)\b/.test(
        lower,
      );
    const agentsAsFamily =
      u.entities.some((e) => e.type === "family" && e.family === "agents") &&
      !u.entities.some((e) => e.type === "agent");
    const before = u.entities.some((e) => e.type === "family" && e.family === "agents")
      ? entitiesFromHistory(req)?.entities[0]
      : undefined;
    const aboutTwin =
      u.entities.some((e) => e.type === "family" && e.family === "trial") ||
      (before?.type === "family" && before.family === "trial");
    const lastWasComparison = /the AI twin costs less/i.test(lastReply);
    if (
      !twin &&
      !investorScope &&
      ((comparesPrice && agentsAsFamily && aboutTwin) ||
        (lastWasComparison && /\b(cheaper|so|really)\b/.test(lower) && u.entities.length === 0))
    ) {
      answerTwinAgainstAgents(d, req.message, k, lastWasComparison);
      return d;
    }

    // "are any of them live or is it all ideas?", after the list: the live ones, not the first named.
    if (
      !twin &&
      !investorScope &&
      /\b(any|which|how many) (of )?(them|those|these|your ventures|your businesses|your apps)\b[^.?!]*\b(live|launched|out|real)\b|\b(live|launched|real)\b[^.?!]*\bor (is it |are they )?(all |just )(ideas?|concepts?|vapou?rware|talk)\b|^\W*(?:and |so |but )?(?:are|is) any(?: of (?:them|those|these))?(?: (?:actually|really|even))? (?:live|launched|out yet|running)\b/.test(
        lower,
      )
    ) {
      answerBusinessList(d, k, "live");
      return d;
    }
    // "someone told me you guys also run your own ai businesses? anything in education?": our
    // ventures, in that field when one is named, before any pitch for the visitor's own trade.
    if (
      !twin &&
      !investorScope &&
      OUR_VENTURES_ASKED.test(lower) &&
      // ("or do you just resell someone else's": the reselling worry, answered as one.)
      !/\b(resell\w*|someone else'?s?|white[- ]?label\w*)\b/.test(lower)
    ) {
      const field = /\b(education|educational|learning|school|schools|students?|teach\w*|tutor\w*)\b/.test(lower)
        ? "education"
        : /\b(entertainment|music|movies?|film|events?|nightlife)\b/.test(lower)
          ? "entertainment"
          : /\b(personal|wellness|health|family|families|relationships?)\b/.test(lower)
            ? "personal-use"
            : undefined;
      if (field) answerBusinessCategory(d, k, field);
      else answerBusinessList(d, k);
      return d;
    }
    // "Can I try it first before I drop $2,500 on setup?": the free trial, and what it is for.
    if (
      !twin &&
      !investorScope &&
      /\b(try|test)\s+(it|this|them|you|the \w+)?\s*(first|out|before)\b|\btry before\b|\bbefore (i|we) (buy|pay|commit|drop|spend)\b/.test(
        lower,
      ) &&
      !u.entities.some((e) => e.type === "plan")
    ) {
      answerTryFirst(d, k);
      return d;
    }

    // "what happens when a call goes past a minute": the per-call limit, said plainly, apart from overage.
    const limited = k.offers.agents.find((a) => a.perCallLimitMinutes);
    // "what if a caller talks for like 10 min": one call's length, not a month's minutes.
    const oneCallLength =
      /\b(a|one|the|single|1|my|our)\s+(caller|callers|call|customer|customers|client|clients|patient|patients|buyers|people|tenants)\b[^.?!]*\b(talk|talks|lasts?|runs?|goes|stay on|stays on|is on|are on|takes?|needs?|wants?)\b[^.?!]*?\b\d+\s*(min|mins|minutes)\b/i.test(
        req.message,
      ) && !/\b(a|per|each|every)\s+(day|week|month)\b|\b\d+\s+calls\b/i.test(req.message);
    if (!twin && !investorScope && limited && oneCallLength) {
      const limit = limited.perCallLimitMinutes === 1 ? "one minute" : `${limited.perCallLimitMinutes} minutes`;
      d.say(
        // (The site gives the limit, not what happens at it: what the agent does with a call is said as that.)
        `Each call to the ${limited.name} is limited to ${limit}, so a ${/\b(\d+)\s*(?:min|mins|minutes)\b/i.exec(req.message)![1]}-minute caller runs past it.`,
        `It's built for short calls: ${LONG_CALL_HANDLED}, so a caller who needs longer can reach a person.`,
        "Want our team to walk you through how it would handle your longer calls?",
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "1 minute?? what happens when it hits that", right after the limit was said: what the site does
    // and doesn't say about the minute itself.
    if (!twin && !investorScope && limited && asksPastTheLimit(req.message, lastReply)) {
      const limit = limited.perCallLimitMinutes === 1 ? "one minute" : `${limited.perCallLimitMinutes} minutes`;
      d.say(
        /\b(what happens|what then|then what|hits?|reach(?:es)?|runs? out|time'?s up|after that|cuts?|hangs? up)\b/i.test(
          req.message,
        )
          ? `The site doesn't spell out what happens at the minute itself, so I won't guess; what it does say is that the ${limited.name} is built for short calls: ${LONG_CALL_HANDLED}.`
          : `It's short on purpose: each call to the ${limited.name} is limited to ${limit}, because it's built for short calls: ${LONG_CALL_HANDLED}.`,
        "So a caller who needs longer reaches a person rather than a robot; want our team to show you how that plays out on a demo call?",
      );
      d.cite(k.sources.agents);
      return d;
    }
    if (
      !twin &&
      !investorScope &&
      limited &&
      /\bcalls?\b/.test(req.message.toLowerCase()) &&
      /\b(past|over|longer than|longer|more than|beyond|exceeds?|goes over|runs over|runs long|cut off|cuts off|hang up|hangs up)\b/.test(
        req.message.toLowerCase(),
      ) &&
      /\b(a|one|1|the)\s?min(ute)?\b|\blimit\b/.test(req.message.toLowerCase()) &&
      !readUsage(req.message)
    ) {
      const limit = limited.perCallLimitMinutes === 1 ? "one minute" : `${limited.perCallLimitMinutes} minutes`;
      d.say(
        `Each call to the ${limited.name} is limited to ${limit}, so it's built for short calls: ${LONG_CALL_HANDLED}.`,
        `The ${formatUsd(limited.overage.usd)} a ${limited.overage.per} is for minutes beyond the ${agentIncluded(limited)}, not for a long call.`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "the 300 to 700, what decides where i land": what sets a price that is a range.
    const ranged = k.offers.agents.find(
      (a) =>
        a.monthlyUsd.from !== a.monthlyUsd.to &&
        (new RegExp(`\\b${a.monthlyUsd.from}\\s*(?:-|–|to)\\s*\\$?${a.monthlyUsd.to}\\b`).test(lower) ||
          quoteSubject(req, u).agents.includes(a)),
    );
    if (
      !twin &&
      !investorScope &&
      ranged &&
      /\b(decides?|determines?|affects?|drives?|depends? on|based on)\b|\bwhat sets\b|\bwhere (i|we|you) (land|fall|end up|sit)\b|\bwhy (the )?range\b/.test(
        lower,
      )
    ) {
      d.say(
        `Where you land between ${formatUsd(ranged.monthlyUsd.from)} and ${formatUsd(ranged.monthlyUsd.to)} a month on the ${ranged.name} is set ${ranged.monthlyNote ?? "by volume"}: the more calls it places for you, the higher in that range.`,
        `It includes ${agentIncluded(ranged)}, then ${formatUsd(ranged.overage.usd)} a ${ranged.overage.per}, and our team pins down your exact figure on the discovery call.`,
      );
      d.cite(k.sources.agents);
      d.suggest(`How much is the ${ranged.name}?`, "How long does setup take?", "How can I contact the team?");
      return d;
    }
    // "what about vietnamese": a language beyond the two the agents speak out of the box.
    const languageAt = OTHER_LANGUAGE.exec(lower);
    // "italian restaurant", "thai massage": a kind of business, not a language callers speak.
    const language =
      languageAt &&
      !/^\s*(restaurants?|food|cuisine|place|bakery|deli|market|grocery|store|shop|kitchen|cafe|bistro|buffet|takeout|salon|spa|massage|grill|bar|eatery|catering|pizzeria|trattoria)\b/.test(
        lower.slice(languageAt.index + languageAt[0].length),
      )
        ? languageAt[1]
        : undefined;
    if (
      !investorScope &&
      !twin &&
      language &&
      (attrs.has("languages") ||
        /\b(speak|speaks|talk|understand|support|handle|what about|how about|and|in)\b/.test(lower))
    ) {
      // "can the chat agent answer in french and mandarin too": every language named, said together.
      const named = [...new Set([...lower.matchAll(new RegExp(OTHER_LANGUAGE.source, "g"))].map((m) => m[1]!))];
      const title = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
      const several = named.length > 1;
      const name = several ? joinAnd(named.map(title)) : title(language);
      const people = /\b(chat|site|website|widget|message|messages|text)\b/.test(lower) ? "customers" : "callers";
      // "misses calls all day… clients speak vietnamese. what would u suggest": the pick first.
      const pickAsked =
        /\b(what would (you|u) (suggest|recommend|set up|do)|what (should|do) (i|we) (get|do|need)|which (one|agent) (should|do)|recommend|suggest)\b/.test(
          lower,
        );
      const pick = pickAsked
        ? (agentForNeed(req.message, k.offers.agents) ?? (OUTBOUND_NEED.test(req.message) ? undefined : phoneAgent))
        : undefined;
      if (pick)
        d.say(
          `I'd start with the ${pick.name}: it ${lowerFirst(pick.summary.replace(/\.$/, ""))}, for ${formatUsd(pick.setupUsd)} to set up and ${agentMonthly(pick)} with ${agentIncluded(pick)} included.`,
        );
      d.say(
        several
          ? `${name} aren't among the two languages the agents speak out of the box, which are English and Spanish, but other languages are available on request.`
          : `${name} isn't one of the two languages the agents speak out of the box, which are English and Spanish, but other languages are available on request.`,
        `Our team can confirm ${name} for your ${people} on the discovery call; want me to have them check?`,
      );
      d.cite(k.sources.setup);
      d.suggest(
        "Can it switch languages mid-call?",
        "How long does setup take?",
        "How much is the Inbound Voice Agent?",
      );
      return d;
    }
    // "is there a free trial for the phone agent or only the twin": the trial is the twin's.
    const agentNamed = u.entities.find((e) => e.type === "agent");
    if (
      !twin &&
      !investorScope &&
      agentNamed?.type === "agent" &&
      new RegExp(`\\b(free trial|trial|try it free|try (it|one) for free)\\b(?! (${THEIR_TRIAL_THINGS}))`).test(
        lower,
      ) &&
      /\b(is there|any|do you|does|can i|for the|on the|only)\b/.test(lower) &&
      !readUsage(req.message)
    ) {
      answerTrialForAgent(d, k.offers.agents.find((a) => a.id === agentNamed.id)!, k);
      return d;
    }
    // "whats the diff between the growth website and just the website chat agent": built in or alone.
    const plansNamed = new Set(u.entities.flatMap((e) => (e.type === "plan" ? [e.id] : [])));
    // ("the launch one and adding the chat later": the chat added to a plan is the chat agent.)
    const chatAdded =
      !agentNamed &&
      plansNamed.size > 0 &&
      /\b(?:add|adding|added|plus|with)\s+(?:the |a |an )?chat(?:bot)?\b/.test(lower)
        ? k.offers.agents.find((a) => /conversation/i.test(a.overage.per))
        : undefined;
    const agentForPlan: EntityRef | undefined =
      agentNamed ?? (chatAdded ? { type: "agent", id: chatAdded.id } : undefined);
    const hasAgent = (p: (typeof k.offers.buildPlans)[number]) =>
      agentForPlan?.type === "agent" &&
      p.includes.some((i) =>
        i.toLowerCase().includes(k.offers.agents.find((a) => a.id === agentForPlan.id)!.name.toLowerCase()),
      );
    const planWithAgent =
      agentForPlan?.type === "agent"
        ? (k.offers.buildPlans.find((p) => plansNamed.has(p.id) && hasAgent(p)) ??
          // "…vs just doing the launch one and adding the chat later": the plan just recommended,
          // against the one named with the agent added.
          (plansNamed.size > 0
            ? k.offers.buildPlans.find(
                (p) => !plansNamed.has(p.id) && hasAgent(p) && lastReply.includes(`${p.name} plan`),
              )
            : undefined))
        : undefined;
    if (
      !twin &&
      !investorScope &&
      planWithAgent &&
      agentForPlan?.type === "agent" &&
      /\b(diff|difference|differ|vs|versus|compare|or|instead|separately|seperately|just|alone|on its own|better)\b/.test(
        lower,
      ) &&
      !readUsage(req.message)
    ) {
      const otherPlan = u.entities.find((e) => e.type === "plan" && e.id !== planWithAgent.id);
      // ("if i do launch plus the chat agent": a plan's first word, beside another plan, is that plan.)
      const byFirstWord = k.offers.buildPlans.find(
        (p) =>
          p.id !== planWithAgent.id &&
          new RegExp(
            `\\b${p.name.split(/\s+/)[0]!.toLowerCase()}\\b(?!\\s+(?:pricing|price|prices|date|discount|deal))`,
          ).test(lower),
      );
      answerPlanOrAgent(
        d,
        planWithAgent,
        k.offers.agents.find((a) => a.id === agentForPlan.id)!,
        k,
        otherPlan?.type === "plan" ? k.offers.buildPlans.find((p) => p.id === otherPlan.id) : byFirstWord,
      );
      return d;
    }
    // "whats the difference between you and aurora": who this persona is, beside the other assistant.
    const otherName = /\b(aurora|max)\b/.exec(lower)?.[1];
    if (
      req.persona.role === "sales" &&
      otherName &&
      otherName !== req.persona.name.toLowerCase() &&
      /\b(you|u|ur|your|yourself)\b/.test(lower) &&
      /\b(difference|diff|differ|different|vs|versus|same|compare|who is|whos|who's)\b/.test(lower)
    ) {
      const other = otherName.charAt(0).toUpperCase() + otherName.slice(1);
      // The greeting's middle says what this persona is for ("I help business owners find where AI…").
      const focus = splitSentences(req.persona.greeting).find((x) => /^I (help|answer|can|work)\b/.test(x));
      d.say(
        `I'm ${req.persona.name}, ${k.site.companyName}'s ${req.persona.title}, and ${other} is another of our AI assistants: we both answer from the same prices and facts on this site.`,
        `${focus?.trim() ?? "I answer questions about our services, prices and businesses."} Tell me a little about your business?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "and if i also want the website redone, how long on top", after the agent's setup time: the
    // agent's days and the build's weeks, each said.
    if (
      !twin &&
      !investorScope &&
      /\b(how (long|fast|soon|quick|quickly)|how many (days|weeks)|timeline|turnaround)\b/.test(lower) &&
      !/\b(how much|cost|costs|price|pay|budget)\b|\$/.test(lower)
    ) {
      const sub = quoteSubject(req, u);
      const siteNamed = /\b(web ?site|site|app)\b(?!\s+(chat|agent|bot|reception))/.test(lower);
      const plans =
        sub.plans.length > 0
          ? sub.plans
          : siteNamed
            ? k.offers.buildPlans.filter((p) => /\bapp\b/.test(lower) || !/\bapp\b/i.test(p.name))
            : [];
      // Both asked about: one named now beside the other, or added to it ("also", "on top").
      const agentNow = u.entities.some((e) => e.type === "agent" || (e.type === "family" && e.family === "agents"));
      const adds = /\b(also|on top|too|as well|both|in total|total|plus|together|combined|add|adding)\b/.test(lower);
      if (sub.agents.length > 0 && plans.length > 0 && (adds || (agentNow && (sub.plans.length > 0 || siteNamed)))) {
        answerAgentAndBuildTime(d, sub.agents, plans, k);
        return d;
      }
      // "how long does a website take", after an agent's price: the builds' weeks, not the agent's days.
      if (siteNamed && !agentNow && !adds && sub.plans.length === 0 && plans.length > 1) {
        answerAgentAndBuildTime(d, [], plans, k);
        return d;
      }
    }
    // "can you have it live by friday": the visitor's date against the agents' setup days.
    // "opening a boxing gym next month. what do you need from me": a date said, but not asked about.
    const timeAsked =
      /\b(how (fast|soon|long|quick|quickly)|when|in time|realistic|possible|doable|ready|live|up and running|running (?:before|by|in time)|set up by|done by|by then|before then|make it)\b/i.test(
        req.message,
      );
    const deadline = twin || investorScope || !timeAsked ? null : deadlineAsked(req.message);
    // "need a new website with the chat thing built in by march 1": the build plan's weeks.
    // (Said in another part of the message too: "need a new site… its oct 20, before black friday doable?")
    const buildWanted =
      /\b(new|build|redo|redesign|rebuild)\b[^.?!]*\b(website|site|app)\b|\b(website|site|app) (built|build)\b|\b(an app|a website|a site|mobile app)\b/.test(
        (req.whole ?? req.message).toLowerCase(),
      ) || u.entities.some((e) => e.type === "plan");
    if (deadline && buildWanted && !twin && !investorScope) {
      const named = u.entities.find((e) => e.type === "plan");
      const plan =
        (named?.type === "plan" ? k.offers.buildPlans.find((p) => p.id === named.id) : undefined) ??
        (/\b(app|iphone|android|ios)\b/.test(lower)
          ? k.offers.buildPlans.find((p) => /app/i.test(p.id))
          : /\b(chat|agent|bot|ai)\b/.test(lower)
            ? k.offers.buildPlans.find((p) => p.includes.some((i) => /agent/i.test(i)))
            : k.offers.buildPlans[0]);
      if (plan) {
        answerPlanDeadline(d, deadline, plan, k, req.message);
        return d;
      }
    }
    if (
      deadline &&
      !u.entities.some(
        (e) =>
          e.type === "plan" ||
          e.type === "business" ||
          (e.type === "family" && (e.family === "plans" || e.family === "trial")),
      ) &&
      !/\b(website|site|app)\b(?!\s+(chat|agent|bot))/.test(lower.replace(/\bon (my|our|the) (web)?site\b/g, ""))
    ) {
      answerDeadline(d, deadline, k, req.message);
      return d;
    }
    // "how fast can u get a chat thing live on my site": an agent's setup time, not a build's.
    if (
      !twin &&
      !investorScope &&
      /\b(how fast|how quick|how quickly|how soon|how long|when can)\b[^?]*\b(live|up and running|running|set ?up|ready|installed|working)\b/.test(
        lower,
      ) &&
      u.entities.some((e) => e.type === "agent" || (e.type === "family" && e.family === "agents")) &&
      !u.entities.some(
        (e) => e.type === "plan" || (e.type === "family" && (e.family === "plans" || e.family === "trial")),
      )
    ) {
      answerSetupTime(d, k);
      return d;
    }
    // "i need like 8 pages": the build plan whose pages cover it.
    const pagesAsked = PAGES_SAID.exec(req.message);
    if (!twin && !investorScope && pagesAsked && Number(pagesAsked[1]) >= 1 && Number(pagesAsked[1]) <= 500) {
      if (answerPlanForPages(d, Number(pagesAsked[1]), k, req.whole ?? req.message)) return d;
    }
    // "so which one do i actually need", after "i need like 8 pages" and the plans: the pages said.
    const pagesBefore = req.history
      .filter((t) => t.role === "user")
      .map((t) => PAGES_SAID.exec(t.content))
      .filter((m): m is RegExpExecArray => m !== null)
      .pop();
    if (
      !twin &&
      !investorScope &&
      !pagesAsked &&
      pagesBefore &&
      /\bwhich\b[^?.]*\b(need|get|go with|pick|choose|should|better|fits?|right)\b/.test(lower) &&
      (entitiesFromHistory(req)?.entities ?? []).some(
        (e) => e.type === "plan" || (e.type === "family" && e.family === "plans"),
      )
    ) {
      if (answerPlanForPages(d, Number(pagesBefore[1]), k, req.whole ?? req.message)) return d;
    }
    // "which is better for a life coach, its just me", after the twin and an agent: the twin. So is
    // "which would you go with in my shoes" after "solo real estate agent here…".
    const soloBefore = req.history.some((t) => t.role === "user" && SOLO.test(t.content.toLowerCase()));
    const pickAsked =
      /\b(which|what) (one |would|should|do)\b|\b(in my shoes|if you were me|for me|for someone like me)\b/.test(lower);
    if (
      !twin &&
      !investorScope &&
      u.entities.length === 0 &&
      ((TWIN_OR_AGENT.test(lower) && SOLO.test(lower)) || (soloBefore && pickAsked)) &&
      // ("over a year which one costs me less": the two priced, not the pick again.)
      !/\b(cost|costs|cheaper|less|more|price|pay|year|yearly|annual|how much|total)\b/.test(lower)
    ) {
      const recent = recentProducts(req);
      if (recent.trial && recent.agents.length === 1) {
        answerTwinOrAgent(d, recent.agents[0]!, k, true);
        return d;
      }
    }
    // "solo real estate agent. should i get the twin or the website chat": the two weighed, named now.
    const agentsNow = u.entities.filter((e) => e.type === "agent");
    if (
      !twin &&
      !investorScope &&
      agentsNow.length === 1 &&
      u.entities.some((e) => e.type === "family" && e.family === "trial") &&
      /\b(or|vs|versus|better|which|should i|should we|recommend)\b/.test(lower) &&
      !/\b(diff|difference|price|cost|cheaper|how much)\b/.test(lower) &&
      !readUsage(req.message)
    ) {
      const a = agentsNow[0]!;
      answerTwinOrAgent(d, k.offers.agents.find((x) => a.type === "agent" && x.id === a.id)!, k, SOLO.test(lower));
      return d;
    }
    // "we lose a lot of members around month 3, can it help w that": customers to win back are the
    // outbound agent's work.
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      /\b(lose|losing|lost|keep losing|drop off|drop out|stop coming|don'?t come back|never come back|churn)\b/.test(
        lower,
      ) &&
      OUTBOUND_NEED.test(req.message) &&
      !u.entities.some((e) => e.type === "agent" || e.type === "plan") &&
      !readUsage(req.message)
    ) {
      const a = k.offers.agents.find((x) => /outbound/i.test(x.id));
      const winBack = a?.features.find((f) => /re-?engage|win|lapsed|past customers|back/i.test(f));
      if (a) {
        d.say(
          `Yes, that's the ${a.name}'s job: it ${lowerFirst(a.summary.replace(/\.$/, ""))}${winBack ? `, including ${lowerFirst(winBack.replace(/\.$/, ""))}` : ""}.`,
          `It's ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included. Want me to work out what it would cost for your list?`,
        );
        d.cite(k.sources.agents);
        d.use(`agent-${a.id}`);
        return d;
      }
    }
    // "do you do just SEO? already have a site": a part of the build plans is not sold on its own.
    // ("what about just booking eye exams, can it do that": what the agent can do, not a part sold alone.)
    const onlyPart =
      /\b(just|only|standalone|on its own|by itself|separately)\b/.test(lower) &&
      !/\b(?:can|could|does|will|would) (?:it|the (?:agent|ai|bot))\b/.test(lower)
        ? ["seo", "hosting", "copywriting", "logo", "branding", "analytics", "blog", "booking", "forms"].find((w) =>
            new RegExp(`\\b${w}\\b`).test(lower),
          )
        : undefined;
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      onlyPart &&
      !u.entities.some((e) => e.type === "agent" || e.type === "plan")
    ) {
      const inPlans = k.offers.buildPlans
        .map((p) => ({ p, item: p.includes.find((i) => new RegExp(`\\b${onlyPart}`, "i").test(i)) }))
        .filter((x): x is { p: (typeof k.offers.buildPlans)[number]; item: string } => x.item !== undefined);
      if (inPlans.length > 0) {
        const label = onlyPart === "seo" ? "SEO" : onlyPart;
        d.say(
          `We don't offer ${label} on its own; it comes with our website plans: ${inPlans
            .slice(0, 2)
            .map((x) => `the ${x.p.name} plan includes ${lowerFirst(x.item)}`)
            .join(", and ")}.`,
          "If you'd rather keep the site you have, our team can look at what it needs with you; want me to set that up?",
        );
        d.cite(k.sources.build);
        d.use(...inPlans.map((x) => `plan-${x.p.id}`));
        return d;
      }
    }
    // "whats the absolute fastest option u have": the quickest thing to get running, with its time.
    if (
      !twin &&
      !investorScope &&
      /\b(fastest|quickest|soonest)\b/.test(lower) &&
      // ("the quickest way to get a demo" is the demo's answer.)
      !/\bdemo\b/.test(lower) &&
      u.entities.filter((e) => e.type !== "family").length === 0
    ) {
      const t = k.offers.trial;
      d.say(
        `The fastest is the AI twin: we build it in ${t.buildBusinessDays.typical} business days (up to ${t.buildBusinessDays.max} for complex setups) after a ${t.discoveryCallMinutes}-minute discovery call, and the ${t.days}-day trial is free.`,
        `The reception agents go live ${k.offers.setupDays.min} to ${k.offers.setupDays.max} days after the discovery call, depending on how many tools we connect. Want me to help you start the trial?`,
      );
      d.cite(k.sources.trial, k.sources.setup);
      d.use("trial", "offer");
      return d;
    }
    // "my budget is like $300/month max, what can i get": what fits it, nothing named.
    // ("which of your agents can I afford" names the agents as a family: still a budget question.)
    // "im on the phone all day… whats best for me": the need picks the agent the budget is for.
    const asksPick =
      /\b(best|which|should i|recommend|suggest|what do i need|what would you|fits?|work for|what can (i|we) get|get for that|my options)\b/.test(
        lower,
      );
    const noBudgetGate = twin || investorScope || u.entities.some((e) => e.type !== "family" || e.family === "trial");
    // ("which one would you pick for me if most of my leads are calls", after a budget: that budget.)
    const budget = noBudgetGate
      ? null
      : (readBudgets(req.message) ??
        // "i have about 5k total to get started. what can i get for that": a sum to start with.
        (asksPick && readPlainBudget(req.message) !== null && !readYearlyBudget(req.message)
          ? { upfront: readPlainBudget(req.message), monthly: null }
          : null) ??
        (asksPick && /\b(pick|choose|go with|get|recommend)\b/.test(lower) && /\b(one|which)\b/.test(lower)
          ? ([...req.history]
              .reverse()
              .filter((t) => t.role === "user")
              .slice(0, 3)
              .map((t) => readBudgets(t.content))
              .find((b) => b !== null) ?? null)
          : null));
    if (budget !== null && !readUsage(req.message)) {
      const phoneNeed =
        /\b(phones?|calls?|calling|callers?|ringing|voicemail|front desk|receptionist)\b/.test(lower) ||
        industryOf(u.tokens, k) !== undefined;
      const chatNeed = /\b(website|site|chat|online|dms?|messages?)\b/.test(lower);
      const need = !asksPick
        ? undefined
        : OUTBOUND_NEED.test(req.message)
          ? k.offers.agents.find((a) => /outbound/i.test(a.id))
          : phoneNeed && !chatNeed
            ? k.offers.agents[0]
            : chatNeed && !phoneNeed
              ? k.offers.agents.find((a) => /conversation/i.test(a.overage.per))
              : undefined;
      // "parents calling to book and asking prices on the website": both needs, the calls first.
      const chatAgentOffer = k.offers.agents.find((a) => /conversation/i.test(a.overage.per));
      if (asksPick && phoneNeed && chatNeed && !need && !OUTBOUND_NEED.test(req.message) && chatAgentOffer)
        answerBudget(d, k, budget, k.offers.agents[0], chatAgentOffer);
      else answerBudget(d, k, budget, need);
      return d;
    }
    // "2000 a year max for this. what fits": each first year against the visitor's year.
    const yearly =
      twin || investorScope || u.entities.some((e) => e.type !== "family" || e.family === "trial")
        ? null
        : readYearlyBudget(req.message);
    if (yearly !== null && !readUsage(req.message)) {
      answerYearBudget(d, k, yearly);
      return d;
    }
    // "is that cheaper than the website chat agent?" right after a venture was the answer (Business
    // AI Wiz, Rapid Q): the venture's own price against the agent's, or plainly that it has none published.
    const ventureBefore = k.businesses.find((b) => splitSentences(lastReply)[0]?.includes(b.name));
    const comparedAgents = u.entities.filter((e) => e.type === "agent");
    if (
      ventureBefore &&
      !twin &&
      !investorScope &&
      comparedAgents.length === 1 &&
      u.entities.length === 1 &&
      /\b(cheaper|less expensive|more expensive|pricier|cost less|costs less|cheaper option)\b/.test(lower) &&
      /\b(that|it|this|that one|instead)\b/.test(lower)
    ) {
      const agent = k.offers.agents.find((a) => a.id === (comparedAgents[0] as { id: string }).id)!;
      const v = ventureBefore;
      const wizard = v.slug === "rappy-customer-ai";
      const published = wizard
        ? k.offers.businessAiWiz.plansFromMonthlyUsd
        : Number(/\$(\d+(?:\.\d\d)?)\/month/.exec(`${v.description} ${v.fullDescription ?? ""}`)?.[1] ?? NaN);
      const against = `${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)} for the ${agent.name}`;
      if (Number.isFinite(published))
        d.say(
          `${/\b(more expensive|pricier)\b/.test(lower) ? "No, far cheaper" : "Yes, far cheaper"}: ${v.name} ${wizard ? "plans start from" : "is"} ${formatUsd(published)} a month, against ${against}.`,
          wizard
            ? `The difference is what you get: ${v.name} is a ready storefront with AI chat for a small shop, while the ${agent.name} is built and trained for a website you already have. Want me to tell you more about ${v.name}?`
            : `They do different jobs, though: ${lowerFirst(firstSentences(namedDescription(v.name, v.description), 1))} Want me to tell you more about either?`,
        );
      else
        d.say(
          // ("could i use that for the lane waitlist…": what it is, for them to judge the fit.)
          /\b(use (that|it|this)|instead of)\b/.test(lower)
            ? firstSentences(namedDescription(v.name, v.description), 2)
            : "",
          `${v.name}'s pricing isn't published on our site, so I can't tell you which costs less; the ${agent.name} is ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}.`,
          `Want our team to quote ${v.name} for your use?`,
        );
      d.cite(v.source, k.sources.agents);
      d.use(`business-${v.slug}`);
      return d;
    }
    // "what if we only used it after hours, whats that cost": the same price whatever hours it covers.
    if (
      !twin &&
      !investorScope &&
      attrs.has("hours") &&
      // (Asked in another part: "…only after hours like 9pm to 7am. whats that cost and am i stuck…")
      /\b(cost|costs|price|how much|pay|charge|run me|cheaper)\b/.test((req.whole ?? req.message).toLowerCase()) &&
      /\b(only|just)\b/.test(lower) &&
      !u.entities.some((e) => e.type !== "agent") &&
      !billFor(req)
    ) {
      const named =
        u.entities.find((e) => e.type === "agent") ??
        entitiesFromHistory(req)?.entities.find((e) => e.type === "agent");
      const agent =
        (named?.type === "agent" ? k.offers.agents.find((a) => a.id === named.id) : undefined) ?? phoneAgent;
      d.say(
        `It's the same price whatever hours it covers: the ${agent.name} is ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with ${agentIncluded(agent)} included, and you set the hours it answers.`,
        `Fewer hours simply means fewer ${/conversation/i.test(agent.overage.per) ? "conversations" : "minutes"} used, so you're less likely to go past the allowance. Want me to work out the bill for your volume?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${agent.id}`);
      return d;
    }
    // "whats ur cheapest option": with nothing named to compare, the lowest-priced ways in.
    if (
      !twin &&
      !investorScope &&
      CHEAPEST.test(lower) &&
      u.entities.length === 0 &&
      // ("whats the cheapest way to get started", after one agent's bill: every way in, not that one.)
      (quoteSubject(req, u).agents.length + quoteSubject(req, u).plans.length === 0 ||
        /\bways? (?:to (?:get )?start\w*|in|to begin)\b|\bto get started\b/.test(lower) ||
        // "whats the cheapest thing u guys have": everything on offer, not the agent just named.
        /\b(?:thing|option|product|service|plan)s?\s+(?:(?:u|you|y'?all)\s+(?:guys\s+)?)?(?:have|has|offer|sell|got|do)\b|\b(?:u|you) guys (?:have|offer|sell|got|do)\b/.test(
          lower,
        ))
    ) {
      answerLowestCostWayIn(d, k, attrs.has("paymentPlan"), req.message);
      return d;
    }
    // "reservation calls usually run 4-5 min, is that a problem?": longer than a call the inbound plan counts.
    const longCalls =
      /\bcalls?\b[^.?!]{0,30}?\b(?:run|runs|last|lasts|take|takes|are|average|averages|go|usually)\b[^.?!]{0,15}?\b(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*(?:min|mins|minutes)\b/.exec(
        req.message.toLowerCase(),
      );
    const perCall = phoneAgent.perCallLimitMinutes;
    // "the calls are long and emotional, is 1 minute per call really the limit??": the limit, said plainly.
    const asksLimit =
      perCall !== undefined &&
      /\b(1|one|a)[- ]?min(ute)?s? (per|a|each) call\b|\bper[- ]call (limit|cap|max)\b|\b(minute|time) limit per call\b|\bcut (?:off )?(?:at|after) (?:a|one|1) min(?:ute)?\b/.test(
        lower,
      ) &&
      /\b(really|only|just|limit|limited|cap|capped|max|maximum|what if|long|longer)\b/.test(lower) &&
      !readUsage(req.message) &&
      !twin &&
      !investorScope;
    if (asksLimit) {
      d.say(
        `Yes: the ${phoneAgent.name}'s plan counts up to ${perCall === 1 ? "one minute" : `${perCall} minutes`} per call.`,
        `Longer calls${/\b(long|longer|lengthy|emotional|detailed|complicated)\b/.test(lower) ? ", like the ones you describe," : ""} can be transferred to your team under rules you set, or the agent takes the caller's details and texts your team right away; our team can talk through longer calls with you on the discovery call. Want me to set that up?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    if (
      longCalls &&
      perCall !== undefined &&
      Number(longCalls[2] ?? longCalls[1]) > perCall &&
      !readUsage(req.message) &&
      !twin &&
      !investorScope &&
      !entities.some((e) => e.type === "agent" && e.id !== phoneAgent.id) &&
      // ("say each call averages 2 minutes, what's the bill", after the outbound agent's list: its bill.)
      !billFor(req)
    ) {
      const length = longCalls[2] ? `${longCalls[1]}–${longCalls[2]} minute` : `${longCalls[1]}-minute`;
      d.say(
        `The ${phoneAgent.name}'s plan counts up to ${perCall === 1 ? "one minute" : `${perCall} minutes`} per call, so ${length} calls are longer than it's built for.`,
        "It can take the caller's details and transfer them, or text your team to finish the booking, and our team can talk through longer calls with you on the discovery call. Want me to set that up?",
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "so what would u suggest instead", after calls too long for the per-call limit: what to do with them.
    if (
      /counts up to (one minute|\d+ minutes) per call/.test(lastReply) &&
      /\b(suggest|recommend|instead|alternative|other option|what (should|would|do|can) (i|we|u|you))\b/.test(lower) &&
      entities.length === 0 &&
      !twin &&
      !investorScope
    ) {
      const phone = k.offers.agents[0]!;
      const chat = k.offers.agents.find((a) => /conversation/i.test(a.overage.per));
      d.say(
        `For calls that long, let the ${phone.name} answer every call and take the details, and set the rules so longer conversations transfer straight to a person on your team.`,
        `${chat ? `If many of those requests could start online, the ${chat.name} handles them in chat, billed by conversation rather than by minute, for ${formatUsd(chat.setupUsd)} to set up and ${agentMonthly(chat)}. ` : ""}Want our team to size it with you on the discovery call?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "for both locations?" after "2 offices (one website tho)" and the chat agent's price: one covers both.
    if (
      chatAgent &&
      lastReply.includes(chatAgent.name) &&
      !k.offers.agents.some((a) => a !== chatAgent && lastReply.includes(a.name)) &&
      req.history.some(
        (t) => t.role === "user" && /\b(one|1|single|same|shared)\s+(web ?site|site)\b/i.test(t.content),
      ) &&
      /\b(both|all|each|every|per)\b[^.?!]{0,20}\b(locations?|offices?|stores?|clinics?|branches|shops?)\b/.test(
        lower,
      ) &&
      entities.length === 0
    ) {
      d.say(
        `One ${chatAgent.name} covers both: it lives on your one website, so it's still ${formatUsd(chatAgent.setupUsd)} to set up and ${agentMonthly(chatAgent)}, with ${agentIncluded(chatAgent)} included across both offices. Want me to work out the bill for your chat volume?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "is that per location?" right after a price for each of 2 locations: yes, and what each costs.
    const eachOf = /\bfor each of your (\d+) (\w+)/.exec(lastReply);
    const perPlaceAgent = eachOf ? k.offers.agents.find((a) => lastReply.includes(a.name)) : undefined;
    if (
      eachOf &&
      perPlaceAgent &&
      /\b(per|each|every|a) (location|office|store|clinic|shop|branch|site|salon|studio|gym|restaurant|practice|one)\b/.test(
        lower,
      ) &&
      !readUsage(req.message) &&
      entities.length === 0 &&
      /^\s*(is|are|so|and|that|thats|that's|it|so is)\b/.test(lower)
    ) {
      const n = Number(eachOf[1]);
      d.say(
        `Yes: each location gets its own ${perPlaceAgent.name}, trained on its own hours and services, so it's ${formatUsd(perPlaceAgent.setupUsd)} to set up and ${agentMonthly(perPlaceAgent)} for each one.`,
        `For your ${n}, that's ${n} × ${formatUsd(perPlaceAgent.monthlyUsd.from)} = ${formatUsd(n * perPlaceAgent.monthlyUsd.from)} a month. Want me to work out the bill for your call volume?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "and does that one do video?", right after a venture was offered: that venture's own page.
    const ventureLed = k.businesses.find((b) => (splitSentences(lastReply)[0] ?? "").includes(b.name));
    if (
      !twin &&
      !investorScope &&
      ventureLed &&
      /\b(that one|that|it|this one|this)\b/.test(lower) &&
      /^\s*(?:and\s+|so\s+|ok\s+)?(does|do|can|will|is|has|could)\b/.test(lower) &&
      // ("can i invest in that one": the way in, answered with the investor portal.)
      !/\binvest\w*\b/.test(lower) &&
      u.entities.every((e) => e.type === "family" && e.family !== "trial")
    ) {
      // ("does it do video": the page's line on video, with a yes, since the page says it does.)
      // (Unlike publicDetail, only a line with one of the asked words itself, the long description first:
      // a "yes" must rest on the thing asked, not on the closest description.)
      const askedWords = u.tokens.filter(
        (t) => t.length >= 4 && !STOPWORDS.has(t) && !/^(does|that|this|have|with|will|could|also|they)$/.test(t),
      );
      const page = splitSentences([ventureLed.fullDescription ?? "", ventureLed.description].join(" "));
      const line = askedWords.length
        ? page.find((x) => askedWords.some((w) => new RegExp(`\\b${w.replace(/s$/, "")}`, "i").test(x)))
        : undefined;
      if (line) {
        const price = /\$\d/.test(line) ? undefined : page.find((x) => /\$\d/.test(x));
        d.say(`Yes: ${line.charAt(0).toLowerCase()}${line.slice(1)}`, ...(price ? [price] : []));
        d.cite(ventureLed.source);
        d.use(`business-${ventureLed.slug}`);
        return d;
      }
      answerBusiness(d, ventureLed, attrs, k, u.tokens, req.message);
      return d;
    }
    // "ok and year 2 then, roughly same or less?", right after a first year: no setup the second year.
    const firstYear =
      /^A year of the (.+?) is (\$[\d,]+) \(12 × (\$[\d,]+) = \$[\d,]+\), or (\$[\d,]+) for the first year/.exec(
        lastReply.trim(),
      );
    const yearAgent = firstYear ? k.offers.agents.find((a) => a.name === firstYear[1]) : undefined;
    // (The first year said again with its working, as every derived figure is.)
    const firstWorking = /setup \((\$[\d,]+ \+ \$[\d,]+ = \$[\d,]+)\)/.exec(lastReply);
    if (
      firstYear &&
      yearAgent &&
      // (The message itself: "year 2" reads as "year to" in the normalised text.)
      /\b(year (2|two)|2nd year|second year|next year|after (the )?first year|years? after|following year|yr (2|two))\b/i.test(
        req.message,
      )
    ) {
      const over = `${formatUsd(yearAgent.overage.usd)} a ${yearAgent.overage.per}`;
      d.say(
        `Less: from the second year there's no setup, so it's the monthly alone, ${firstYear[2]} a year (12 × ${firstYear[3]} = ${firstYear[2]}) against ${firstYear[4]} in the first year${firstWorking ? ` (${firstWorking[1]})` : ""}.`,
        `Usage past the ${agentIncluded(yearAgent)} included is ${over} on top; want our team to confirm it in writing?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${yearAgent.id}`);
      return d;
    }
    // "and with the setup on top?", right after months worked out with the setup beside them: that sum.
    const withSetupLast =
      /, so (\$[\d,–$]+) for (those \d+ months|the first \d+ months|the first year) \(([^)]+)\), or (\$[\d,–$]+) with the one-time (\$[\d,]+) setup \(([^)]+)\)/.exec(
        lastReply,
      );
    if (
      withSetupLast &&
      /\bset ?up\b|\ball in\b/.test(lower) &&
      /^\W*(?:(?:and|so|ok|okay|what about|how about)\s+)*(?:with|plus|incl\w*|including|adding|add)\b/.test(lower) &&
      !readUsage(req.message)
    ) {
      const [, sum, period, sumLine, total, setup, totalLine] = withSetupLast;
      // (Each month's own sum said again: every figure comes with its working.)
      const months = /^On the [^:]+: (.+?), so \$/.exec(lastReply.trim())?.[1];
      d.say(
        `With the one-time ${setup} setup, ${period} ${period!.endsWith("months") ? "come" : "comes"} to ${total} (${totalLine}), against ${sum} without it (${sumLine})${months ? `: ${months}` : ""}.`,
        "Want our team to confirm it in writing?",
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "ok and what do i pay upfront on top of that", right after a bill: the setup, beside that bill.
    const billLast = /^Your (.+?) bill would be about (\$[\d,]+(?:\.\d\d)?) a month/.exec(lastReply.trim());
    const billAgent = billLast ? k.offers.agents.find((a) => a.name === billLast[1]) : undefined;
    // (The sum said again with its working, as every derived figure is.)
    const workingLast = /: (\$[\d,.]+ \+ [^=]+= \$[\d,.]+)/.exec(lastReply);
    if (
      billLast &&
      billAgent &&
      /\b(upfront|up front|up-front|one[- ]time|setup|set up|set-up|to start|start up|initial|first payment)\b/.test(
        lower,
      ) &&
      // ("first year total with setup": a year's total, worked out elsewhere.)
      !/\b(year|years|yr|yrs|annual\w*|total)\b/.test(lower) &&
      // ("can i get the setup fee back": a refund asked about, not what is paid upfront.)
      !ASKS_REFUND.test(lower) &&
      !readUsage(req.message) &&
      entities.every((e) => e.type === "agent" && e.id === billAgent.id)
    ) {
      d.say(
        `Upfront it's the one-time ${formatUsd(billAgent.setupUsd)} setup for the ${billAgent.name}, on top of the ${billLast[2]} a month we worked out${workingLast ? ` (${workingLast[1]})` : ""}.`,
        `Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down if you'd rather spread it; want our team to confirm it all in writing?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${billAgent.id}`);
      return d;
    }
    // "so how much over the included would i be, in dollars", right after a bill: the overage alone.
    const overLast = /^Your .+? bill would be about/.test(lastReply.trim())
      ? /\+ ([\d,]+) × \$([\d.]+) = [^(]*\(([\d,]+) (minutes|conversations) are included/.exec(lastReply)
      : null;
    if (
      overLast &&
      // ("and for 3000? whats that over a year": another usage, over a period, not this overage.)
      /\b(over|overage|extra|above|on top|beyond|past)\b/.test(
        lower.replace(/\bover (?:a|the|one|1|12|twelve|\d+) (?:years?|yrs?|months?)\b/g, " "),
      ) &&
      !/^\W*(?:(?:and|so|ok|okay|what about|how about)\s+)*(?:for|with|at)?\s*\d/.test(lower) &&
      /\b(how much|what|dollars|cost|pay|run)\b/.test(lower) &&
      // ("on top of the 299": the monthly price named, not a usage nor another product.)
      !readUsage(req.message.replace(/\b(on top of|over|above|plus)\s+(the\s+)?\$?\d[\d,]*\b/gi, " ")) &&
      entities.every(
        (e) =>
          e.type === "agent" &&
          lastReply.includes(knowledge.offers.agents.find((a) => a.id === e.id)?.name ?? "\u0000"),
      )
    ) {
      const [, over, rate, included, unit] = overLast;
      const overage = Number(over!.replace(/,/g, "")) * Number(rate);
      d.say(
        `You'd be ${over} ${unit} past the ${included} included, so the overage is ${over} × $${rate} = ${formatUsd(overage)} a month, on top of the monthly price. Want our team to confirm it in writing?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "someone said you guys have a dj thing", "is the dj thing something i could put in my bar":
    // one of our ventures, named by what it does.
    const thing =
      /\b(?:the|a|an|your|ur|that|this|some)\s+(?:kind of\s+|sort of\s+|type of\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:thing|app|venture|product|tool|platform|project|startup|business|one|station|channel|show|game|marketplace|network)\b/.exec(
        lower,
      )?.[1] ??
      // "and the one for couples?", "the app for djs": a venture by who it is for.
      /\bthe (?:one|app|venture|thing)s? (?:for|about|that helps)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*$/.exec(
        lower,
      )?.[1];
    const thingNamed = thing ? understand(thing).entities : [];
    const thingBusiness =
      thingNamed.length === 1 && thingNamed[0]!.type === "business"
        ? k.businesses.find((b) => thingNamed[0]!.type === "business" && b.slug === thingNamed[0]!.slug)
        : undefined;
    if (
      !twin &&
      !investorScope &&
      thing &&
      (thingNamed.length === 0 || thingBusiness) &&
      // ("this launch pricing thing" is about our prices, not a venture's.)
      understand(thing).attrs.size === 0 &&
      // ("some kind of ai dj thing": "ai" beside another word is no product of ours by itself.)
      !/\b(phone|calling|call|chat|web|website|site|voice|twin|reception|ai|bot|receptionist|booking|text|sms|email|trial|new|whole|same|other|cool|free)\b/.test(
        /\bai\s+[a-z]{2,}/.test(thing) ? thing.replace(/\bai\b/g, " ") : thing,
      )
    ) {
      // ("the hologram one" against "Holographic avatar experiences": a word's first six letters.)
      const byPrefix = () => {
        const heads = tokenize(thing)
          .filter((w) => w.length >= 6)
          .map((w) => w.slice(0, 6));
        const hits = k.businesses.filter((b) =>
          heads.some((h) => new RegExp(`\\b${h}`, "i").test(`${b.name} ${b.description}`)),
        );
        return heads.length > 0 && hits.length === 1 ? hits[0] : undefined;
      };
      const venture = thingBusiness ?? ventureByWhatItDoes(tokenize(thing), 2) ?? byPrefix();
      if (venture) {
        if (/\b(you|u)\s+(guys\s+|all\s+)?(have|run|do|make|built|build|own|got)\b/.test(lower))
          d.say(`Yes, you're thinking of ${venture.name}.`);
        answerBusiness(d, venture, attrs, k, u.tokens, req.message);
        // "what else do you build, i saw something about a sound healing app?": that one, then the rest.
        if (WHAT_ELSE.test(lower) || /\bonly (do|make|build|sell)\b/.test(lower)) answerWhatElse(d, k, venture.name);
        return d;
      }
    }
    // "what else do you build": what we make for businesses, and the ventures we run ourselves.
    if (!twin && !investorScope && WHAT_ELSE.test(lower) && !u.entities.some((e) => e.type === "business")) {
      answerWhatElse(d, k);
      return d;
    }
    // "they describe the whole saga for 5 min… will it handle long calls or cut them off": the
    // per-call limit said plainly, then what the agent does with a caller who needs longer.
    if (
      !twin &&
      !investorScope &&
      ONE_CALL_LENGTH.test(req.message) &&
      /\b(min|mins|minutes?|long|while|forever|ages)\b/.test(lower)
    ) {
      const named = u.entities.find((e) => e.type === "agent");
      const agent =
        k.offers.agents.find((a) => named?.type === "agent" && a.id === named.id && a.perCallLimitMinutes) ??
        k.offers.agents.find((a) => a.perCallLimitMinutes !== undefined);
      const perCall = agent ? agentPerCall(agent) : null;
      if (agent && perCall) {
        // ("210 min of calls in may whats the bill, and does it hang up after a minute": the bill too.)
        const billToo = readUsage(req.message) ? billFor(req) : null;
        if (billToo) d.say(billToo.text.replace(/\s*Want our team to confirm it in writing\?\s*$/, ""));
        d.say(
          `${billToo ? "And yes, each" : "Each"} call to the ${agent.name} is limited to ${perCall.replace(/ per call$/, "")}, so it won't sit through a long story: ${LONG_CALL_HANDLED}.`,
          `${LONG_CALL_OUTSIDE} Want our team to show you how it handles your kind of calls on a demo?`,
        );
        d.cite(k.sources.agents);
        d.use(`agent-${agent.id}`);
        d.suggest(
          "Can it transfer calls to a real person?",
          `How much is the ${agent.name}?`,
          "How long does setup take?",
        );
        return d;
      }
    }
    // "ok i'll take that one, how much", after two agents set side by side with no pick: which one.
    const sideBySide = k.offers.agents.filter((a) => lastReply.includes(a.name));
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      /\b(that one|this one|that option|this option)\b/.test(lower) &&
      !/\b(both|them|those|these|each|either|all)\b/.test(lower) &&
      u.entities.every((e) => e.type === "family") &&
      sideBySide.length === 2 &&
      !STARTS_WITH.test(lastReply) &&
      !/\b(recommend|I'd go with|best fit|fits best|is the one for you|is for you)\b/i.test(lastReply)
    ) {
      const [a, b] = sideBySide as [AgentOffer, AgentOffer];
      d.say(
        `Happy to: which one do you mean, the ${a.name} (${formatUsd(a.setupUsd)} setup, ${agentMonthly(a)}) or the ${b.name} (${formatUsd(b.setupUsd)} setup, ${agentMonthly(b)})?`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "what does the 399 a month actually get me": what the monthly price keeps running.
    const monthlyAsked =
      /\bwhat (?:does|do|would|will) (?:the |that |this |my )?\$?(\d[\d,]*)(?:\s*(?:a|per|\/)\s*(?:month|mo)|\s*monthly)?\b[^.?!]{0,25}\b(?:get|gets|cover|covers|include|includes|buy|pay for)\b/.exec(
        lower,
      );
    const monthlyOf = monthlyAsked ? Number(monthlyAsked[1]!.replace(/,/g, "")) : NaN;
    const monthlyAgent = k.offers.agents.find((a) => a.monthlyUsd.from === monthlyOf || a.monthlyUsd.to === monthlyOf);
    if (monthlyAgent && !twin && !investorScope) {
      d.say(
        `The ${formatUsd(monthlyOf)} a month keeps the ${monthlyAgent.name} running, with ${agentIncluded(monthlyAgent)} included: it ${lowerFirst(monthlyAgent.summary)}`,
        `Past the included ${monthlyAgent.included.unit.replace(/ per month$/, "")}, it's ${formatUsd(monthlyAgent.overage.usd)} per ${monthlyAgent.overage.per}, and the one-time ${formatUsd(monthlyAgent.setupUsd)} setup covers building and training it. Want me to work out the bill for your volume?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${monthlyAgent.id}`);
      return d;
    }
    // "which is cheaper over the first year" right after a first year set side by side: its verdict.
    const verdict = /\bso ([A-Z][^.]*?) costs (\$[\d,]+) less than ([^.(]*?) \((\$[\d,]+ − \$[\d,]+ = \$[\d,]+)\)/.exec(
      lastReply,
    );
    if (
      verdict &&
      /\bOver the first year\b/.test(lastReply) &&
      !twin &&
      !investorScope &&
      /\bwhich\b[^.?!]*\b(cheaper|less|more expensive|costs? more|better deal|saves?)\b/.test(lower) &&
      !readUsage(req.message)
    ) {
      const [, cheaper, gap, dearer, line] = verdict;
      // (With the sums behind it, each figure shown where it comes from.)
      const working = splitSentences(lastReply)
        .filter((x) => / = \$/.test(x))
        .map((x) => (x.includes(verdict[0]) ? `${x.slice(0, x.indexOf(", so "))}.` : x))
        .filter((x) => / = \$/.test(x));
      d.say(`${cheaper} is cheaper over the first year: ${gap} less than ${dearer!.trim()} (${line}).`, ...working);
      d.cite(k.sources.build);
      return d;
    }
    // "mostly walk ins. do i even need this or is it overkill": an honest answer, then the number it turns on.
    if (!u.injection && !twin && !investorScope && OVERKILL.test(req.message) && !readUsage(req.message)) {
      const namedAgents = u.entities.flatMap((e) =>
        e.type === "agent" ? k.offers.agents.filter((x) => x.id === e.id) : [],
      );
      const chat = namedAgents.length === 1 && /conversation/i.test(namedAgents[0]!.overage.per);
      const a = chat ? namedAgents[0]! : (k.offers.agents.find((x) => x.perCallLimitMinutes) ?? k.offers.agents[0]!);
      d.say(
        chat
          ? `Honestly, it depends on how many people ask questions on your site when nobody's there to answer: if that's rare, you may not need it yet; if they leave without booking, that's what the ${a.name} is for, at ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`
          : `Honestly, it depends on how often your phone rings when nobody can pick up: if most customers walk in and calls are rare, you may not need it yet; if callers hang up and book elsewhere while your hands are busy, that's what the ${a.name} is for, at ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
        `I'll work out what it would cost if you tell me: roughly how many ${chat ? "chats" : "calls"} do you get a month?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${a.id}`);
      return d;
    }
    // A bill to work out: the arithmetic, shown in one line, before any price list.
    const bill = u.injection ? null : billFor(req);
    if (bill) {
      // "would i need 3 inbound agents?": answered before the sum.
      if (/^\s*(?:so\s+)?(would|do|will|should) (i|we) need\b/i.test(req.message) && /^With an? /.test(bill.text))
        d.say("Yes, one for each location.");
      // "missing maybe 15 calls a week. is it worth it": the sum, and how to judge it.
      // ("would the phone agent be overkill? we get maybe 80 calls": the same judgement, asked the other way.)
      const overkill = OVERKILL.test(req.message);
      if (
        (overkill || /\bworth it\b|\bworth the money\b|\bpay for itself\b/i.test(req.message)) &&
        /^(?:Your |\d[\d,]* minutes fits)/.test(bill.text)
      ) {
        if (overkill) d.say("Not if a missed call can cost you a booking; here's what it would cost at your volume.");
        d.say(bill.text.replace(/ Want our team to confirm it in writing\?$/, ""));
        // ("20 minutes fits inside the 60…": that sum has no setup of its own.)
        const fitting = k.offers.agents.find((a) => bill.text.includes(`the ${a.name} includes`));
        if (fitting && !/\bSetup is\b/.test(bill.text)) d.say(`Setup is a one-time ${formatUsd(fitting.setupUsd)}.`);
        d.say(
          "Whether it's worth it comes down to what a missed call costs you: if one recovered job a month is worth more than that, it pays for itself, and there's no long-term contract to lock you in. Want our team to confirm the figure in writing?",
        );
        d.cite(k.sources.agents);
        return d;
      }
      // "is the $299 plan enough": a yes or no before the sum.
      if (
        /\b(enough|sufficient|cover (it|me|us|that|everything)|be covered|fit in|fits in|stay under|stay within)\b/i.test(
          req.message,
        ) &&
        // ("still stay under 800": a budget, set against the total below.)
        !/\bstay\s+(?:under|below|within)\s+\$?\d/i.test(req.message) &&
        // ("we can't call them all back fast enough": their pace, not whether a plan is enough.)
        !/\b(?:fast|quick|quickly|soon|often|early|big|good|long)\s+enough\b/i.test(req.message)
      )
        // "if i stay within the included minutes, whats my total": a condition, not a question of fit.
        d.say(
          !readUsage(req.message) && STAYS_WITHIN_ALLOWANCE.test(req.message)
            ? "Staying within the included minutes means no overage."
            : /with no overage/.test(bill.text)
              ? "Yes, it's enough."
              : "Not on its own: you'd pay overage too.",
        );
      // "600 old customers i never call back": a need said, not a price asked: what the agent does first.
      const billed = /^The (.+?) is billed by the minute, not by the call\b/.exec(bill.text)?.[1];
      const billedAgent = k.offers.agents.find((a) => a.name === billed);
      if (billedAgent && !/\b(cost|costs|price|how much|pay|bill|total|monthly|budget|run me|charge)\b/.test(lower))
        d.say(`That's what the ${billedAgent.name} is for: it ${lowerFirst(billedAgent.summary)}`);
      // "we miss about 10 calls a week", then "what would that cost me": only the missed calls counted.
      const missedOnly =
        /^(Your |\d[\d,]* minutes fits)/.test(bill.text) &&
        bill.text.includes(phoneAgent.name) &&
        [
          req.message,
          ...req.history
            .filter((t) => t.role === "user")
            .slice(-3)
            .map((t) => t.content),
        ].some((m) => readUsage(m) && MISSED_CALLS.test(m)) &&
        !/\b(all|every|total|in total|altogether)\b[^.?!]{0,20}\bcalls?\b|\bcalls? (?:a month |per month |monthly )?(?:in )?total\b/i.test(
          req.message,
        ) &&
        // ("if the phone agent picked up all 200": every call it answers, counted.)
        !/\b(?:picked up|picks up|answered|answers|took|takes|handled|handles)\s+(?:all|every|each)\b/i.test(
          req.message,
        );
      d.say(
        missedOnly
          ? bill.text.replace(
              / Want our team to confirm it in writing\?$/,
              " That counts only the calls you miss; if the agent answers every call, tell me how many you get in a month and I'll redo the sum.",
            )
          : bill.text,
      );
      d.cite(bill.about === "trial" ? k.sources.trial : bill.about === "plans" ? k.sources.build : k.sources.agents);
      d.use(...k.offers.agents.map((a) => `agent-${a.id}`), "trial", ...k.offers.buildPlans.map((p) => `plan-${p.id}`));
      d.suggest("How long does setup take?", "Can it transfer calls to a real person?", "How can I contact the team?");
      return d;
    }

    // "parents mostly email or use the form on our website, the phone barely rings": the agent for that.
    const needed =
      twin || investorScope || u.entities.some((e) => e.type !== "family" || e.family !== "agents")
        ? undefined
        : agentForNeed(req.message, k.offers.agents);
    if (needed && !readUsage(req.message) && !ASKS_INTEGRATION.test(lower)) {
      answerAgentForNeed(d, needed, k, {
        opener: `${req.history.length > 0 ? "Then the" : "For that, the"} ${needed.name} is the one for you`,
        offer: "Want me to work out the first year for you?",
      });
      return d;
    }
    // A concern ("why not hire a receptionist?"): acknowledged and answered the way a salesperson would.
    // "do you use our calls to train your ai?": the privacy policy's own sentence on training, as a plain answer.
    // (A part of a message whose other part raised privacy: that answer says it of training too.)
    const privacyBeside =
      req.part === true &&
      req.whole !== undefined &&
      objections.match(req.whole.replace(req.message.replace(/\?+$/, ""), ""))?.id === "privacy";
    if (
      !twin &&
      !investorScope &&
      !privacyBeside &&
      /\btrain(s|ed|ing)?\b/.test(lower) &&
      /\b(ai|model|models|bot|data|calls|chats|conversations|recordings|voice)\b/.test(lower)
    ) {
      const hit = index.search("train AI models chat messages voice audio", { kinds: ["legal"] })[0];
      const sentence = hit
        ? splitSentences(hit.passage.text).find((x) => /\btrain\b/i.test(x) && /\bnot\b/i.test(x))
        : undefined;
      if (hit && sentence) {
        d.say(`No. ${sentence}`);
        d.cite(hit.passage.source);
        d.suggest(
          "Is my customer data private and secure?",
          "Can I get my data deleted?",
          "How can I contact the team?",
        );
        return d;
      }
    }
    // Legal texts and health data have their own answers; "is there a catch?" about the trial is the trial's.
    const legalAsked =
      /\b(terms|policy|governs|governing law|jurisdiction|gdpr|ccpa)\b/i.test(lower) ||
      (["legal", "law", "liability", "effective", "age", "children"] as Attr[]).some((a) => attrs.has(a));
    // "after-hours calls go to voicemail, plus old customers we never call back: where do i start?"
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      req.persona.role === "sales" &&
      namesBothCallNeeds(req.message) &&
      !/\b(how much|cost|price|bill|total)\b/i.test(lower)
    ) {
      answerBothCallNeeds(d, k, req.message);
      if (d.length() > 0) return d;
    }
    let objection = u.injection || twin || investorScope ? null : objections.match(req.message);
    // "PT clinic, 3 locations. is your phone agent hipaa compliant?": the compliance worry is the
    // question; the count of locations is context.
    if (objection?.id === "many-locations")
      objection =
        objections.matchAll(req.message).find((x) => CONCERN_ASKED.has(x.objection.id))?.objection ?? objection;
    // "how much for an app", then "can it take payments?": what the build includes, not card payments on calls.
    if (
      !u.injection &&
      !twin &&
      !investorScope &&
      (objection?.id === "card-payments" ||
        /\b(pay online|pay on (it|the site|the app)|online payments?|checkout|take payments?|accept payments?|payments? online)\b/.test(
          lower,
        )) &&
      !/\b(call|calls|phone|caller|callers|agent|agents|payment plans?)\b/.test(lower)
    ) {
      const meant = plansMeant(req, entities, lower);
      if (meant.length > 0) {
        answerPlanPayments(d, k, meant);
        return d;
      }
    }
    // "thats a lot up front, can i spread the setup out or get a discount": both answered, on the setup just given.
    if (
      !u.injection &&
      !twin &&
      !investorScope &&
      /\b(spread|split|break)\b[^.?!]{0,25}\b(out|up|over|payments?)\b|\b(installments?|instalments?|pay (?:it )?(?:over time|in parts))\b/i.test(
        lower,
      ) &&
      /\b(discounts?|deals?|cheaper|better price|coupon|promo|knock\w*|lower)\b/i.test(lower) &&
      !readUsage(req.message) &&
      /(\$[\d,]+) in one-time setup\b|\b(\$[\d,]+) (?:for setup|to set up)\b/.test(lastReply)
    ) {
      const setup =
        /(\$[\d,]+) in one-time setup( \(\$[\d,]+(?: \+ \$[\d,]+)+ = \$[\d,]+\))?|\b(\$[\d,]+) (?:for setup|to set up)\b/.exec(
          lastReply,
        );
      const o = k.offers;
      d.say(
        `Yes to both: payment plans start from ${formatUsd(o.paymentPlansFromDownUsd)} down, so ${setup ? `the ${setup[1] ?? setup[3]} setup${setup[2] ?? ""}` : "the setup"} needn't come out at once, and launch pricing is up to ${o.launchDiscountPercent}% below market in exchange for a testimonial.`,
        "Want our team to set out a payment plan with you?",
      );
      d.cite(k.sources.agents);
      d.use("offer");
      return d;
    }
    // "a freelancer quoted me $400 a month for the same thing": a rival's price, compared like for like
    // (ChatGPT or a chatbot tool named keeps its own answer).
    const rivalQuote = !u.injection && !twin && !investorScope ? RIVAL_QUOTE.exec(req.message) : null;
    // ("my buddy said your phone bot is $199/mo": our price as they heard it, checked in the price answer.)
    if (
      rivalQuote &&
      !/\b(your|you|u)\b/i.test(rivalQuote[0]) &&
      !/\b(chat ?gpt|gpt|chatbase|tidio|intercom|tawk|livechat|chatbot)\b/i.test(lower)
    ) {
      const cheaper = k.objections.find((o) => o.id === "cheaper-quote");
      if (cheaper) {
        const said = (rivalQuote[1] ?? rivalQuote[2] ?? "0").replace(/,/g, "");
        const theirs = Math.round(/k$/i.test(said) ? Number(said.slice(0, -1)) * 1000 : Number(said));
        const monthly = Boolean(rivalQuote[3]);
        // Ours, as last worked out or quoted: "bill would be about $509 a month", "plus $299 per month".
        const ours =
          /\babout (\$[\d,]+) a month\b|\bplus (\$[\d,]+) (?:per|a) month\b|\band (\$[\d,]+) (?:per|a) month\b/.exec(
            lastReply,
          );
        const oursUsd = ours ? Number((ours[1] ?? ours[2] ?? ours[3])!.replace(/[$,]/g, "")) : 0;
        // (A bill worked out before is shown with its working again: "$299 + 140 × $1.50 = $509".)
        const working = [...lastReply.matchAll(/\$[\d,]+(?:\s[+×]\s[\d,]+(?:\s×\s\$[\d.,]+)?)+\s=\s(\$[\d,]+)/g)].find(
          (m) => m[1] === formatUsd(oursUsd),
        )?.[0];
        const oursSaid = working
          ? `our ${formatUsd(oursUsd)} a month (${working})`
          : `our ${formatUsd(oursUsd)} a month`;
        const gap = Math.abs(oursUsd - theirs);
        const compared =
          monthly && oursUsd > 0 && theirs > 0 && theirs !== oursUsd
            ? theirs < oursUsd
              ? `O${oursSaid.slice(1)} is ${formatUsd(gap)} more than their ${formatUsd(theirs)} (${formatUsd(oursUsd)} − ${formatUsd(theirs)} = ${formatUsd(gap)}), so it's fair to ask what that buys.`
              : `O${oursSaid.slice(1)} is ${formatUsd(gap)} less than their ${formatUsd(theirs)} (${formatUsd(theirs)} − ${formatUsd(oursUsd)} = ${formatUsd(gap)}).`
            : "";
        d.say(
          ...(compared
            ? [compared, cheaper.reply.replace(/^Worth comparing like for like\.\s*/, "")]
            : [cheaper.reply]),
        );
        d.cite(k.sources.agents);
        d.suggest("How long does setup take?", "Is there a long-term contract?", "How can I contact the team?");
        return d;
      }
    }
    // "who are you guys exactly? where are you based": who we are asked, with no doubt said.
    if (
      objection?.id === "does-it-really-work" &&
      /\bwho (?:are|r) (?:you|u|y'?all)\b|\bwho runs\b|\bwhere are you\b/.test(lower) &&
      !/\b(scam\w*|legit\w*|trust|skeptic\w*|sceptic\w*|doubt\w*|never heard|too good|gimmick\w*|hype|fad|novelty|really work|actually work|real company|fake|shady)\b/.test(
        lower,
      )
    )
      objection = null;
    // "what state's law does the contract fall under": the governing law, from the Terms.
    if (objection?.id === "cancel-anytime" && GOVERNING_LAW.test(lower)) objection = null;
    // "does it work with hubspot and google calendar? we take payments through square": tools asked about.
    // ("insurance agency with 3 locations, does it connect to salesforce": the tools, the count aside.)
    if (
      ((objection?.id === "card-payments" && integrationsMeant(req.message, k, false).length >= 2) ||
        (objection?.id === "many-locations" && integrationsMeant(req.message, k, false).length >= 1)) &&
      ASKS_INTEGRATION.test(lower)
    )
      objection = null;
    // "which is better for me, the chat one or the one that calls them": two of ours compared.
    if (
      objection?.id === "busy-rush" &&
      u.entities.filter((e) => e.type === "agent").length >= 2 &&
      /\b(better|which|or|vs|versus|difference)\b/.test(lower)
    )
      objection = null;
    // "Are calls recorded, is that legal in California?" is the recording question, not the policy text.
    if (
      legalAsked &&
      ![
        "call-recording",
        "twin-voice-legal",
        "outbound-calling-law",
        "who-owns-the-build",
        "who-owns-the-data",
        "ai-disclosure",
        "privacy",
        "sensitive-data-read-out",
        "health-data",
      ].includes(objection?.id ?? "") &&
      // "how do i know it won't give legal advice to callers": what the agent says, not our Terms.
      !(
        objection?.id === "wrong-answer" &&
        // ("if a parent asks something it doesnt know, like their kids' allergy plan": no law asked.)
        /\b(callers?|customers?|clients?|patients?|parents?|guests?|members?|students?|families|someone|somebody|people)\b/.test(
          req.message.toLowerCase(),
        )
      )
    )
      objection = null;
    // "800 old quotes that never closed. can ur robot call them?": calls to place, not a robot objection.
    if (
      objection?.id === "callers-want-a-human" &&
      (OUTBOUND_NEED.test(req.message) || /\bcall (them|these|those|em)\b/.test(lower))
    )
      objection = null;
    // "does it talk in my voice or a robot voice": the visitor's own voice asked about, not callers' dislike of robots.
    if (objection?.id === "callers-want-a-human" && attrs.has("voice") && /\b(my|mine|me|myself)\b/.test(lower))
      objection = null;
    // "after the 7 days, do u just start charging my card?": the trial's terms, not card payments on calls.
    if (
      objection?.id === "card-payments" &&
      /\b(charg\w*|bill\w*)\s+(me|my card|my credit card|the card)\b|\bstart charging\b/i.test(req.message)
    ) {
      objection = null;
      if (!entities.some((e) => e.type === "family" && e.family === "trial"))
        entities = [...entities, { type: "family", family: "trial" }];
      attrs.add("after");
    }
    // "need a new website… also want a chat thing on it": the build with the chat agent built in.
    const planWithChat = chatAgent
      ? k.offers.buildPlans.find((p) => p.includes.some((x) => x.includes(chatAgent.name)))
      : undefined;
    if (
      chatAgent &&
      planWithChat &&
      !twin &&
      !investorScope &&
      // ("our site is ancient, i want a new one with the ai chat built in": a new site, said as "one".)
      (entities.some((e) => e.type === "family" && e.family === "plans") ||
        (/\b(site|website)\b/.test(lower) && /\b(a new one|new one|rebuild it|redo it|replace it)\b/.test(lower))) &&
      entities.some((e) => e.type === "agent" && e.id === chatAgent.id) &&
      !entities.some((e) => e.type === "plan" || (e.type === "agent" && e.id !== chatAgent.id)) &&
      /\b(need|needs|want|wants|looking for|get|build|redo|new)\b/.test(lower) &&
      !/\b(difference|vs|versus|compare|or just)\b/.test(lower)
    ) {
      d.say(
        `The ${planWithChat.name} plan fits that: a new website with the ${chatAgent.name} installed and trained on your business, for ${formatUsd(planWithChat.investmentUsd)}${planWithChat.monthlyUsd ? ` plus ${formatUsd(planWithChat.monthlyUsd)} a month` : ""}, ready in ${planWithChat.timeline}.`,
        `The agent on its own, for a site you keep, is ${formatUsd(chatAgent.setupUsd)} to set up and ${agentMonthly(chatAgent)}. Want our team to scope your build with you?`,
      );
      d.cite(k.sources.build);
      d.use(`plan-${planWithChat.id}`, `agent-${chatAgent.id}`);
      return d;
    }
    // "we sell candles on shopify… do we even need a phone agent?": an online shop's honest answer.
    if (
      chatAgent &&
      !twin &&
      !investorScope &&
      // ("do i need to change stuff" asks about their setup, not whether they need the agent.)
      /\bdo (i|we) (even |really |actually |honestly )?need\b(?! to\b)/.test(lower) &&
      entities.some((e) => e.type === "agent" && e.id === phoneAgent.id) &&
      /\b(shopify|etsy|online store|online shop|sell online|sell on|ecommerce|e-commerce|woocommerce|squarespace|wix)\b/.test(
        lower,
      ) &&
      !/\b(calls?|phones? (ring|rings|ringing)|callers?)\b/.test(lower)
    ) {
      const store = k.integrations.find((t) => lower.includes(t.toLowerCase()));
      d.say(
        `Probably not: if your customers reach you online, the ${chatAgent.name} fits better. It ${lowerFirst(chatAgent.summary)}`,
        `It's ${formatUsd(chatAgent.setupUsd)} to set up and ${agentMonthly(chatAgent)}${store ? `, and it works with ${store}` : ""}; the ${phoneAgent.name} earns its keep when missed calls are the problem. Want me to work out the bill for your chat volume?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${chatAgent.id}`);
      return d;
    }
    // "can it answer at 2am": whether it answers at night, not who gets the urgent calls.
    if (
      objection?.id === "urgent-calls" &&
      /\b(answer|answers|answering|pick up|picks up|pickup|work|works|take calls|there)\b/.test(lower) &&
      !/\b(urgent|emergenc\w*|transfer\w*|on call|on-call|route|forward|wake)\b/.test(lower)
    ) {
      const inbound = k.offers.agents[0]!;
      d.say(
        `Yes: the ${inbound.name} ${lowerFirst(inbound.summary)}`,
        "Anything truly urgent can go straight to whoever is on call, under rules you set. Want me to work out the monthly bill for your call volume?",
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "3 offices, we use google calendar… can the phone agent book into our calendar": the tools asked about.
    if (
      objection?.id === "many-locations" &&
      integrationsMeant(req.message, k, false).length > 0 &&
      /\b(use|using|book|books|booking|sync\w*|connect\w*|integrat\w*|work with|works with)\b/.test(lower)
    )
      objection = null;
    // "thats a lot. how many calls does the 60 minutes cover": the question, not the price worry.
    if (
      objection?.id === "too-expensive" &&
      /\bhow (many|much|long)\b/.test(lower) &&
      !/\b(worth|afford)\b/.test(lower)
    )
      objection = null;
    // "leads from the quote form never pick up when we call back days later": calls to place, not voicemail.
    if (
      objection?.id === "voicemail-is-fine" &&
      OUTBOUND_NEED.test(req.message) &&
      /\b(leads?|quotes?|forms?|inquir\w*|enquir\w*)\b/.test(lower)
    )
      objection = null;
    // "we're a nonprofit, do you have discounts?": the discount asked, not a worry about staff.
    if (
      objection &&
      attrs.has("discount") &&
      (!["too-expensive", "smaller-option", "volume-pricing", "bundle-price"].includes(objection.id) ||
        // ("…on a tight budget, do you have a nonprofit discount??": the discount asked is answered.)
        (objection.id === "too-expensive" &&
          /\b(?:do|does|can|could|would) (?:you|u|y'?all)\b[^.?!]{0,30}\bdiscounts?\b|\bdiscounts? for\b/i.test(
            req.message,
          )))
    )
      objection = null;
    // "is the AI twin thing worth it or is it a gimmick?": the twin's case, and the free way to see it.
    // ("would an ai twin of me make sense for my architecture firm": when a twin fits, from our post.)
    const fitAsked = /\b(make|makes) sense\b|\bgood fit\b|\bright for\b|\ba fit for\b|\bsuit (me|us)\b/.test(lower);
    if (
      ((objection &&
        ["too-expensive", "roi", "does-it-really-work", "whats-the-catch"].includes(objection.id) &&
        // ("whats the catch after the 7 days": the terms after the trial, said below.)
        !(objection.id === "whats-the-catch" && /\bcatch\b/.test(lower))) ||
        fitAsked) &&
      entities.some((e) => e.type === "family" && e.family === "trial") &&
      !entities.some((e) => e.type === "agent" || e.type === "plan") &&
      !twin &&
      !investorScope
    ) {
      const t = k.offers.trial;
      d.say(
        fitAsked
          ? "It makes sense when clients choose you because of who you are, as they do a consultant or a coach: a twin talks with them in your voice and personality and answers the way you would when you can't. If they choose you for convenience, price or location, a reception agent is probably enough."
          : "Straight answer: an AI twin is worth it when people want you, not a front desk. It talks with your customers in your voice and personality and answers the way you would when you can't.",
        `You don't have to take my word for it: the trial is free for ${t.days} days with no credit card, and only if you keep it is it ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} a month. Want me to help you start it?`,
      );
      d.cite(k.sources.trial);
      d.use("trial");
      return d;
    }
    // "ok what about just a website then, cheaper option", after an app's price: the step down among
    // the builds, the one that still does what they asked for first.
    if (objection?.id === "smaller-option" && !twin && !investorScope) {
      const before = entitiesFromHistory(req)?.entities ?? [];
      const priced = before.flatMap((e) => (e.type === "plan" ? k.offers.buildPlans.filter((p) => p.id === e.id) : []));
      const plan = priced.length === 1 ? priced[0]! : undefined;
      const said = [...req.history.filter((t) => t.role === "user").map((t) => t.content), req.message].join(" ");
      const smaller = [...k.offers.buildPlans]
        .filter((p) => plan && p.investmentUsd < plan.investmentUsd)
        .sort((a, b) => a.investmentUsd - b.investmentUsd);
      const booking =
        /\b(book|books|booking|bookings|appointments?|schedul\w*|reserv\w*|lessons?|sessions?|classes)\b/i.test(said);
      const withBooking = booking ? smaller.find((p) => p.includes.some((x) => /booking/i.test(x))) : undefined;
      const cheapest = smaller[0];
      if (plan && cheapest) {
        const priceOf = (p: (typeof smaller)[number]) =>
          `${formatUsd(p.investmentUsd)}${p.monthlyUsd ? ` plus ${formatUsd(p.monthlyUsd)} a month` : ""}`;
        const covers = withBooking?.includes.find((x) => /booking/i.test(x));
        d.say(
          withBooking && covers
            ? `Yes: the ${withBooking.name} plan is ${priceOf(withBooking)}, ready in ${withBooking.timeline}, with ${lowerFirst(covers)}, against ${formatUsd(plan.investmentUsd)} for the ${plan.name} plan.`
            : `Yes: the ${cheapest.name} plan is ${priceOf(cheapest)}, ready in ${cheapest.timeline}, against ${formatUsd(plan.investmentUsd)} for the ${plan.name} plan.`,
          ...(withBooking && withBooking !== cheapest
            ? [
                `If you don't need booking online, the ${cheapest.name} plan is ${priceOf(cheapest)}, with ${lowerFirst(cheapest.includes[0]!)}.`,
              ]
            : []),
          "Want our team to scope the right fit with you?",
        );
        d.cite(k.sources.build);
        d.use(...smaller.map((p) => `plan-${p.id}`));
        return d;
      }
    }
    // "15k?? thats insane for a food truck", after a build's price: the build defended, not the agents.
    if (objection?.id === "too-expensive" && !twin && !investorScope) {
      const built = quoteSubject(req, u);
      const plan = built.plans.length === 1 && built.agents.length === 0 ? built.plans[0] : undefined;
      // The step down is the smallest plan that still does what they asked for ("students book
      // lessons" needs the plan with online booking); a shop's storefront only for a shop.
      const said = [...req.history.filter((t) => t.role === "user").map((t) => t.content), req.message].join(" ");
      const booking = /\b(book|books|booking|bookings|appointments?|schedul\w*|reserv\w*|lessons?|sessions?)\b/i.test(
        said,
      );
      const shop = /\b(shop|store|storefront|sell|selling|products?|e-?commerce|merch)\b/i.test(said);
      const smaller = [...k.offers.buildPlans]
        .filter((p) => plan && p.investmentUsd < plan.investmentUsd)
        .sort((a, b) => a.investmentUsd - b.investmentUsd);
      const cheapest =
        (booking ? smaller.find((p) => p.includes.some((x) => /booking/i.test(x))) : undefined) ?? smaller[0];
      const covers = booking ? cheapest?.includes.find((x) => /booking/i.test(x)) : undefined;
      const ordering = ORDERS_ONLINE.test(said.toLowerCase()) || /\border\w* online\b/i.test(said);
      const wiz = shop || ordering ? k.businesses.find((b) => b.slug === "rappy-customer-ai") : undefined;
      // "anything cheaper that still lets people order online": the storefront with checkout links.
      if (plan && ordering && wiz && !booking && cheapest && cheapest !== plan) {
        const w = k.offers.businessAiWiz;
        d.say(
          `I understand: ${formatUsd(plan.investmentUsd)} is a real investment.`,
          `For taking orders online on a smaller budget, ${wiz.name}, one of our ventures, builds a storefront from your products in about ${w.storefrontSetupMinutes} minutes, with checkout links, on plans from ${formatUsd(w.plansFromMonthlyUsd)} a month.`,
          `If you mainly need to be found and take order requests, the ${cheapest.name} plan is ${formatUsd(cheapest.investmentUsd)}${cheapest.monthlyUsd ? ` plus ${formatUsd(cheapest.monthlyUsd)} a month` : ""}, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down; want me to tell you more about either?`,
        );
        d.cite(k.sources.build);
        return d;
      }
      if (plan && cheapest && cheapest !== plan) {
        d.say(
          `I understand: ${formatUsd(plan.investmentUsd)} is a real investment. Payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, and if a full ${plan.name.toLowerCase()} is more than you need, the ${cheapest.name} plan is ${formatUsd(cheapest.investmentUsd)}${cheapest.monthlyUsd ? ` plus ${formatUsd(cheapest.monthlyUsd)} a month` : ""}, ready in ${cheapest.timeline}${covers ? `, with ${lowerFirst(covers)}` : ""}.`,
          `${wiz ? `For a small shop, ${wiz.name} also gives you a storefront with AI chat, on plans of its own. ` : ""}Want our team to scope the right fit with you?`,
        );
        d.cite(k.sources.build);
        return d;
      }
    }
    // "and if im under a truck and dont pick up?", after the transfer was said: what happens to a
    // call nobody takes, from the FAQ on transfers.
    if (
      !twin &&
      !investorScope &&
      /\btransfer/i.test(lastReply) &&
      /\b(?:don'?t|dont|can'?t|cant|cannot|do not|didn'?t|won'?t|miss|missed)\s+(?:pick(?:ing)? up|answer|get to (?:it|the phone)|take (?:it|the call))\b/i.test(
        req.message,
      )
    ) {
      const transfers = k.faqs.find(
        (f) => /\btransfer\b/i.test(f.question) && /\boutside those rules\b/i.test(f.answer),
      );
      const fallback = transfers
        ? splitSentences(transfers.answer).find((x) => /^Outside those rules/i.test(x))
        : undefined;
      if (transfers && fallback) {
        d.say(
          `Then nothing is lost: ${lowerFirst(fallback.replace(/^Outside those rules,?\s*/i, "when a call isn't put through, "))}`,
          "You set the rules for which calls come to you and when. Want me to have the team walk you through setting them?",
        );
        d.cite(transfers.source);
        return d;
      }
    }
    // "can callers still reach a real human": the transfer rules, not a receptionist to hire.
    if (
      objection?.id === "hire-a-receptionist" &&
      /\b(reach|get|talk to|speak to|speak with|transfer\w*|put through|connect\w*)\b[^.?!]{0,20}\b(human|humans|person|people|someone)\b/.test(
        lower,
      ) &&
      !/\b(hire|hiring|pay|paying|instead)\b/.test(lower)
    )
      objection = null;
    // "how long does it take to get set up", "which is cheaper to get set up": the time or the
    // price of it, not the five steps.
    if (
      objection?.id === "setup-process" &&
      /\bhow (long|fast|soon|quickly|much)\b|\b(cheaper|cheapest|cost|costs|price|pricier|expensive|fees?)\b/.test(
        lower,
      ) &&
      !/\b(process|steps?|walk me|onboarding|what happens)\b/.test(lower)
    )
      objection = null;
    // "is that more or less than the one that answers the phone": two agents' prices compared.
    if (
      objection?.id === "hire-a-receptionist" &&
      /\b(more|less|cheaper|pricier|expensive|costlier)\b(?: or (?:more|less))? than\b/.test(lower) &&
      !/\b(hire|hiring|receptionist|employee|staff|person|salary|wage)\b/.test(lower)
    )
      objection = null;
    // "by then they hired someone else": leads lost to a rival, not a receptionist to hire.
    if (objection?.id === "hire-a-receptionist" && OUTBOUND_NEED.test(req.message)) objection = null;
    // "im sold on the free trial. what happens next": the trial's own steps, not an agent's setup.
    if (
      objection?.id === "setup-process" &&
      (entities.some((e) => e.type === "family" && e.family === "trial") ||
        (entities.length === 0 && /\btrial\b/i.test(lastReply))) &&
      !/\b(setup|set up|process|onboarding|steps?)\b/.test(lower.replace(/\bnext steps?\b/g, ""))
    ) {
      // ("do i need a credit card for it and whats next": the card answered once, the steps after it.)
      answerTrial(d, new Set<Attr>(), k, req.whole ?? req.message, req.persona);
      d.cite(k.sources.trial);
      return d;
    }
    // "want my own app so ppl can order ahead": "my own" is the app they want, not who owns it.
    if (
      objection?.id === "who-owns-the-build" &&
      !/\bowns?\b/.test(lower.replace(/\b(my|our|their|your|his|her)\s+own\b/g, " ")) &&
      !/\b(owner|ownership|keep|move|hosting)\b/.test(lower)
    )
      objection = null;
    // "2500 upfront is steep, can i spread it out": the payment plans asked for, not the objection.
    if ((objection?.id === "too-expensive" || objection?.id === "smaller-option") && attrs.has("paymentPlan"))
      objection = null;
    // "launch vs growth, is it really worth the extra 4 grand": the two compared, not a price objection.
    if (
      objection?.id === "too-expensive" &&
      u.entities.filter((e) => e.type === "plan" || e.type === "agent").length >= 2
    )
      objection = null;
    // "whats the catch" about the trial, or right after it was asked about: the trial's terms, not the agents' overage.
    const lastAsked = [...req.history].reverse().find((t) => t.role === "user")?.content ?? "";
    const trialCatch =
      objection?.id === "whats-the-catch" &&
      /\bcatch\b/.test(lower) &&
      u.entities.some((e) => e.type === "family" && e.family === "trial");
    if (
      objection?.id === "whats-the-catch" &&
      u.entities.some((e) => e.type === "family" && e.family === "trial") &&
      !trialCatch
    )
      objection = null;
    if (
      objection?.id === "whats-the-catch" &&
      (trialCatch || understand(lastAsked).entities.some((e) => e.type === "family" && e.family === "trial"))
    ) {
      const t = k.offers.trial;
      d.say(
        `No catch: the ${t.days}-day trial is free, with no credit card and no contract.`,
        `If you keep your AI twin afterwards it's ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} per month; if not, it's switched off and you owe nothing.`,
      );
      d.cite(k.sources.trial);
      return d;
    }
    // "what if i hate the ai twin after the trial": the trial ends with nothing owed.
    const ifTrialFails = /\b(?:what if|if (?:i|we))\b/.test(lower);
    if (
      (objection?.id === "cancel-anytime" || objection?.id === "refund") &&
      /\btrial\b/.test(lower) &&
      (ifTrialFails || objection.id === "refund") &&
      !investorScope
    ) {
      const t = k.offers.trial;
      d.say(
        ifTrialFails
          ? `Then you don't keep it: if you don't go ahead after the ${t.days}-day trial, your AI twin is switched off and you owe nothing, since the trial needs no credit card.`
          : `There's nothing to refund: the ${t.days}-day trial is free and needs no credit card, and if you don't go ahead, your AI twin is switched off and you owe nothing.`,
        `If you do keep it, it's ${formatUsd(t.setupUsd)} to finish setup plus ${formatUsd(t.monthlyUsd)} per month, with no long-term contract. Want me to help you start the free trial?`,
      );
      d.cite(k.sources.trial);
      d.use("trial");
      return d;
    }
    if (objection?.id === "hire-a-receptionist" && receptionistPay(req.message) !== null) {
      // "my receptionist costs me 3200 a month": the visitor's own figure against the agent's.
      const pay = receptionistPay(req.message)!;
      const agent = k.offers.agents[0]!;
      const monthly = agent.monthlyUsd.from;
      if (pay > monthly) {
        const line = `${formatUsd(pay)} − ${formatUsd(monthly)} = ${formatUsd(pay - monthly)}`;
        const hourly = hourlyPay(req.message);
        d.say(
          splitSentences(objection.reply)[0]!,
          ...(hourly ? [`Those hours come to about ${formatUsd(pay)} a month (${hourly.line}).`] : []),
          // (Said with its allowance: the saving holds while the calls fit in the included minutes.)
          `Against ${formatUsd(pay)} a month in pay, the ${agent.name} at ${formatUsd(monthly)} a month, with ${agentIncluded(agent)} included, is ${formatUsd(pay - monthly)} less each month (${line}), and it picks up every call on the first ring, day or night.`,
          `Minutes past those are ${formatUsd(agent.overage.usd)} a ${agent.overage.per}, so the saving shrinks as your call volume grows, and the one-time ${formatUsd(agent.setupUsd)} setup ${agent.setupUsd < pay ? "is less than one month of that pay" : "comes on top"}; want me to work out the bill for your call volume?`,
        );
        d.cite(k.sources.agents);
        d.suggest(
          "How long does setup take?",
          "Can it transfer calls to a real person?",
          "How can I contact the team?",
        );
        return d;
      }
    }
    // "how long does it take to build the twin and what do i need to give you": the twin's own steps.
    if (
      objection?.id === "what-we-need-from-you" &&
      (u.entities.some((e) => e.type === "family" && e.family === "trial") ||
        (/\bAI twin\b/.test(lastReply) && !u.entities.some((e) => e.type === "agent")))
    ) {
      const t = k.offers.trial;
      d.say(
        `For your AI twin, it starts with a ${t.discoveryCallMinutes}-minute discovery call: how your customers reach you, what they ask, and how you like to answer.`,
        "Add a short voice sample if you want it to sound like you, or choose a professional voice, and we do the rest; want me to help you start the free trial?",
      );
      d.cite(k.sources.trial);
      d.use("trial");
      return d;
    }
    // "…whats total setup and monthly for both, and is there a bundle discount": after the sum,
    // no list of every agent's price again.
    if (objection?.id === "bundle-price" && /\btogether it's\b/.test(lastReply)) {
      d.say(
        `There's no bundle price on the site: each agent is priced on its own, though prices are launch prices, up to ${k.offers.launchDiscountPercent}% below market, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down.`,
      );
      d.cite(k.sources.agents);
      return d;
    }
    // "…we tried an answering service… anyway what I really want to know is whether it can tell an
    // emergency from a quote": the question asked, not the story before it.
    const asked =
      /\b(?:what i (?:really )?want to know is|my (?:real |actual )?question is|the question is|i just want to know)\b(.*)$/i.exec(
        req.message,
      )?.[1];
    if (objection && asked && !twin && !investorScope) {
      const meant = objections.match(asked);
      if (meant && meant.id !== objection.id) objection = meant;
    }
    // "is there a contract? i got burned by a 3 year contract with my last answering service": the
    // one question asked, when the story after it raises another worry.
    const questions = splitSentences(req.message).filter((x) => /\?\s*$/.test(x));
    if (objection && !asked && questions.length === 1 && !twin && !investorScope && !req.part) {
      const meant = objections.match(questions[0]!);
      if (
        meant &&
        meant.id !== objection.id &&
        !objections.matchAll(questions[0]!).some((o) => o.objection.id === objection!.id)
      )
        objection = meant;
    }
    // "personal injury firm… we need intake screening after hours and our callers speak spanish":
    // their trade and need first, the worry said after it.
    const tradeWithWorry =
      objection && SECOND_WORRIES.has(objection.id) && !twin && !investorScope && !u.injection
        ? industryOf(u.tokens, k)
        : undefined;
    if (
      objection &&
      tradeWithWorry &&
      // ("we need intake screening": their need; "they want a real person" is the callers' worry.)
      /\b(?:we|i|us|our (?:team|office|firm|shop))\s+(?:really\s+|also\s+|just\s+|do\s+)?(?:need|needs|want|wants|are looking for|am looking for|miss|keep missing)\b|\blooking for\b|\bneed\b|\bmiss(?:es|ing)?\b/.test(
        lower,
      ) &&
      !entities.some((e) => e.type !== "agent")
    ) {
      const outbound = OUTBOUND_NEED.test(req.message)
        ? k.offers.agents.find((a) => /outbound/i.test(a.id))
        : undefined;
      const named = k.offers.agents.find((a) => entities.some((e) => e.type === "agent" && e.id === a.id));
      const agent = named ?? outbound ?? k.offers.agents[0]!;
      answerSituation(d, tradeWithWorry, agent, req.message, k, `And ${lowerFirst(worryCore(objection.reply))}`);
      return d;
    }
    // "…the tone really matters. what does the phone answering one cost": the price asked first,
    // then the worry's answer in a sentence, then its offer.
    const pricedAgent =
      objection && SECOND_WORRIES.has(objection.id) && !twin && !investorScope && !u.injection && !req.part
        ? PRICE_OF_IT.test(lower)
          ? (k.offers.agents.find((a) => entities.some((e) => e.type === "agent" && e.id === a.id)) ??
            (/\b(phone|calls?|calling|callers?|answering)\b/.test(lower) ? phoneAgent : undefined))
          : undefined
        : undefined;
    if (objection && pricedAgent && !k.offers.agents.some((a) => objection!.reply.includes(formatUsd(a.setupUsd)))) {
      const { offer } = splitOffer(objection.reply);
      d.say(
        `The ${pricedAgent.name} is ${formatUsd(pricedAgent.setupUsd)} to set up and ${agentMonthly(pricedAgent)}, with ${agentIncluded(pricedAgent)} included.`,
        `And ${lowerFirst(worryCore(objection.reply))}`,
        ...(offer ? [offer] : []),
      );
      d.use(`agent-${pricedAgent.id}`);
      d.cite(k.sources.agents);
      return d;
    }
    if (objection) {
      // "…what would it cost me up front and per month?": a reply that gives an agent's monthly
      // price gives its one-time setup too when that was asked.
      const priced = k.offers.agents.find((a) => objection!.reply.includes(`${formatUsd(a.monthlyUsd.from)} a month`));
      const setupAsked = /\b(up ?front|set ?up|one[- ]time|start(ing)? cost)\b/.test(lower);
      // "why would I pay 2500 setup when…": the setup defended too, with what softens it.
      const setupDoubted = /\b(why (would|should) (i|we) pay|pay (that|the|\$?\d[\d,]*)\b[^.?!]*\bset ?up)\b/.test(
        lower,
      );
      const setupLine =
        priced && setupAsked && !objection.reply.includes(formatUsd(priced.setupUsd))
          ? setupDoubted
            ? `The ${formatUsd(priced.setupUsd)} setup is one-time, at launch pricing up to ${k.offers.launchDiscountPercent}% below market, with payment plans from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down.`
            : `Setup is a one-time ${formatUsd(priced.setupUsd)}.`
          : null;
      // "…my customers are gonna hate it. why would i pay 300 a month for that": the price doubted too.
      const priceDoubted =
        !setupLine &&
        !/expensive|price|cost|afford|worth|bundle|smaller|cheap|discount|payment/.test(objection.id) &&
        /\bwhy (would|should) (i|we) pay\b|\bpay \$?\d[\d,]* (a|per) month\b/.test(lower);
      const extra =
        setupLine ??
        (priceDoubted
          ? `And there's no long-term contract: prices are launch prices, up to ${k.offers.launchDiscountPercent}% below market, billed month to month.`
          : null);
      // "my callers hate robots … what if it screws up": a second worry in the same message is
      // answered too, by the core of its own answer, before the one offer.
      const chosen = objection;
      const second = extra
        ? undefined
        : objections.matchAll(req.message).find(
            (o) =>
              o.objection.id !== chosen.id &&
              o.score >= 3 &&
              SECOND_WORRIES.has(o.objection.id) &&
              SECOND_WORRIES.has(chosen.id) &&
              // "my call recordings … if i cancel": the recordings are the data asked about, not a second worry.
              !(o.objection.id === "call-recording" && /data|privacy/.test(chosen.id)),
          )?.objection;
      const secondCore = second ? worryCore(second.reply) : null;
      const { body, offer } = splitOffer(objection.reply);
      // "we use hubspot… where does that call data go": the tools they named are where it goes.
      const tools = integrationsMeant(req.message, k, false);
      const whereTo =
        objection.id === "privacy" && tools.length > 0 && /\bwhere (does|do|will|would)\b[^.?!]*\bgo\b/.test(lower)
          ? `Call summaries and leads go into the tools you connect, and ${joinAnd(tools)} ${tools.length > 1 ? "are" : "is"} on our list.`
          : null;
      const added = extra ?? (secondCore ? `And ${lowerFirst(secondCore)}` : null);
      // "200 people calling at once, which agent": the agent asked for first, then the worry's answer.
      const whichAsked =
        /\b(which|what) (agent|one|product|service)\b|\bwhich (do|should|would) (i|we)\b/.test(lower) &&
        !k.offers.agents.some((a) => objection!.reply.includes(a.name));
      const pick = whichAsked
        ? (agentForNeed(req.message, k.offers.agents) ??
          (OUTBOUND_NEED.test(req.message)
            ? k.offers.agents.find((a) => /outbound/i.test(a.id))
            : /\b(calls?|calling|callers?|phones?|rings?)\b/.test(lower)
              ? phoneAgent
              : undefined))
        : undefined;
      const named = pick ? `The ${pick.name} is the one for that. ` : "";
      // (Said first, in place of the opener, so a reply of several parts keeps it.)
      const lead = whereTo ? `${whereTo} ${body.replace(/^That matters[^.]*\.\s*/, "")}` : body;
      d.say(
        openedForQuestion(
          named + (added && offer ? `${lead} ${added} ${offer}` : whereTo ? `${lead} ${offer}` : objection.reply),
          req.message,
        ),
      );
      if (pick) d.use(`agent-${pick.id}`);
      d.cite(k.sources.agents);
      d.suggest(
        "How much is the Inbound Voice Agent?",
        "How long does setup take?",
        "Can it transfer calls to a real person?",
      );
      return d;
    }

    // "How fast can you get this set up?": the agents' setup time, unless a plan or the trial is named.
    if (
      /\b(how (fast|quick|quickly|soon|long)|when can|how many (days|weeks))\b[^?]*\b(set ?up|live|running|start|launch|ready|go)\b/.test(
        lower,
      ) &&
      // ("how long can a call go": one call's length.)
      !attrs.has("perCall") &&
      !u.entities.some(
        (e) =>
          e.type === "plan" ||
          e.type === "business" ||
          (e.type === "family" && (e.family === "trial" || e.family === "plans")),
      ) &&
      !twin &&
      !investorScope &&
      !["website", "websites", "site", "app"].some(has)
    ) {
      // "how long til its actually running", after the trial was the topic: the twin's build time.
      const before = entitiesFromHistory(req)?.entities ?? [];
      if (
        u.entities.length === 0 &&
        before.some((e) => e.type === "family" && e.family === "trial") &&
        !before.some((e) => e.type === "agent" || e.type === "plan")
      ) {
        answerTrial(d, new Set<Attr>(["buildTime"]), k, req.message, req.persona);
        return d;
      }
      answerSetupTime(d, k);
      return d;
    }

    // "which one is that and whats the monthly", after describing their need: the agent for it.
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      u.entities.length === 0 &&
      /\b(which|what) (one|product|agent|service|thing) (is that|is it|would that be|do i need|should i get|fits|does that)\b/.test(
        lower,
      )
    ) {
      // (The need may be in this message: "…books showings on my calendar. which one is that".)
      const said = [...req.history.filter((t) => t.role === "user").map((t) => t.content), req.message]
        .join(" ")
        .replace(
          /\b(which|what) (one|product|agent|service|thing) (is that|is it|would that be|do i need|should i get|fits|does that)\b.*$/i,
          "",
        )
        .trim();
      const named = k.offers.agents.find((a) =>
        [...req.history]
          .reverse()
          .find((t) => t.role === "assistant")
          ?.content.includes(a.name),
      );
      const a =
        named ??
        (OUTBOUND_NEED.test(said)
          ? k.offers.agents.find((x) => x.id === "outbound-voice")
          : /\b(website|site|chat|online)\b/i.test(said) && !/\b(call|calls|phone|phones)\b/i.test(said)
            ? k.offers.agents.find((x) => x.id === "website-reception")
            : undefined) ??
        k.offers.agents[0]!;
      if (said && a) {
        const tools = integrationsMeant(req.message, k, false);
        d.say(
          `That's the ${a.name}: ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
          ...(tools.length ? [`It works with ${joinAnd(tools)}.`] : []),
        );
        d.cite(k.sources.agents);
        d.use(`agent-${a.id}`);
        d.suggest("How long does setup take?", `What happens if I go over?`, "Can I try it for free?");
        return d;
      }
    }
    // "Which one of those has the AI agent built in?": a pick among what the conversation is about.
    const ranking =
      attrs.has("priciest") || attrs.has("cheapest") || /\b(compare|vs|versus|difference|differ|better)\b/.test(lower);
    // "which is better for a dentist, inbound or outbound": the one their trade needs, of the two.
    const twoAgents = u.entities.filter((e) => e.type === "agent");
    const tradeNamed = !twin && !investorScope && !u.injection ? ownIndustry(req, u.tokens) : undefined;
    if (
      tradeNamed &&
      twoAgents.length === 2 &&
      u.entities.length === 2 &&
      /\b(which|better|should (i|we)|recommend|go with)\b/.test(lower) &&
      !/\b(cost|costs|price|prices|how much|bill|monthly|setup|total)\b/.test(lower)
    ) {
      const pick = new Draft();
      answerRecommendation(pick, tradeNamed, k, req.message);
      const first = k.offers.agents
        .map((a) => ({ a, at: pick.text.indexOf(a.name) }))
        .filter((x) => x.at >= 0)
        .sort((x, y) => x.at - y.at)[0]?.a;
      if (first && twoAgents.some((e) => e.type === "agent" && e.id === first.id)) return pick;
    }
    if (/\bwhich\b/.test(lower) && !investorScope && !twin && !u.injection && !ranking) {
      const pool = whichCandidates(req, u);
      // "the one with the ai chat": the agent it names, by its full name, tells the plans apart.
      const named = u.entities.flatMap((e) =>
        e.type === "agent" ? [k.offers.agents.find((a) => a.id === e.id)?.name ?? ""] : [],
      );
      const picked = pool.length > 1 ? pickWhich([req.message, ...named].join(" "), pool) : null;
      if (picked) {
        answerWhich(d, picked, req.message, k);
        return d;
      }
      // "do u do SEO and blog writing", then "ok so which build plan": the plan for what they said before.
      const before = req.history
        .filter((t) => t.role === "user")
        .slice(-2)
        .map((t) => t.content)
        .join(" ");
      const fromBefore =
        pool.length > 1 && before && pool.every((c) => c.kind === "plan") ? pickWhich(before, pool) : null;
      if (fromBefore) {
        answerWhich(d, fromBefore, `${before} ${req.message}`, k);
        return d;
      }
    }

    // "i sell furniture online on shopify, what helps me most": the advice asked for, not the tool.
    if (
      attrs.has("recommend") &&
      !twin &&
      !investorScope &&
      !u.injection &&
      !u.entities.some((e) => e.type === "agent" || e.type === "plan" || (e.type === "family" && e.family === "trial"))
    ) {
      answerRecommendation(
        d,
        ownIndustry(req, u.tokens) ?? industryFromHistory(req, k),
        k,
        [...req.history.filter((t) => t.role === "user").map((t) => t.content), req.message].join(" "),
        req.message,
      );
      return d;
    }
    // "and jobber?" right after a question about tools; "can the chat go on my wix site": a tool too.
    if (!u.injection && !twin && !investorScope) {
      const lastAsked = [...req.history].reverse().find((t) => t.role === "user")?.content ?? "";
      const afterTools =
        ASKS_INTEGRATION.test(lastAsked) || integrationsMeant(lastAsked, k, false).length > 0
          ? /^\s*(?:and|what about|how about|also|or|plus)\s+([a-z][\w.&-]{2,})\s*\??\s*$/i.exec(req.message)?.[1]
          : undefined;
      const platform =
        /\b(?:on|into|in|to|with)\s+(?:my|our)\s+([a-z][\w.-]{2,})\s+(?:site|website|store|shop|page)\b/i.exec(
          req.message,
        )?.[1];
      const tool =
        afterTools ??
        (platform &&
        !/^(own|new|old|current|web|business|online|main|company|existing|whole|entire|small|little|personal|cheap|cheaper|cheapest|first|second)$/i.test(
          platform,
        )
          ? platform
          : undefined);
      if (
        tool &&
        !industryOf([tool.toLowerCase()], k) &&
        !isBusinessNoun(tool) &&
        // ("and cost?", "what about setup": a question about the product, not a tool's name.)
        understand(tool).attrs.size === 0
      ) {
        const listed = integrationsMeant(tool, k, false);
        if (listed.length > 0) answerNamedIntegrations(d, listed, k, undefined, industryOf(u.tokens, k));
        else answerUnlistedIntegration(d, tool, k);
        return d;
      }
    }
    // "we use outlook and clio", then "does it integrate with both?": the tools said just before.
    const toolsBefore = [...req.history].reverse().find((t) => t.role === "user")?.content ?? "";
    if (
      !u.injection &&
      !twin &&
      !investorScope &&
      ASKS_INTEGRATION.test(lower) &&
      /\b(both|them|those|these|either|each)\b/.test(lower) &&
      integrationsMeant(req.message, k, false).length === 0 &&
      integrationsMeant(toolsBefore, k, false).length > 0 &&
      !/\b(both|all)\s+(locations?|offices?|stores?|shops?|sites?)\b/.test(lower)
    ) {
      // (Only the sentences naming the tools: the trade was answered the first time.)
      const toolSentences = splitSentences(toolsBefore)
        .map((x) => x.trim())
        .filter((x) => integrationsMeant(x, k, false).length > 0);
      return compose({
        ...req,
        message: `${toolSentences.join(" ").replace(/[.?!\s]*$/, ".")} ${req.message}`,
        history: [],
      });
    }
    // "what about our agency management system, applied epic", right after the tools we connect to:
    // the name said is one more tool, and one we don't list is said plainly.
    const aboutTool =
      /^\s*(?:and\s+|ok\s+|so\s+)?(?:what|how)\s+about\s+(?:our|my|the)?\s*([^?.!]{2,60}?)(?:,?\s+(?:then|instead|though|tho|too|also))?\s*[?.!]*\s*$/i.exec(
        req.message,
      );
    if (
      !u.injection &&
      !twin &&
      !investorScope &&
      aboutTool &&
      /\b(?:work with|connect to|connects to|integrat\w*)\b/i.test(lastReply)
    ) {
      // ("agency management system, applied epic": the name after the kind of tool.)
      const named = aboutTool[1]!
        .split(/\s*,\s*/)
        .pop()!
        .replace(/^(?:our|my|the|called|named)\s+/i, "");
      const words = named.toLowerCase().split(/\s+/);
      // ("what about the price" asks no tool: a name no dictionary has, or one said after its kind.)
      const kindSaid = /\b(system|software|crm|platform|program|app|tool|scheduler|pos)\s*,/i.test(aboutTool[1]!);
      const unusual = words.some((w) => !englishWords().has(w) && !knownWords.has(w) && !STOPWORDS.has(w));
      if (
        (kindSaid || unusual) &&
        words.length <= 3 &&
        !words.some((w) => GENERIC_TOOL_WORD.test(w)) &&
        integrationsMeant(named, k, false).length === 0 &&
        !industryOf(words, k) &&
        !words.some((w) => isBusinessNoun(w))
      ) {
        answerUnlistedIntegration(
          d,
          named.replace(/\b\w/g, (c) => c.toUpperCase()),
          k,
        );
        return d;
      }
    }
    // The tools they use: "does it integrate with HubSpot and Google Calendar?", "will it sync with my CRM?".
    // ("kick them over to my cell" is a transfer, not a tool.)
    if (
      !u.injection &&
      !twin &&
      !investorScope &&
      !(attrs.has("transfer") && !/\b(integrat\w*|connect\w*|sync\w*|compatible|works? with)\b/.test(lower)) &&
      // "we sell on shopify too … what does that cost": the tool is context, the price is the question.
      !(TOOL_AS_CONTEXT.test(lower) && !ASKS_INTEGRATION.test(lower)) &&
      (ASKS_INTEGRATION.test(lower) ||
        /\b(we use|we're on|were on|we run on|i use|using|thru|through|via)\b/.test(lower) ||
        // "hubspot crm, google calendar and slack. doable?": tools named are the question, whatever the trade.
        integrationsMeant(req.message, k, false).length > 0 ||
        // "we dispatch with ServiceTitan", "yoga studio on mindbody": a product name we don't know.
        /\b(?:with|on|in|into)\s+([A-Z][a-z]+[A-Z][A-Za-z]+|[a-z]+body|[a-z]+titan)\b/.test(req.message) ||
        /\b(?:with|on)\s+[A-Z][a-z]{3,}\b(?=[^.?!]*\b(book|books|booking|sync|integrat|connect|work)\b)/.test(
          req.message,
        ) ||
        // "can it book straight into dentrix": typed in lower case, a word that is no English word.
        [
          ...lower.matchAll(
            /\b(?:book|books|booking|sync|syncs|put|puts|log|logs|push|pushes|schedule|schedules|scheduling|chart|charting)\b[^.?!]{0,20}?\b(?:into|in|to|with|on)\s+([a-z][\w.-]{3,})/g,
          ),
        ].some(
          (m) =>
            !englishWords().has(m[1]!) && !knownWords.has(m[1]!) && !STOPWORDS.has(m[1]!) && !industryOf([m[1]!], k),
        ))
    ) {
      // "does it connect to follow up boss? thats my crm": a name of ordinary words, none of them a
      // tool we list or a kind of tool, is a product we don't list.
      // ("we live in follow up boss, does it connect to that": "that" points back to the name.)
      const after = CONNECTS_TO_PHRASE.exec(req.message)?.[1];
      const phrase = (
        after && !/^(?:that|it|this|them|those|these|one)$/i.test(after)
          ? after
          : THRU_THEN_CONNECTS.exec(req.message)?.[1]
      )?.replace(/^(?:my|our|the|your)\s+/i, "");
      if (
        phrase &&
        phrase.split(/\s+/).length >= 2 &&
        !phrase.split(/\s+/).some((w) => GENERIC_TOOL_WORD.test(w)) &&
        integrationsMeant(phrase, k, false).length === 0 &&
        !PHONE_SYSTEMS.some((p) => p.toLowerCase() === phrase.toLowerCase()) &&
        // ("work with mortgage brokers": the people served, not a product.)
        !new RegExp(`\\b${WHO_OR_WHERE}`, "i").test(phrase) &&
        !phrase.split(/\s+/).some((w) => isBusinessNoun(w)) &&
        !industryOf(phrase.toLowerCase().split(/\s+/), k)
      ) {
        answerUnlistedIntegration(
          d,
          phrase.replace(/\b\w/g, (c) => c.toUpperCase()),
          k,
        );
        return d;
      }
      const named = integrationsMeant(req.message, k, false);
      // "does it work with jobber", "we use servicetitan": a tool we don't list is said to be unlisted, plainly.
      // ("on my phones": a word we know, in the plural, is no product's name.)
      const unknownName = (t: string) =>
        !knownWords.has(t.toLowerCase()) &&
        !knownWords.has(t.toLowerCase().replace(/e?s$/, "")) &&
        !STOPWORDS.has(t.toLowerCase()) &&
        !industryOf([t.toLowerCase()], k);
      // ("deliver propane to rural homes", "work with mortgage brokers": a word before the people or
      // places it describes is no product; nor is an English word after "to", "into" or "on".)
      const toolAt = new RegExp(
        `\\b(with|w\\/?|to|into|use|using|on|support|supports|thru|through|via)\\s+(?:my\\s+|our\\s+|the\\s+)?([A-Za-z][\\w.&-]{2,})(\\s+${WHO_OR_WHERE})?`,
        "i",
      ).exec(req.message);
      const tool =
        toolAt && !toolAt[3] && !(/^(to|into|on)$/i.test(toolAt[1]!) && englishWords().has(toolAt[2]!.toLowerCase()))
          ? toolAt[2]!.replace(/[.&-]+$/, "")
          : undefined;
      // "we book thru acuity, use hubspot … and jane app for charting": the first name, listed or
      // not, may be followed by one we don't list; a name that is no English word is a product's.
      const later = [
        ...req.message.matchAll(
          /\b(?:with|use|using|thru|through|via|and|or|plus|in|on|about)\s+(?:my\s+|our\s+|the\s+)?([A-Za-z][\w.&-]{2,})(\s+app)?\b/gi,
        ),
      ]
        .map((m) => ({
          name: m[1]!.replace(/[.&-]+$/, ""),
          app: Boolean(m[2]),
          // "and ping the staff": a verb before its object, not a product.
          verb: /^\s+(?:the|my|our|me|us|them|him|her|a|an|everyone|someone)\b/i.test(
            req.message.slice(m.index! + m[0].length),
          ),
        }))
        .filter(
          (x) =>
            !x.verb &&
            // ("the pos", "our crm": what a tool is, not its name.)
            !/^(pos|crm|erp|sms|api|app|apps|ehr|emr)$/i.test(x.name) &&
            // "in san antonio", "in los angeles": a place, not a product.
            !PLACE_FIRST_WORDS.test(x.name) &&
            unknownName(x.name) &&
            // ("on my phones": an English word in the plural is no product either.)
            !englishWords().has(x.name.toLowerCase()) &&
            !englishWords().has(x.name.toLowerCase().replace(/e?s$/, "")) &&
            integrationsMeant(x.name, k, false).length === 0,
        );
      const asName = (x: { name: string; app: boolean }) =>
        `${x.name}${x.app ? " App" : ""}`.replace(/^\w/, (c) => c.toUpperCase());
      const unlistedWord = tool && unknownName(tool) ? tool : later[0] ? asName(later[0]) : undefined;
      // "housecall pro", "vagaro pro": a product name's second word is part of it.
      const suffix = unlistedWord
        ? new RegExp(
            `\\b${unlistedWord.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(pro|plus|online|hq|one|max|cloud|360)\\b`,
            "i",
          ).exec(req.message)?.[1]
        : undefined;
      const unlistedOne =
        unlistedWord && suffix
          ? `${unlistedWord} ${suffix.charAt(0).toUpperCase()}${suffix.slice(1).toLowerCase()}`
          : unlistedWord;
      // "through Mindbody and … newsletters with Mailchimp": a second unknown name further on.
      const further = unlistedOne
        ? later
            .map(asName)
            .find(
              (x) =>
                !unlistedOne.toLowerCase().startsWith(x.toLowerCase()) &&
                !x.toLowerCase().startsWith(unlistedOne.toLowerCase()),
            )
        : undefined;
      // "jobber and quickbooks": a second unknown name after "and" is unlisted too.
      const second = unlistedOne
        ? new RegExp(
            `\\b${unlistedOne.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(?:and|&|\\+|or)\\s+([A-Za-z][\\w.-]{2,})`,
            "i",
          ).exec(req.message)?.[1]
        : undefined;
      const unlisted =
        unlistedOne &&
        second &&
        named.length === 0 &&
        !knownWords.has(second.toLowerCase()) &&
        !STOPWORDS.has(second.toLowerCase()) &&
        !integrationsMeant(second, k, false).length
          ? `${unlistedOne} and ${second}`
          : unlistedOne && further
            ? `${unlistedOne} and ${further}`
            : unlistedOne;
      const meant =
        named.length > 0 ? named : unlisted ? [] : industryOf(u.tokens, k) ? [] : integrationsMeant(req.message, k);
      if (meant.length > 0) {
        // "we use mitchell1 for the shop and square for payments": the listed one, and the other said plainly.
        const other =
          unlisted && !meant.some((m) => m.toLowerCase() === unlisted.toLowerCase()) && named.length > 0
            ? unlisted
            : undefined;
        // "we use jobber and quickbooks… or is it only google calendar": the tools they use come first.
        const first = (name: string) => req.message.toLowerCase().indexOf(name.toLowerCase().split(" ")[0]!);
        // ("we book through google calendar but … can your stuff answer instagram messages": the one
        // the question is about comes first.)
        const askedClause = req.message
          .toLowerCase()
          .split(/[.?!;]|\bbut\b|,/)
          .filter((c) => /\b(can|could|does|do|will|would|is|are)\b/.test(c))
          .pop();
        const otherAsked =
          other !== undefined &&
          askedClause !== undefined &&
          askedClause.includes(other.toLowerCase().split(" ")[0]!) &&
          !meant.some((m) => askedClause.includes(m.toLowerCase().split(" ")[0]!));
        const otherFirst =
          other !== undefined &&
          ((first(other) >= 0 && first(other) < Math.min(...meant.map(first).filter((i) => i >= 0))) || otherAsked);
        // "auto repair shop. do you work with square?": the trade said as context, the tool asked first.
        const trade = industryOf(u.tokens, k);
        const tradeIsContext =
          trade !== null &&
          trade !== undefined &&
          (LEADING_TRADE.test(req.message) || ownBusiness(req.message) !== null);
        answerNamedIntegrations(d, meant, k, other, trade ?? undefined, otherFirst, {
          tradeAfter: tradeIsContext,
          // ("Does it connect to our CRM? We're on Salesforce": named, so not asked which.)
          unnamedTool: unnamedKindLeft(UNNAMED_TOOL.exec(req.message)?.[1], named),
        });
        return d;
      }
      // "do you work with vets? animal clinic": a kind of business, answered as one.
      if (unlisted && isBusinessNoun(unlisted)) {
        const singular = unlisted.toLowerCase().replace(/(?<=[^s])s$/, "");
        const place = /\b(clinic|practice|shop|office|studio|salon|store|firm|agency)\b/i.exec(req.message)?.[1];
        answerAnyBusiness(
          d,
          ownBusiness(req.message) ?? (place ? `${singular} ${place.toLowerCase()}` : singular),
          req.message,
          k,
        );
        return d;
      }
      if (
        (unlisted && ASKS_INTEGRATION.test(lower)) ||
        (unlisted &&
          /\b(book|books|booking|sync|work|connect|integrat|into it|with that|with it|straight into|through|thru|via)/.test(
            lower,
          ))
      ) {
        answerUnlistedIntegration(d, unlisted, k);
        return d;
      }
    }

    // "Write me a facebook ad for my bakery", "a poem about cats": not what a sales assistant does here.
    if (!twin && !investorScope && !u.injection && CREATIVE_REQUEST.test(lower)) {
      answerOffTopic(d, req.persona, k, ownBusiness(req.message)?.replace(/^(my|our)\s+/i, ""));
      return d;
    }

    // After a build plan: "does it include the chat agent or is that extra?", "would that work for a restaurant?".
    const planBefore =
      twin || investorScope || u.injection || entities.some((e) => e.type === "plan")
        ? undefined
        : entitiesFromHistory(req)?.entities.find((e) => e.type === "plan");
    const plan = planBefore?.type === "plan" ? k.offers.buildPlans.find((p) => p.id === planBefore.id) : undefined;
    if (plan) {
      const agentNamed = entities.find((e) => e.type === "agent");
      const agentMeant =
        agentNamed?.type === "agent"
          ? k.offers.agents.find((a) => a.id === agentNamed.id)
          : /\b(chat|ai)\s+(agent|bot|assistant|thing|widget|one)\b|\bchatbot\b/.test(lower)
            ? k.offers.agents.find((a) => /website/i.test(a.id))
            : undefined;
      if (
        agentMeant &&
        /\b(include|includes|included|come with|comes with|part of|extra|separate|separately|on top|additional|built in|add|later)\b/.test(
          lower,
        )
      ) {
        answerPlanIncludesAgent(d, plan, agentMeant, k, /\b(add|later)\b/.test(lower), req.message);
        return d;
      }
      const field = industryOf(u.tokens, k);
      if (field && PRONOUN.test(lower) && !agentNamed) {
        answerPlanForIndustry(d, plan, field, k);
        return d;
      }
    }
    // "what do u guys sell?": the three lines of business, not a venture that mentions selling.
    if (
      !twin &&
      !investorScope &&
      /\bwhat (?:do|does|are)\s+(?:you|u|ya|y'all|you all|your company|your team)(?:\s+guys|\s+all)?\s+(?:sell|offer|do|make|provide|have for)\b|\bwhat (?:are )?(?:your|ur) (?:services|products|offerings)\b/.test(
        lower,
      ) &&
      !entities.some((e) => e.type !== "family")
    ) {
      answerServices(d, k);
      return d;
    }

    // "and which one actually sounds like me": the twin is the one in the visitor's own voice.
    if (!twin && !investorScope && attrs.has("voice") && /\bwhich\b/.test(lower)) {
      d.say(
        "The AI twin: with a short voice sample we can match your own voice, and we shape how it speaks and answers on your personality.",
        "The reception agents speak in a warm, natural voice chosen for your business; want me to help you start the free twin trial?",
      );
      d.cite(k.sources.trial);
      d.use("trial");
      return d;
    }
    // "whats the diff between an AI twin and the reception agent": the two set side by side.
    // ("is that the same thing as the receptionist agent", right after the twin was offered: the twin.)
    const twinJustLed =
      /\b(that|it|this|those)\b/.test(lower) && /\bAI twin\b/.test(splitSentences(lastReply)[0] ?? "");
    if (
      !twin &&
      !investorScope &&
      (attrs.has("compare") || /\b(diff|difference|different|same|vs|versus|or)\b/.test(lower)) &&
      (entities.some((e) => e.type === "family" && e.family === "trial") || twinJustLed) &&
      entities.some((e) => e.type === "agent" || (e.type === "family" && e.family === "agents")) &&
      !attrs.has("price") &&
      !attrs.has("cheapest")
    ) {
      const named = entities.find((e) => e.type === "agent");
      const agent = (named && k.offers.agents.find((a) => a.id === named.id)) || k.offers.agents[0]!;
      // (The chat agent and chatbots have answers of their own.)
      if (!/conversation/i.test(agent.overage.per) && !/\bchat\s?bots?\b|\bchat\b/.test(lower)) {
        answerTwinVersusAgent(d, agent, k, /\b(same|the same thing)\b/.test(lower) && !/\bdiff\w*\b/.test(lower));
        return d;
      }
    }
    // "how is it different from a chatbot?" about the AI twin: what our post on the two says.
    const twinTopic =
      entities.some((e) => e.type === "family" && e.family === "trial") ||
      (/\b(it|that|this|one|they|them)\b/.test(lower) &&
        entitiesFromHistory(req)?.entities.some((e) => e.type === "family" && e.family === "trial") === true);
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      /\bchat ?bots?\b/.test(lower) &&
      /\b(differ\w*|diff|vs|versus|compare\w*|better|same|unlike|instead)\b/.test(lower) &&
      twinTopic
    ) {
      const hint = tokenize("twin modeled specific person owner");
      const post = index.search("ai twins vs chatbots rule-based generic tone modeled on a specific person", {
        kinds: ["blog"],
      });
      const texts = post.slice(0, 3).map((h) => h.passage);
      // (A section's heading runs into its first sentence: "The AI twin An AI twin is…".)
      const prose = texts
        .map((p) =>
          p.text.replace(
            /(^|\.\s+)(?:\d+\.\s+)?[A-Z][\w."'-]*(?:\s+[\w."'-]+){0,3}\s+(?=(?:An?|The|This|It) \w)/g,
            "$1",
          ),
        )
        .join(" ");
      // One line on the chatbot, one on the twin: the difference is the pair.
      const bot = texts.length
        ? bestSentences(prose, tokenize("rule-based chatbot understands builder anticipated"), 1)
        : "";
      const own = texts.length ? bestSentences(prose, hint, 1) : "";
      const pick = [
        ...new Set([bot.replace(/^It's\b/, "A rule-based chatbot is").replace(/^It\b/, "A rule-based chatbot"), own]),
      ]
        .filter(Boolean)
        .join(" ");
      if (pick) {
        d.say(pick, `Want me to help you start a free ${k.offers.trial.days}-day AI twin trial?`);
        d.cite(texts[0]!.source, k.sources.trial);
        d.suggest("Can I try an AI twin free?", "How much is an AI twin after the trial?", "Can it use my own voice?");
        return d;
      }
    }
    // Their situation: "I'm a plumber and miss calls on jobs", "I own a restaurant, can it take reservations?".
    // "mostly i need ppl to know where the truck is parked today and see the menu": being found and
    // seen online is a website's job, so the smallest build, not a phone agent.
    const launch = [...k.offers.buildPlans].sort((a, b) => a.investmentUsd - b.investmentUsd)[0];
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      launch &&
      FOUND_ONLINE.test(lower) &&
      !entities.some((e) => e.type === "agent" || e.type === "plan" || e.type === "business")
    ) {
      d.say(
        `For that, a website does the job, not a phone agent: the ${launch.name} plan is ${formatUsd(launch.investmentUsd)} plus ${formatUsd(launch.monthlyUsd ?? 0)} a month, ready in ${launch.timeline}, with ${launch.includes
          .slice(0, 4)
          .map(lowerFirst)
          .join(", ")
          .replace(/, ([^,]+)$/, " and $1")}.`,
        `If calls start piling up later, the ${phoneAgent.name} can be added; want our team to scope the site with you?`,
      );
      d.cite(k.sources.build);
      d.use(`plan-${launch.id}`);
      return d;
    }
    const situation = twin || investorScope || u.injection ? undefined : ownIndustry(req, u.tokens);
    if (
      situation &&
      (FIRST_PERSON.test(req.message) ||
        /\b(work with|do you (do|serve|help|support)|good for|for)\b/.test(lower) ||
        // "law firm, can it screen new clients?": the trade named first.
        u.tokens.slice(0, 3).some((t) => industryOf([t], k) !== undefined)) &&
      !NOT_AN_INDUSTRY_QUESTION.test(lower) &&
      !(["legal", "age", "law", "liability", "children", "privacy", "discount", "paymentPlan"] as Attr[]).some((a) =>
        attrs.has(a),
      ) &&
      // "law office. can callers still get a real person?", "would i have to change my number": the FAQ's.
      !FAQ_HINTS.some(([a]) => attrs.has(a) && a !== "languages" && a !== "overage") &&
      // "my restaurant… the phone agent burns thru the 60 mins": that agent's overage.
      !(attrs.has("overage") && entities.some((e) => e.type === "agent")) &&
      // "how fast can you get it live": the setup time.
      !(attrs.has("time") && /\b(how fast|how quick|how soon|how long|when can|live by)\b/.test(lower)) &&
      !entities.some((e) => e.type === "plan" || e.type === "tool" || e.type === "business") &&
      // "accountant here. whats the diff between the inbound and outbound agents": the two compared.
      entities.filter((e) => e.type === "agent").length < 2 &&
      // "wedding photographer here. whats an ai twin": the twin asked about, not the trade.
      !(
        entities.some((e) => e.type === "family" && e.family === "trial") && !entities.some((e) => e.type === "agent")
      ) &&
      // "leads from our site go cold": calls to place, whatever the leads came from.
      (!["website", "websites", "site", "app", "apps"].some(has) || OUTBOUND_NEED.test(req.message)) &&
      // "could i squeeze in the one that calls back too and stay under 800": a total to work out.
      !billFor(req)
    ) {
      const named = entities.flatMap((e) => (e.type === "agent" ? [k.offers.agents.find((a) => a.id === e.id)!] : []));
      // "calls back members who cancelled": calls the business places are the outbound agent's.
      const outbound = OUTBOUND_NEED.test(req.message)
        ? k.offers.agents.find((a) => /outbound/i.test(a.id))
        : undefined;
      const agent = named[0] ?? outbound ?? k.offers.agents[0]!;
      // "we use opentable for reservations": a tool we don't list, said plainly beside the answer.
      const tool = /\b(?:we use|we're on|were on|we run|i use|using)\s+([A-Za-z][\w.&-]{2,})/i.exec(req.message)?.[1];
      const note =
        tool && !knownWords.has(tool.toLowerCase()) && !STOPWORDS.has(tool.toLowerCase())
          ? `${tool.charAt(0).toUpperCase()}${tool.slice(1)} isn't on our list of integrations, so our team would check it for you.`
          : undefined;
      answerSituation(d, situation, agent, req.message, k, note);
      return d;
    }
    // "people fill out the quote form and then ghost us. can something call them back": calls to
    // place, for any business, with the agent that places them.
    const outboundAgent = k.offers.agents.find((a) => /outbound/i.test(a.id));
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      outboundAgent &&
      OUTBOUND_NEED.test(req.message) &&
      // (Named only by what it does, "something to call them back", never as "the outbound agent".)
      entities.every(
        (e) => (e.type === "agent" && e.id === outboundAgent.id) || (asksNothing(req.message) && e.type === "family"),
      ) &&
      // ("what do you have for that" asks for the fix, not whether such a product exists.)
      !/\b(outbound|agent|agents)\b|\b(do you have|is there|do you offer)\b(?! (for|to help with) (that|this|it|me|us)\b)/.test(
        lower,
      ) &&
      // ("where would AI help most": a recommendation asked, answered as one.)
      !attrs.has("recommend") &&
      // ("200 quote requests a month", "after we send the estimate": quotes they give, no price asked.)
      (asksNothing(req.message) ||
        !/\b(how much|cost|costs|price|prices|pricing|monthly fee|set ?up fee|overage|included|run me)\b/.test(
          lower,
        )) &&
      // ("no shows are killing us": a pain said plainly asks for the fix too.)
      (/\b(can|could|will|would|does|do|is there|anything|something|any way|help|suggest|what|killing|problem|issue|hurting|struggl\w*|losing|costing|nightmare)\b/.test(
        lower,
      ) ||
        // ("…half of em never pick up when we call back days later": told, not asked, is the need too.)
        asksNothing(req.message))
    ) {
      answerSituation(d, { name: "your business", example: outboundAgent.summary }, outboundAgent, req.message, k);
      return d;
    }
    // A business the site does not name ("I own a tattoo studio"): what the agents do for any business.
    const business =
      twin || investorScope || u.injection || situation
        ? null
        : (ownBusiness(req.message) ??
          ownBusiness(req.message, true) ??
          // "i sell embroidered hats on shopify, anything for a shop like mine?"
          (SELLS_PRODUCTS.test(req.message) && TOOL_AS_CONTEXT.test(lower) ? "online shop" : null));
    // "do u build websites too? my bakery site is from 2012": a build, not an agent for the bakery.
    const wantsBuild =
      /\b(iphone|android|ios|app store|mobile app|booking app|an app|app for)\b/.test(lower) ||
      /\b(build|builds|building|make|design|redo|redesign|rebuild|new)\b[^.?!]*\b(website|websites|site|app)\b|\b(website|site)\b[^.?!]*\b(outdated|old|ancient|from like|from 20\d\d|from 19\d\d)\b/.test(
        lower,
      );
    // "wedding photographer, i miss calls when im shooting": the calls are their need, not a question about the agent.
    const missesCalls =
      /\b(miss|misses|missing|missed|can'?t (pick up|answer)|cant (pick up|answer))\b[^.?!]*\b(calls?|phones?)\b/.test(
        lower,
      );
    if (
      business &&
      !wantsBuild &&
      !entities.some((e) => e.type !== "family" && !(missesCalls && e.type === "agent")) &&
      // "wedding photographer here. whats an ai twin": the twin asked about, not the trade.
      !(
        entities.some((e) => e.type === "family" && e.family === "trial") && !entities.some((e) => e.type === "agent")
      ) &&
      !NOT_AN_INDUSTRY_QUESTION.test(lower) &&
      ![...attrs].some((a) => a === "legal" || a === "discount" || a === "contact") &&
      !FAQ_HINTS.some(([a]) => attrs.has(a) && a !== "languages" && a !== "overage") &&
      // ("my salon clients are mostly spanish speakers, does the agent talk spanish": the language asked.)
      !/\b(spanish|espa[nñ]ol|vietnamese|chinese|mandarin|cantonese|korean|french|portuguese|arabic|russian|tagalog|creole|bilingual|multilingual|other languages?|what languages?)\b/.test(
        lower,
      ) &&
      !(attrs.has("time") && /\b(how fast|how quick|how soon|how long|when can|live by)\b/.test(lower))
    ) {
      answerAnyBusiness(d, business, req.message, k);
      return d;
    }

    // "What can Max do for my business?", "How can Aurora help my startup?": the persona says what she covers.
    if (
      !u.injection &&
      req.persona.role === "sales" &&
      !COMPANY_WHO.test(req.message) &&
      asksWhatPersonaDoes(lower, req.persona.name, entities, k)
    ) {
      answerCapabilities(d, req.persona, k);
      return d;
    }

    // Follow-ups: "and the setup fee?" takes the thing from earlier; "what about the website one?" the question.
    const specific = entities.filter((e) => e.type !== "family");
    const newSituation = attrs.has("industry") && [...attrs].every((a) => a === "industry" || a === "what");
    // "Where are you based?" is about the company, whatever the last answer named.
    const aboutUs = attrs.size > 0 && [...attrs].every((a) => (["founder", "location", "blog"] as Attr[]).includes(a));
    const carried =
      specific.length === 0 && !newSituation && !aboutUs && (attrs.size > 0 || PRONOUN.test(lower))
        ? entitiesFromHistory(req)
        : specific.length === 1 &&
            PRONOUN.test(lower) &&
            (attrs.has("compare") || attrs.has("priciest") || attrs.has("cheapest"))
          ? entitiesFromHistory(req)
          : null;
    const comparing = attrs.has("compare") || attrs.has("priciest") || attrs.has("cheapest");
    if (carried && entities.length === 0) entities = carried.entities;
    // "and after the 7 days what do i pay": the trial named now stays the topic.
    else if (
      carried &&
      FOLLOW_UP_START.test(lower) &&
      !entities.some((e) => e.type === "family" && e.family === "trial")
    )
      entities = carried.entities;
    else if (carried && PRONOUN.test(lower) && comparing) entities = [...carried.entities, ...entities];
    if (
      attrs.has("after") &&
      agentTalk(entities) &&
      !entities.some((e) => e.type === "family" && e.family === "trial")
    ) {
      attrs.delete("after");
      attrs.add("overage");
    }
    if (
      entities.length > 0 &&
      (FOLLOW_UP_START.test(lower) || u.tokens.length <= 5) &&
      [...attrs].every((a) => a === "what" || a === "compare")
    ) {
      for (const a of lastUserAttrs(req)) attrs.add(a);
    }
    const asksUs = (["contact", "book", "human"] as Attr[]).some((a) => attrs.has(a));
    // On a portal, "how many subs do you need" means subscribers: another venture counts as named
    // only by its full name.
    if (investorScope) {
      // This message or the visitor's last few (a follow-up about the venture named just before).
      // Another venture named a turn before counts only when this message points back at it ("and
      // its status?"): "and yr 2?" after "same $5 as harmonic healing?" is the portal's own venture.
      const said = [
        req.message,
        ...(/\b(it|its|it's|they|their|them|that one|this one)\b/i.test(req.message)
          ? req.history
              .filter((t) => t.role === "user")
              .slice(-3)
              .map((t) => t.content)
          : []),
      ]
        .join(" ")
        .toLowerCase();
      const fullName = (slug: string) => {
        const b = k.businesses.find((x) => x.slug === slug);
        return !!b && (said.includes(b.name.toLowerCase()) || said.includes(b.slug.replace(/-/g, " ")));
      };
      entities = entities.filter((e) => e.type !== "business" || e.slug === investorScope.slug || fullName(e.slug));
    }
    if (investorScope && !entities.some((e) => e.type === "business") && !(asksUs && entities.length === 0)) {
      entities = [{ type: "business", slug: investorScope.slug }, ...entities];
    }

    const buildWords = ["website", "websites", "site", "app", "apps"].some(has);
    const social = [...u.social];
    // "in my voice or a robot voice" asks about the visitor's own voice, not who is answering.
    const ownVoice = attrs.has("voice") && /\b(my|mine|me|myself)\b/.test(lower);
    // "what are you doing with the investment" asks about the venture, not who is answering.
    const asksSomethingElse = [...attrs].some((a) => a !== "what");
    if (
      social.includes("identity") &&
      specific.length === 0 &&
      !u.injection &&
      !ownVoice &&
      !asksSomethingElse &&
      // ("who are you guys": the company, not the assistant.)
      !COMPANY_WHO.test(req.message)
    ) {
      answerSocial(d, "identity", req.persona, k, req.message);
      return d;
    }
    // "thanks thats all i needed": a sign-off, whatever words it uses.
    const signOff = (["goodbye", "thanks"] as const).find((s) => social.includes(s));
    if (signOff && !u.injection && specific.length === 0 && u.tokens.length <= 8 && !req.message.includes("?")) {
      answerSocial(d, signOff, req.persona, k);
      return d;
    }
    // "any contract? what if it sucks": a worry about the product, not an insult to the assistant.
    const worksWorry = k.objections.find((o) => o.id === "does-it-really-work");
    if (
      social.includes("insult") &&
      worksWorry &&
      !u.injection &&
      !twin &&
      /\b(?:what if|if|and if|but if|say)\s+(?:it|this|that|the (?:agent|bot|ai|twin|thing))\s+(?:sucks|is (?:bad|terrible|awful|garbage|useless|trash|crap|dumb|lame)|turns out (?:bad|terrible|useless))\b/i.test(
        req.message,
      )
    ) {
      d.say(worksWorry.reply);
      d.cite(k.sources.agents);
      return d;
    }
    // "who are you guys exactly? where are you based and who runs it": the company, in one answer.
    if (!twin && !investorScope && !u.injection && COMPANY_WHO.test(req.message) && specific.length === 0) {
      const asked = new Set<Attr>([...attrs]);
      if (/\bwho (?:runs|owns|started|founded|is behind|'?s behind)\b|\bbehind (?:it|this|you)\b/i.test(req.message))
        asked.add("founder");
      if (/\bwhere (?:are|r) (?:you|u)\b|\bbased\b|\blocated\b/i.test(req.message)) asked.add("location");
      answerCompany(d, asked, k, req.message);
      return d;
    }
    // "you're just a bot arent you. useless": an insult, whatever product word it uses.
    if (social.includes("insult") && specific.length === 0 && !u.injection && !req.message.includes("$")) {
      answerSocial(d, "insult", req.persona, k, req.message);
      return d;
    }
    const hasTopic = entities.length > 0 || [...attrs].some((a) => a !== "what" && a !== "status");
    if (!hasTopic && !u.injection) {
      const kind = (["insult", "greeting", "identity", "thanks", "goodbye", "ok"] as const).find((s) =>
        social.includes(s),
      );
      if (kind && (kind !== "ok" || u.tokens.length <= 3)) {
        answerSocial(d, kind, req.persona, k, req.message);
        return d;
      }
    }

    const agents = entities.flatMap((e) => (e.type === "agent" ? [k.offers.agents.find((a) => a.id === e.id)!] : []));
    const plans = entities.flatMap((e) => (e.type === "plan" ? [k.offers.buildPlans.find((p) => p.id === e.id)!] : []));
    const tools = entities.flatMap((e) => (e.type === "tool" ? [k.tools.items.find((t) => t.id === e.id)!] : []));
    const businesses = entities.flatMap((e) =>
      e.type === "business" ? [k.businesses.find((b) => b.slug === e.slug)!] : [],
    );
    const families = new Set(entities.flatMap((e) => (e.type === "family" ? [e.family] : [])));
    // "is julie just a chatbot": what the venture is, not the product the word also names.
    const venture = businesses.length === 1 ? businesses[0]! : undefined;
    if (
      venture &&
      !investorScope &&
      new RegExp(
        String.raw`\bis\s+(?:${venture.name.split(/\s+/)[0]!.toLowerCase()})\b(?:\s+\w+)?\s+(?:just|only|basically|really|simply|like|more than|a|an)\b`,
      ).test(lower)
    ) {
      answerBusiness(d, venture, new Set<Attr>(["what"]), k, u.tokens, req.message);
      return d;
    }
    // "does the launch plan come with the chat agent": whether the plan includes it, and where it is.
    if (
      !twin &&
      !investorScope &&
      plans.length === 1 &&
      agents.length === 1 &&
      /\b(come|comes|coming) with\b|\binclud\w*\b|\bbuilt in\b|\bpart of\b|\b(does|do) (it|that|this|the \w+( \w+)?) (have|has)\b/i.test(
        lower,
      )
    ) {
      const [plan, agent] = [plans[0]!, agents[0]!];
      const item = plan.includes.find((x) => x.toLowerCase().includes(agent.name.toLowerCase()));
      const withIt = k.offers.buildPlans.find((p) =>
        p.includes.some((x) => x.toLowerCase().includes(agent.name.toLowerCase())),
      );
      if (item) d.say(`Yes: the ${plan.name} plan includes the ${lowerFirst(item)}.`);
      else
        d.say(
          `No, the ${plan.name} plan doesn't include the ${agent.name}.`,
          withIt
            ? `The ${withIt.name} plan has it built in, for ${formatUsd(withIt.investmentUsd)}${withIt.monthlyUsd !== undefined ? ` plus ${formatUsd(withIt.monthlyUsd)} a month` : ""}; on its own, the agent is ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}.`
            : `On its own, the agent is ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}.`,
        );
      d.cite(k.sources.build);
      d.use(`plan-${plan.id}`);
      return d;
    }
    // "hid store or business ai wiz for my candle shop": two of our own products set side by side.
    if (
      !twin &&
      !investorScope &&
      tools.length + businesses.length >= 2 &&
      agents.length === 0 &&
      (attrs.has("compare") || /\b(diff|difference|vs|versus|better|or|which)\b/.test(lower))
    ) {
      answerOfferingsCompared(d, [...tools, ...businesses], k);
      return d;
    }

    // The twin's own ground first: its boundaries, style and coaching, before any site topic.
    const siteTopic =
      entities.length > 0 ||
      (["price", "contact", "book", "human", "discount", "paymentPlan"] as Attr[]).some((a) => attrs.has(a));
    if (twin && !siteTopic && answerTwin(d, req.persona, u.tokens, k)) return d;
    // "can you do the website chat for like 200 a month": a lower price asked for; the real one, plainly.
    const offered =
      /\b(?:can|could|would|will|do)\s+(?:you|u|ya|y'?all)\s+(?:do|give|let|sell|offer|make|go)\b[^.?!]*?\bfor\s+(?:like\s+|about\s+|around\s+|maybe\s+|just\s+|only\s+)?\$?(\d[\d,]*)\s*(?:a|per|\/)\s*mo(?:nth)?\b/i.exec(
        req.message,
      );
    const offeredFor = entities.flatMap((e) =>
      e.type === "agent" ? [k.offers.agents.find((a) => a.id === e.id)!] : [],
    );
    if (offered && !twin && !investorScope && offeredFor.length === 1) {
      const a = offeredFor[0]!;
      const asked = Number(offered[1]!.replace(/,/g, ""));
      if (asked < a.monthlyUsd.from) {
        d.say(
          `Not at ${formatUsd(asked)}: the ${a.name} is ${agentMonthly(a)} with ${agentIncluded(a)} included, after a one-time ${formatUsd(a.setupUsd)} setup.`,
          `Those are already launch prices, up to ${k.offers.launchDiscountPercent}% below market in exchange for a testimonial, and payment plans from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down spread the setup. Want me to have the team walk you through it?`,
        );
        d.cite(k.sources.agents);
        d.use("offer", `agent-${a.id}`);
        return d;
      }
    }
    // On a portal "how do you deal with licensing" is no discount question.
    if (attrs.has("discount") && !attrs.has("investor") && !investorScope) {
      // "does the 50% launch discount apply to the app too": listed with the agents, not the builds.
      const planAsked = entities.find((e) => e.type === "plan");
      const plan = planAsked?.type === "plan" ? k.offers.buildPlans.find((p) => p.id === planAsked.id) : undefined;
      if (plan && /\b(apply|applies|applied|too|also|as well|count|work|get it|included|include)\b/.test(lower)) {
        d.say(
          `The launch pricing, up to ${k.offers.launchDiscountPercent}% below market in exchange for a testimonial, is listed with our reception agents; the site doesn't say it applies to the ${plan.name} plan, so I won't promise it.`,
          `Our team confirms your price when they scope the build, and payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down. Want our team to scope your build with you?`,
        );
        d.cite(k.sources.build);
        d.use("offer", `plan-${plan.id}`);
        return d;
      }
      if (
        /\b(on top|already|included|include|includes|apply|applied|applies|stack|stacks|built in|baked in)\b/.test(
          lower,
        ) ||
        // "so i'd get 50% off the 299?": a discount read onto a listed price.
        (/\d+\s?(%|percent)\s+off\b/.test(lower) &&
          /\$?\d{2,5}\b(?!\s?(%|percent))/.test(lower.replace(/\d+\s?(%|percent)/, "")))
      ) {
        const agentAsked = entities.flatMap((e) =>
          e.type === "agent" ? [k.offers.agents.find((a) => a.id === e.id)!] : [],
        );
        // "does it apply to the outbound agent too": yes, in its price; "so i'd get 50% off the 299?": no.
        const appliesTo =
          agentAsked.length === 1 && /\b(apply|applies|applied|too|also|as well)\b/.test(lower)
            ? agentAsked[0]
            : undefined;
        if (!appliesTo && /^\s*(so|and|wait|hold on|then)\b|\?\s*$/.test(req.message)) d.say("No.");
        answerDiscountApplied(d, k, appliesTo);
      } else answerDiscount(d, k, /\b(code|codes|coupon|promo|voucher)\b/.test(lower), req.message);
      return d;
    }
    if (attrs.has("paymentPlan") && !investorScope) {
      // "ok thats a lot upfront. can i do a payment plan", right after a total for several: that setup.
      // ("…any discount if i take all 3?", then "can i pay the setup over time": the total two replies back.)
      // (Not when the last reply was about one agent alone: its setup is the one meant.)
      const [twoBack = "", oneBack = ""] = req.history
        .filter((t) => t.role === "assistant")
        .slice(-2)
        .map((t) => t.content);
      const oneAgentLast = k.offers.agents.filter((a) => oneBack.includes(a.name)).length === 1;
      const saidLast = oneAgentLast ? oneBack : `${twoBack} ${oneBack}`;
      const totalSetup = /(\$[\d,]+) in one-time setup \((\$[\d,]+(?: \+ \$[\d,]+)+ = \$[\d,]+)\)/.exec(saidLast);
      if (totalSetup && !understand(req.message).entities.some((e) => e.type === "agent")) {
        d.say(
          `Yes: payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, so the ${totalSetup[1]} setup (${totalSetup[2]}) needn't come out at once.`,
          "Our team sets the schedule and confirms you qualify; want me to have them reach out?",
        );
        d.cite(k.sources.agents);
        return d;
      }
      // "so i can put 99 down and start the inbound agent?": yes, for that agent's setup.
      const agent = entities.flatMap((e) =>
        e.type === "agent" ? [k.offers.agents.find((a) => a.id === e.id)!] : [],
      )[0];
      if (agent && /\b(can|could) (i|we)\b|^\s*(so|and)?\s*(i|we) can\b/.test(lower)) {
        d.say(
          `Yes: payment plans start from ${formatUsd(k.offers.paymentPlansFromDownUsd)} down, so you can start the ${agent.name} that way.`,
          `Our team sets the schedule for its ${formatUsd(agent.setupUsd)} setup and confirms you qualify, and the plan runs month to month after that.`,
        );
        d.cite(k.sources.agents);
        return d;
      }
      // "and if i dont qualify for the 99 down thing?": the site names no other way, said plainly.
      if (/\b(don'?t|do not|doesn'?t|not|never) qualify\b/.test(lower)) {
        d.say(
          "The site doesn't say what happens if you don't qualify for the payment plan, so I won't guess.",
          `Our team sets the schedule case by case and can tell you what's possible: ${k.site.email} or ${k.site.phone}. There's also launch pricing up to ${k.offers.launchDiscountPercent}% below market in exchange for a testimonial; want me to have them reach out?`,
        );
        d.cite(k.sources.agents);
        return d;
      }
      // "do u need all the money upfront": no, first; "any payment plan?": yes, first.
      // ("cant drop that all at once, can i pay it off over time": the yes to spreading it.)
      if (/\b(can|could) (i|we) pay\b[^?]*\b(over time|off|in installments|monthly)\b/.test(lower))
        d.say("Yes, you can spread it out.");
      else if (/\b(all|everything|whole|full|entire)\b[^?]*\b(upfront|up front|at once)\b/.test(lower))
        d.say("No, not all at once.");
      // (A "Yes." of its own reads as a stray word once joined to other answers.)
      else if (/^\s*(any|do you (have|do|offer)|is there|are there|can i get)\b[^?]*\bpayment plans?\b/.test(lower))
        d.say("Yes, there are.");
      else if (/^\s*(can|could) (i|we) (pay|split|spread)\b/.test(lower)) d.say("Yes, you can spread it out.");
      // 'what does "from $99 down" mean, is that $99 a month?': what the down payment is, first.
      const down = formatUsd(k.offers.paymentPlansFromDownUsd);
      if (
        /\bdown\b/.test(lower) &&
        /\b(mean|means|meaning|a month|per month|monthly|each month|every month)\b/.test(lower)
      )
        d.say(
          `${/\b(a month|per month|monthly|each month|every month)\b/.test(lower) ? "No: " : ""}"${down} down" is the first payment that starts a payment plan on the one-time setup fee, not a monthly price; the rest of the setup is spread over a schedule our team sets with you, and the service's own monthly fee is separate.`,
        );
      const subject = quoteSubject(req, u);
      answerPaymentPlans(
        d,
        k,
        subject.plans.length === 1 && subject.agents.length === 0 ? subject.plans[0] : undefined,
      );
      return d;
    }
    // The visitor asks for our own contact details: before any FAQ about their phone line.
    if (
      attrs.has("contact") &&
      (CONTACT_US.test(lower) || u.tokens.length <= 3) &&
      !CONTACT_US_NOT_PRODUCT.test(lower) &&
      !investorScopeAsksDocs(lower)
    ) {
      answerContact(d, attrs, k);
      return d;
    }
    // "how long can a call run before it gets cut": one call's length, for the agents asked about.
    // ("how long can each call be?" after the inbound agent: that one.)
    const callAgents = (
      entities.some((e) => e.type === "agent") ? entities : (entitiesFromHistory(req)?.entities ?? [])
    ).flatMap((e) =>
      e.type === "agent" ? k.offers.agents.filter((a) => a.id === e.id && !/conversation/i.test(a.overage.per)) : [],
    );
    if (
      !twin &&
      !investorScope &&
      attrs.has("perCall") &&
      /\bhow long\b|\b(limit|limited|cap|capped|max|maximum|length)\b/.test(lower) &&
      entities.every((e) => e.type === "agent" || (e.type === "family" && e.family === "agents")) &&
      !readUsage(req.message) &&
      ![...attrs].some((a) => a === "price" || a === "setup" || a === "monthly" || a === "time")
    ) {
      const asked = callAgents.length > 0 ? callAgents : k.offers.agents;
      answerAgents(d, asked, new Set<Attr>(["perCall"]), k);
      if (
        asked.some((a) => a.perCallLimitMinutes) &&
        /\b(cut|cuts|drop|drops|dropped|hang|hangs|end|ends|stop|stops)\b/.test(lower)
      )
        d.say(`It's built for short calls: ${LONG_CALL_HANDLED}.`);
      return d;
    }
    // "what does the outbound agent do that a simple text reminder system doesnt": set against the
    // thing they'd use instead, by what the agent does.
    const simpler = SIMPLER_THING.exec(lower);
    const agentsSaid = entities.flatMap((e) =>
      e.type === "agent" ? k.offers.agents.filter((x) => x.id === e.id) : [],
    );
    if (simpler && agentsSaid.length === 1 && !twin && !investorScope && !readUsage(req.message)) {
      const a = agentsSaid[0]!;
      const thing = (simpler[1] ?? simpler[2] ?? "").trim().replace(/^(?:a|an|my|our|the|just|simple|basic)\s+/g, "");
      d.say(
        `Where ${/s$/.test(thing) ? "" : /^[aeiou]/.test(thing) ? "an " : "a "}${thing} only ${/s$/.test(thing) ? "send or take" : "sends or takes"} a message, the ${a.name} ${lowerFirst(a.summary)}`,
        `What it does: ${joinAnd(a.features.map(lowerFirst))}. It's ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}; want our team to show you a demo?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${a.id}`);
      return d;
    }
    // "price?", "minutes?": a bare question about the agents' plans.
    const bare = [...attrs].filter((a) => a !== "what");
    if (
      entities.length === 0 &&
      bare.length > 0 &&
      bare.every((a) => BARE.includes(a)) &&
      (u.tokens.length <= 3 ||
        (u.unrecognised.length === 0 && attrs.has("what")) ||
        (u.unrecognised.length <= 1 && bare.some((a) => a === "perCall" || a === "overage" || a === "included")))
    ) {
      if (attrs.has("time")) answerSetupTime(d, k);
      else answerAgents(d, k.offers.agents, attrs, k);
      return d;
    }
    // "can it …?" with no agent named: the one the last reply named first.
    const lastNamed = (() => {
      const last = lastReplyOf(req);
      const at = k.offers.agents.map((a) => ({ a, i: last.indexOf(a.name) })).filter((x) => x.i >= 0);
      return at.sort((x, y) => x.i - y.i)[0]?.a;
    })();
    const capabilityOf =
      agents.length === 1
        ? agents[0]
        : /\b(can|does|will|could) (it|they)\b/.test(req.message.toLowerCase()) &&
            !u.entities.some((e) => e.type === "agent" || e.type === "plan")
          ? // "can it text me the job details": with none named yet, the agent that answers the phone.
            (lastNamed ??
            // (After a reply that named no agent, e.g. about tools, the same holds.)
            (!req.history.some((t) => k.offers.agents.some((a) => t.content.includes(a.name))) &&
            /\b(text|texts|sms|e-?mail|summary|summaries|details)\b/.test(lower)
              ? k.offers.agents[0]
              : undefined))
          : undefined;
    if (
      capabilityOf &&
      // "can your website chat answer in spanish": the languages, not the chat on every page.
      !attrs.has("languages") &&
      !families.has("trial") &&
      !INVESTOR_ATTRS.some((a) => attrs.has(a)) &&
      !twin &&
      !investorScope &&
      // A yes-or-no question ("can it…"), not "where would AI help us most".
      /(^|[,.;:!?]\s*|\b(and|so|but|also|ok|okay|hi|hey)\s+)(can|does|do|will|could|would)\b/.test(
        req.message.toLowerCase(),
      )
    ) {
      const features = featuresAsked(capabilityOf, req.message);
      // ("would the phone agent basically replace him": the staff worry, not a feature to confirm.)
      if (features.length > 0 && !REPLACES_STAFF.test(lower)) {
        const a = capabilityOf;
        // (Its price or a bill already said in the last reply is not said again: the next step is.)
        const pricedBefore =
          lastReply.includes(formatUsd(a.monthlyUsd.from)) && lastReply.includes(a.name.split(" ")[0]!);
        d.say(
          agentDoesThat(a, features, req.message),
          pricedBefore
            ? "Want me to have the team book your discovery call?"
            : `It's ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
        );
        d.cite(k.sources.agents);
        d.suggest(`How much is the ${a.name}?`, "How long does setup take?", "How can I contact the team?");
        return d;
      }
    }
    // A question mostly in words the engine has no intent for: a passage that answers it almost
    // word for word, or the business it describes ("the sound healing app").
    if (
      attrs.has("hours") &&
      !industryOf(u.tokens, k) &&
      /\b(answer|answers|pick|picks|work|works|agent|it|calls?|open)\b/.test(lower) &&
      !/\byour (office|business) hours\b/.test(lower)
    ) {
      const hit = index.search("every call answered first ring after hours busiest rush", { kinds: ["page"] })[0];
      if (hit && answerFromPassage(d, hit, [...u.tokens, "after", "hours", "ring"], k)) {
        d.suggest(
          "How much is the Inbound Voice Agent?",
          "Can it transfer calls to a real person?",
          "How long does setup take?",
        );
        return d;
      }
    }
    const namesIntegration = k.integrations.some((t) => new RegExp(`\\b${t.toLowerCase()}\\b`).test(lower));
    if (
      u.recognisedShare < 0.5 &&
      !u.injection &&
      !investorScope &&
      !twin &&
      (entities.length === 0 ||
        (specific.length === 0 &&
          !(["card", "voice", "trialLength", "after", "buildTime", "discoveryCall", "trialCost"] as Attr[]).some((a) =>
            attrs.has(a),
          ))) &&
      !namesIntegration &&
      !attrs.has("integrations") &&
      // "who built this": the company's founder, not a heading that says "Built for…".
      !attrs.has("founder") &&
      // "can it at least transfer to me if they ask for a human": the FAQ answers it, not a blog line.
      !FAQ_HINTS.some(([a]) => attrs.has(a))
    ) {
      let prose = strong(index.search(u.text, { kinds: ["faq", "blog", "legal", "page", "business"] })[0], u);
      // An industry or a feature question has its own answer, unless a passage says it almost word for word.
      if (prose && (industryOf(u.tokens, k) || attrs.has("feature")) && prose.matched < 3) prose = undefined;
      const slug =
        prose?.passage.kind === "business" && namesWhatItIs(prose, k) ? prose.passage.businessSlug : undefined;
      if (prose?.passage.kind === "business" && !slug) prose = undefined;
      if (slug) {
        entities = [{ type: "business", slug }];
        businesses.push(k.businesses.find((b) => b.slug === slug)!);
      } else if (prose && answerFromPassage(d, prose, u.tokens, k)) {
        d.suggest("How much is the Inbound Voice Agent?", "How can I contact the team?", "What services do you offer?");
        return d;
      }
    }
    if (attrs.has("blog") && /\b(who|author|writes|wrote|written)\b/.test(lower)) {
      answerBlogAuthor(d, k);
      return d;
    }
    // ("…blog writing", then "which build plan": the plans asked about now, not a post.)
    if (
      attrs.has("blog") &&
      !u.entities.some((e) => e.type === "plan" || (e.type === "family" && e.family === "plans"))
    ) {
      const post = bestBlogHit(index, u.tokens.filter((t) => !BLOG_WORDS.has(t)).join(" "));
      if (post && post.coverage >= 0.5 && answerFromPassage(d, post, u.tokens, k)) {
        d.suggest("What else is on your blog?", "What is an AI twin?", "How can I contact the team?");
        return d;
      }
    }

    // An unlocked portal's documents, read by meaning: the section that answers, or a plain "not covered".
    if (investorScope?.unlocked && !u.injection && !asksInvestmentTerms(req.message)) {
      const b = k.businesses.find((x) => x.slug === investorScope.slug);
      const other = entities.some((e) => e.type === "business" && e.slug !== investorScope.slug);
      const lastAsked = [...req.history].reverse().find((t) => t.role === "user")?.content ?? "";
      if (b && !other && investorReader.answer(d, b, req.message, k, lastReply, lastAsked)) return d;
    }

    // "how does it relate to harmonic healing?" on an unlocked portal: what its own documents say of the other venture.
    if (
      investorScope?.unlocked &&
      /\b(relate|related|relation|relationship|connect\w*|compare\w*|vs|versus|differ\w*|same|match\w*|cheaper|pricier|overlap\w*|tie|sister|link\w*|cannibali\w*|compete\w*|steal\w*|eat into|eats into)\b/.test(
        lower,
      )
    ) {
      const own = k.businesses.find((x) => x.slug === investorScope.slug);
      // ("…relate to harmonic healing? is there a risk it cannibalizes those subscribers": named in another part.)
      const named = (req.whole ?? req.message).toLowerCase();
      const other = k.businesses.find((x) => x.slug !== investorScope.slug && named.includes(x.name.toLowerCase()));
      if (own && other) {
        const about = own.documents.flatMap((doc) =>
          doc.sections.flatMap((sec) =>
            splitSentences(sec.paragraphs.join(" "))
              .filter((x) => x.toLowerCase().includes(other.name.toLowerCase()))
              .map((x) => ({ doc, sec, x })),
          ),
        );
        if (about.length > 0) {
          // "same price as harmonic healing?": the sentence about the price first.
          const priced = /\b(price|priced|pricing|cost|costs|cheaper|pricier|\$)/.test(lower);
          if (priced) about.sort((a, b2) => Number(/\$|\bprice/i.test(b2.x)) - Number(/\$|\bprice/i.test(a.x)));
          const first = about[0]!;
          // "is there a risk it cannibalizes those subscribers": no such risk is discussed; what is said.
          if (/\b(cannibali\w*|compete\w*|steal\w*|eats? into)\b/.test(lower))
            d.say(
              `The documents don't discuss ${own.name} taking subscribers from ${other.name} as a risk; here is what they do say about the two.`,
            );
          d.say(...about.slice(0, 2).map((a) => a.x), `(From the ${first.doc.title}, page ${first.sec.page}.)`);
          d.cite({
            title: `${own.name} investor portal: ${first.doc.title}, page ${first.sec.page}`,
            url: `/investor/${own.slug}`,
          });
          return d;
        }
      }
    }
    // Investor questions: the scope's business (or the one named), from its documents when unlocked.
    const publicFirst =
      !investorScope &&
      !attrs.has("investor") &&
      businesses.length > 0 &&
      publicDetail(businesses[0]!, u.tokens) !== null;
    // On the sales chats "what does it do?" is about the product; returns and funds are investor talk.
    const salesInvestorAttrs: Attr[] = ["investor", "returns", "funds", "figures"];
    const investorQuestion =
      !publicFirst &&
      (investorScope !== null ||
        salesInvestorAttrs.some((a) => attrs.has(a) && (a === "investor" || businesses.length > 0)));
    if (investorScope && !investorScope.unlocked && ASKS_PORTAL_ACCESS.test(lower) && !u.injection) {
      const b = k.businesses.find((x) => x.slug === investorScope.slug);
      if (b) {
        answerInvestorAccess(d, b, k);
        return d;
      }
    }
    if (investorQuestion && (attrs.has("investor") || salesInvestorAttrs.some((a) => attrs.has(a)) || investorScope)) {
      const b = businesses[0];
      if (!b) {
        if (attrs.has("investor")) {
          answerInvestorList(d, k);
          return d;
        }
      } else if (
        investorScope?.unlocked === true &&
        investorScope.slug === b.slug &&
        SOURCE_ASKED.test(lower) &&
        /\(From the [^)]+\)/.test(lastReply)
      ) {
        // "which document and page is that from": where the last answer came from, with its section.
        const from = /\(From (the [^)]+)\.\)/.exec(lastReply)![1]!;
        const first = splitSentences(lastReply)[0]?.trim() ?? "";
        const section = b.documents
          .flatMap((doc) => doc.sections.map((sec) => ({ doc, sec })))
          .find(({ sec }) => sec.paragraphs.some((p) => p.includes(first.slice(0, 40))));
        d.say(
          `That's from ${from}${section ? `, in the ${section.sec.heading} section` : ""}.`,
          "It's open to you in this portal with View or Download PDF.",
        );
        if (section) d.cite({ title: `${b.name}: ${section.doc.title}`, url: `/investor/${b.slug}` });
        return d;
      } else if (
        /\b(documents?|files?|pdfs?|deck|materials?)\b/.test(lower) &&
        !INVESTOR_ATTRS.slice(1).some((a) => attrs.has(a))
      ) {
        answerInvestorDocs(d, b, k, investorScope?.unlocked === true && investorScope.slug === b.slug);
        return d;
      } else if (
        INVESTOR_ATTRS.some((a) => attrs.has(a)) ||
        (investorScope &&
          agents.length + plans.length + tools.length === 0 &&
          !families.size &&
          !STANDALONE.some((a) => attrs.has(a)))
      ) {
        const unlocked = investorScope?.unlocked === true && investorScope.slug === b.slug;
        if (asksInvestmentTerms(req.message)) {
          // "is this live anywhere yet? and how much are you raising": the stage, then the terms.
          if (/\b(live|launched|launch|yet|stage|status|running|available)\b/i.test(lower))
            d.say(`${b.name} is ${STATUS_TEXT[b.status]}.`);
          // "whats the business model and how much are you raising", locked: the model is in the documents.
          if (
            !unlocked &&
            /\b(business model|revenue|make money|makes money|earn|monetiz\w*|projection\w*|projected)\b/i.test(
              lower,
            ) &&
            b.investorEnabled
          )
            d.say(
              `${possessive(b.name)} business model and figures are in its investor documents, which open in the investor portal once you have access; publicly, ${b.name} is ${STATUS_TEXT[b.status]}.`,
            );
          answerInvestmentTerms(d, b, k);
        } else if (unlocked) answerInvestorUnlocked(d, b, attrs, req.message, u.tokens, index, k);
        else if (
          INVESTOR_ATTRS.some((a) => attrs.has(a)) ||
          // "come on just the headline number", pressed on a locked portal: still the documents' figure.
          (investorScope &&
            /\b(number|numbers|figure|figures|headline|ballpark|rough(ly)?|estimate|just tell me)\b/.test(lower)) ||
          // "what if openai just builds this": the investment case, which is behind the password.
          (investorScope && asksCompetition(req.message))
        )
          // (A rival's move matches no public line worth quoting: the gate, then what the venture is.)
          answerInvestorLocked(d, b, k, asksCompetition(req.message) ? [] : u.tokens);
        else answerBusiness(d, b, attrs, k, u.tokens, req.message);
        return d;
      }
    }

    if (
      attrs.has("compare") &&
      !families.has("plans") &&
      !families.has("agents") &&
      // "the chat agent and the phone agent": two of ours, compared by the engine, not a blog line.
      agents.length < 2 &&
      plans.length === 0 &&
      !buildWords &&
      answerFromPassage(d, strong(index.search(u.text, { kinds: ["blog"] })[0], u), u.tokens, k)
    )
      return d;
    if (attrs.has("effective")) {
      answerEffectiveDate(d, k);
      return d;
    }

    // "Does the launch website include hosting?", "do you do SEO?": what the build plans include.
    const planItems =
      agents.length === 0 && !families.has("agents") && !families.has("trial") && businesses.length === 0 && !twin
        ? planItemsAsked(plans.length ? u.tokens : u.unrecognised, plans.length ? plans : k.offers.buildPlans)
        : [];
    const faqTopic = FAQ_HINTS.some(([a]) => attrs.has(a));
    const asksWhatIsIn = ["include", "includes", "included", "come", "comes", "offer", "do", "get", "with"].some(has);
    if (
      planItems.length > 0 &&
      !faqTopic &&
      // "leads from our site … nobody follows up fast enough": calls to place, not a site's features.
      !(plans.length === 0 && OUTBOUND_NEED.test(req.message)) &&
      // ("we sell beans online… difference between launch and growth": the plans compared, not one item.)
      !(plans.length >= 2 && /\b(difference|diff|differ|compare|vs|versus)\b/.test(lower)) &&
      (buildWords || plans.length > 0 || families.has("plans") || asksWhatIsIn)
    ) {
      answerPlanItems(
        d,
        planItems.slice(0, 3),
        k,
        attrs.has("price") || /\b(cost|costs|price|ballpark|how much|quote|estimate)\b/.test(lower),
      );
      return d;
    }
    // "which plan has the chat", "a whole new site AND the chat thing: the smartest package?"
    if (
      agents.length === 1 &&
      (has("plan") || has("plans") || families.has("plans")) &&
      /\b(which|package|best|smartest|recommend|should i)\b/.test(lower)
    ) {
      const withAgent = k.offers.buildPlans.flatMap((p) =>
        p.includes
          .filter((i) => i.toLowerCase().includes(agents[0]!.name.toLowerCase()))
          .map((item) => ({ plan: p, item })),
      );
      if (withAgent.length > 0) {
        // A package asked for is a recommendation: the plan with what it costs.
        answerPlanItems(
          d,
          withAgent,
          k,
          /\b(package|best|smartest|recommend|should i|cost|price|how much)\b/.test(lower),
        );
        return d;
      }
    }
    // Questions the FAQ answers (transfers, keeping the number, languages, contracts), integrations
    // and industries: unless the visitor asked about an agent's plan at the same time.
    const agentAsked = [...attrs].some((a) => AGENT_ATTRS.includes(a));
    const nothingElseNamed =
      plans.length + tools.length + businesses.length === 0 && !(agents.length > 0 && agentAsked);
    // "90 minutes for 200 leads? … whats the per minute": the agent whose allowance that is.
    const recentlySaid = [
      lower,
      ...req.history
        .filter((t) => t.role === "user")
        .slice(-1)
        .map((t) => t.content.toLowerCase()),
    ].join(" ");
    const byAllowance = k.offers.agents.find((a) =>
      new RegExp(`\\b${a.included.amount}\\s*(min|mins|minutes|conversations|convos|chats)\\b`).test(recentlySaid),
    );
    if (
      !twin &&
      !investorScope &&
      byAllowance &&
      (attrs.has("overage") || /\bper (minute|min|conversation|chat)\b/.test(lower)) &&
      agents.length === 0
    ) {
      answerAgents(d, [byAllowance], attrs, k, req.message);
      return d;
    }
    // "What happens if I go over?" is the FAQ; "the voice agents' overage" is their plans.
    const faqHint = FAQ_HINTS.filter(([a]) => attrs.has(a) && !(a === "overage" && families.has("agents")))
      .map(([, w]) => w)
      .join(" ");
    // "What state law governs the contract?" is the Terms', not the FAQ's contract answer.
    if (faqHint && nothingElseNamed && !/\b(terms|govern\w*|jurisdiction|state law|venue)\b/.test(lower)) {
      const hit = index.search(faqHint, { kinds: ["faq"] })[0];
      if (hit && answerFromPassage(d, hit, [...u.tokens, ...faqHint.split(" ")], k)) {
        const listed = integrationsMeant(req.message, k, false);
        if (attrs.has("integrations") && listed.length > 0) answerIntegrations(d, req.message, k);
        d.suggest("How much is the Inbound Voice Agent?", "How long does setup take?", "How can I contact the team?");
        return d;
      }
    }
    const legalQuestion = (
      ["legal", "age", "law", "liability", "children", "privacy", "effective", "refund"] as Attr[]
    ).some((a) => attrs.has(a));
    // "I run a clinic" is an industry question; "are you HIPAA compliant? I run a clinic" is not.
    const buildQuestion = buildWords && BUILD_VERBS.some(has);
    const industry =
      legalQuestion || twin || buildQuestion || NOT_AN_INDUSTRY_QUESTION.test(lower)
        ? undefined
        : ownIndustry(req, u.tokens);
    if (industry && nothingElseNamed && agents.length === 0 && !families.has("trial")) {
      answerIndustry(
        d,
        industry,
        k,
        [...attrs].some((a) => BARE.includes(a)),
      );
      return d;
    }
    if (attrs.has("process") && nothingElseNamed) {
      const hit = index.search(`${u.text} discovery build train connect test launch tuning`, { kinds: ["page"] })[0];
      if (hit && answerFromPassage(d, hit, [...u.tokens, "discovery", "launch", "tuning", "connect"], k)) {
        d.suggest(
          "How long does setup take?",
          "How much is the Inbound Voice Agent?",
          "Can I try an AI twin for free?",
        );
        return d;
      }
    }
    const namesTool = !has("build") && k.integrations.some((t) => new RegExp(`\\b${t.toLowerCase()}\\b`).test(lower));
    const toolIsContext = TOOL_AS_CONTEXT.test(lower) && !ASKS_INTEGRATION.test(lower);
    if (
      (attrs.has("integrations") || (namesTool && !toolIsContext)) &&
      nothingElseNamed &&
      !families.has("trial") &&
      !twin
    ) {
      answerIntegrations(d, req.message, k);
      return d;
    }
    if (
      attrs.has("industry") &&
      !twin &&
      !buildQuestion &&
      !NOT_AN_INDUSTRY_QUESTION.test(lower) &&
      nothingElseNamed &&
      agents.length === 0 &&
      !families.has("trial")
    ) {
      answerIndustry(
        d,
        undefined,
        k,
        [...attrs].some((a) => BARE.includes(a)),
      );
      return d;
    }

    if ((attrs.has("cheapest") || attrs.has("priciest")) && (agents.length !== 1 || families.has("agents"))) {
      const priciest = attrs.has("priciest") && !attrs.has("cheapest");
      if (plans.length > 0 || ((families.has("plans") || buildWords) && agents.length === 0 && !families.has("agents")))
        answerCheapestPlan(d, k, priciest, plans.length > 1 ? plans : k.offers.buildPlans);
      else
        answerCheapest(
          d,
          k,
          priciest,
          agents.length > 1 ? agents : undefined,
          attrs.has("monthly") && !attrs.has("setup"),
        );
      return d;
    }
    const offTopic = INVESTOR_ATTRS.some((a) => attrs.has(a)) && !agentAsked;
    // A named agent asked about something its plan does not say ("can it take card payments?").
    const elsewhere = [...attrs].some((a) => !AGENT_ATTRS.includes(a) && a !== "trialCost" && a !== "trialLength");
    if (attrs.has("recommend") && !twin) {
      answerRecommendation(
        d,
        ownIndustry(req, u.tokens) ?? industryFromHistory(req, k),
        k,
        [...req.history.filter((t) => t.role === "user").map((t) => t.content), req.message].join(" "),
        req.message,
      );
      return d;
    }
    // "can it book appointments", "what about just booking eye exams, can it do that": the agents
    // that book, by phone and by chat, not a reminder feature of the outbound one.
    const booker = k.offers.agents.find((a) => a.features.some((f) => /^Books appointments\b/i.test(f)));
    if (
      booker &&
      chatAgent &&
      !twin &&
      !investorScope &&
      agents.length === 0 &&
      plans.length === 0 &&
      /\b(book|books|booking|bookings|schedule|schedules|scheduling)\b/.test(lower) &&
      /\b(?:can|could|does|do|will|would) (?:it|they|you|u|the (?:agent|ai|bot|phone one|chat one))\b/.test(lower) &&
      !/\b(remind|reminders|confirm|confirmations|no-?shows?|cost|price|how much)\b/.test(lower)
    ) {
      d.say(
        `Yes: the ${booker.name} ${lowerFirst(booker.features.find((f) => /^Books appointments\b/i.test(f))!)} while the caller is on the line, and the ${chatAgent.name} books from your site's chat the same way.`,
        `The ${booker.name} is ${formatUsd(booker.setupUsd)} to set up and ${agentMonthly(booker)}, with ${agentIncluded(booker)} included. Want me to work out the monthly bill for your call volume?`,
      );
      d.cite(k.sources.agents);
      d.use(`agent-${booker.id}`, `agent-${chatAgent.id}`);
      return d;
    }
    // "can the inbound agent book appointments?": a listed feature of the agent named, as a yes.
    if (attrs.has("feature") && !agentAsked) {
      const hit = index.search(u.text, { kinds: ["page", "agent", "faq"] })[0];
      if (hit && hit.matched >= 2 && answerFromPassage(d, hit, u.tokens, k)) {
        d.suggest(
          "How much is the Inbound Voice Agent?",
          "How long does setup take?",
          "Can it transfer calls to a real person?",
        );
        return d;
      }
    }
    if (
      agents.length === 1 &&
      !families.has("trial") &&
      (offTopic ||
        (!agentAsked && (elsewhere || u.unrecognised.length >= 2)) ||
        (attrs.size === 0 && u.recognisedShare < 0.5 && u.unrecognised.length >= 2))
    ) {
      // "can it call my old customers and get them back in?": a feature of its plan, said as a yes.
      const features = featuresAsked(agents[0]!, req.message);
      if (features.length > 0 && !offTopic && !REPLACES_STAFF.test(lower)) {
        const a = agents[0]!;
        d.say(
          agentDoesThat(a, features, req.message),
          `It's ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
        );
        d.cite(k.sources.agents);
        d.suggest(`How much is the ${a.name}?`, "How long does setup take?", "How can I contact the team?");
        return d;
      }
      // "we get a ton of quote form fills… by then theyve booked someone else": a need told, not
      // a question about a detail: the agent for it, said as a salesperson would.
      if (asksNothing(req.message) && !offTopic) {
        answerAgentForNeed(d, agents[0]!, k);
        return d;
      }
      // "can the phone agent deal with those calls" (the calls just described): what it does with
      // any call, from its own features, and the person for what it shouldn't answer.
      const a0 = agents[0]!;
      if (
        !offTopic &&
        !/conversation/i.test(a0.overage.per) &&
        /\b(can|could|will|would)\b[^.?!]*\b(deal with|handle|take|field|manage|answer)\b[^.?!]{0,15}\b(those|these|them|such|that kind|the calls|calls like)\b/i.test(
          req.message,
        )
      ) {
        d.say(
          `Yes: the ${a0.name} ${lowerFirst(a0.features[1] ?? a0.features[0]!).replace(/^answers\b/, "answers them")}, takes the caller's details and ${lowerFirst(a0.features[3] ?? "texts your team a summary")}.`,
          `Anything it shouldn't answer goes to your team, under rules you set. It's ${formatUsd(a0.setupUsd)} to set up and ${agentMonthly(a0)}, with ${agentIncluded(a0)} included.`,
        );
        d.cite(k.sources.agents);
        return d;
      }
      answerUnknownAbout(d, `the ${a0.name}`, k);
      return d;
    }
    if (agents.length === 1 && families.has("trial") && !twin && TWIN_OR_AGENT.test(lower)) {
      answerTwinOrAgent(d, agents[0]!, k, SOLO.test(lower));
      return d;
    }
    if (agents.length > 0) {
      if (families.has("trial"))
        d.say(
          `Our free ${k.offers.trial.days}-day trial is for the AI twin; the ${agents.map((a) => a.name).join(" and ")} ${agents.length > 1 ? "start" : "starts"} with a setup instead.`,
        ).cite(k.sources.trial);
      answerAgents(d, agents, attrs, k, req.message, req.whole);
      const named = k.integrations.filter((t) => new RegExp(`\\b${t.toLowerCase()}\\b`).test(lower));
      if (named.length)
        d.say(`And yes, it works with ${named.join(" and ")}.`).cite({
          title: "Works with the tools you already use",
          url: "/#features",
        });
      return d;
    }
    // "How much for a website?" is a build question, unless an agent or the blog is named.
    if (
      buildWords &&
      agents.length === 0 &&
      !families.has("trial") &&
      !families.has("agents") &&
      !families.has("tools") &&
      !businesses.length &&
      ((["price", "time", "monthly", "cheapest", "priciest", "what", "included"] as Attr[]).some((a) => attrs.has(a)) ||
        BUILD_VERBS.some(has)) &&
      !has("ai") &&
      !has("already") &&
      // ("do you build apps": a build's own words name none of our ventures.)
      !businessByWords(
        index,
        u.unrecognised.filter((t) => !BUILD_WORDS.includes(t)),
      ) &&
      u.unrecognised.filter((t) => !BUILD_WORDS.includes(t)).length <= (BUILD_VERBS.some(has) ? 3 : 1)
    ) {
      // "do you guys build apps too": the app plan, not the website plans with it.
      const appsOnly = (has("app") || has("apps")) && !["website", "websites", "site", "sites", "web"].some(has);
      const appPlans = k.offers.buildPlans.filter((p) => /\bapp\b/i.test(p.name));
      answerPlans(
        d,
        plans.length ? plans : appsOnly && appPlans.length ? appPlans : k.offers.buildPlans,
        attrs,
        k,
        req.message,
      );
      return d;
    }
    if (
      !twin &&
      families.has("services") &&
      families.size === 1 &&
      entities.length === 1 &&
      [...attrs].every((a) => a === "what")
    ) {
      answerServices(d, k);
      return d;
    }
    if (businesses.length > 0 && u.entities.some((e) => e.type === "business")) {
      answerBusiness(d, businesses[0]!, attrs, k, u.tokens, req.message);
      // "what else do you build, i saw something about a sound healing app?": that one, then the rest.
      if (!twin && !investorScope && WHAT_ELSE.test(lower)) answerWhatElse(d, k, businesses[0]!.name);
      return d;
    }
    const trialOnly = !families.has("agents") && agents.length === 0;
    // "how long does it take to get going", no product named: the twin's build time only when the
    // twin is what the conversation is about; after talk of the agents, theirs; else both.
    if (
      !twin &&
      !investorScope &&
      attrs.has("buildTime") &&
      !families.has("trial") &&
      trialOnly &&
      !plans.length &&
      !buildWords &&
      !/\b(build|built|building|twin|clone)\b/.test(lower)
    ) {
      const said = req.history
        .filter((t) => t.role === "assistant")
        .slice(-2)
        .map((t) => t.content)
        .join(" ");
      const aboutTwin = /\bAI twin\b/.test(said) && !/\bagents?\b/i.test(said);
      if (!aboutTwin) {
        answerSetupTime(d, k, !/\bagents?\b/i.test(said));
        return d;
      }
    }
    if (
      families.has("trial") ||
      (trialOnly &&
        (attrs.has("card") ||
          attrs.has("voice") ||
          attrs.has("trialLength") ||
          attrs.has("after") ||
          attrs.has("discoveryCall"))) ||
      (attrs.has("buildTime") && !plans.length && !buildWords)
    ) {
      if (families.has("trial") || !plans.length) {
        answerTrial(d, attrs, k, req.message, req.persona, req.whole ?? req.message);
        return d;
      }
    }
    if (plans.length > 0 || families.has("plans")) {
      // "whats the difference between that and the growth one", after all three: "that" is the
      // other one talked about first, and the two are compared.
      const namedNow = [...new Set(u.entities.flatMap((e) => (e.type === "plan" ? [e.id] : [])))];
      const that =
        namedNow.length === 1 && /\b(that|this|it)\b/.test(lower) && (attrs.has("compare") || /\bdiff/.test(lower))
          ? plans.find((p) => p.id !== namedNow[0])
          : undefined;
      const pair = that ? [that, k.offers.buildPlans.find((p) => p.id === namedNow[0])!] : null;
      answerPlans(d, pair ?? (plans.length ? plans : k.offers.buildPlans), attrs, k, req.message);
      return d;
    }
    if (tools.length > 0 || families.has("tools")) {
      answerTools(
        d,
        tools.length ? tools : k.tools.items,
        k,
        [...attrs].some((a) => BARE.includes(a)),
      );
      return d;
    }
    if (businesses.length > 0) {
      answerBusiness(d, businesses[0]!, attrs, k, u.tokens, req.message);
      return d;
    }
    if (
      entities.length === 0 &&
      attrs.has("status") &&
      (has("live") || has("launched")) &&
      /\b(which|what|ones|products|any)\b/.test(lower)
    ) {
      answerBusinessList(d, k, "live");
      return d;
    }
    if (attrs.has("trust") && entities.length === 0) {
      answerCompany(d, new Set<Attr>(attrs.has("location") ? ["founder", "location"] : ["founder"]), k, req.message);
      return d;
    }
    if (attrs.has("recommend") && entities.length === 0 && !twin) {
      answerRecommendation(
        d,
        ownIndustry(req, u.tokens) ?? industryFromHistory(req, k),
        k,
        [...req.history.filter((t) => t.role === "user").map((t) => t.content), req.message].join(" "),
        req.message,
      );
      return d;
    }
    if (families.has("businesses")) {
      const only =
        (["live", "beta", "testing"] as const).find((w) => has(w)) ??
        (lower.includes("coming soon") ? "comingsoon" : undefined);
      const category = (["business", "education", "entertainment", "personal"] as const).find(
        (c) => has(c) || has(`${c}s`),
      );
      if (category && !only) answerBusinessCategory(d, k, category === "personal" ? "personal-use" : category);
      else answerBusinessList(d, k, only);
      return d;
    }
    const asksPlans = families.has("agents") && [...attrs].some((a) => BARE.includes(a));
    const faq =
      asksPlans || (attrs.has("founder") && entities.length === 0)
        ? undefined
        : strong(index.search(u.text, { kinds: ["faq", "page"] })[0], u);
    if (faq && answerFromPassage(d, faq, u.tokens, k)) {
      d.suggest("How much is the Inbound Voice Agent?", "How long does setup take?", "How can I contact the team?");
      return d;
    }
    // ("asking whats available and for their gate code": their customers' codes, not our invite codes.)
    if (attrs.has("access") && /\b(gate|door|lock|alarm|wifi|wi-fi|lockbox|entry|unit) codes?\b/i.test(lower))
      attrs.delete("access");
    if (attrs.has("access") && entities.length === 0) {
      answerTools(d, k.tools.items, k);
      return d;
    }
    if (attrs.has("paymentPlan")) {
      answerPaymentPlans(d, k);
      return d;
    }
    if (
      families.has("agents") &&
      (attrs.has("price") ||
        attrs.has("setup") ||
        attrs.has("monthly") ||
        attrs.has("included") ||
        attrs.has("overage") ||
        attrs.has("compare") ||
        attrs.has("what"))
    ) {
      answerAgents(d, k.offers.agents, attrs, k);
      return d;
    }
    if (attrs.has("time") && (families.has("agents") || /\bsetup|set up|live\b/.test(lower))) {
      answerSetupTime(d, k);
      return d;
    }
    const aboutTheProduct = /\b(can|does|will|could)\s+(it|this|the\s+(agent|bot|ai|assistant))\b/.test(lower);
    // "phone rings nonstop", "do i need new phones": their phones, not a wish to reach us.
    const wantsUs =
      CONTACT_US.test(lower) ||
      /\b(you|your|ur|u|team|someone|somebody|person|human|manager|rep|sales)\b/.test(lower) ||
      /\b(book|schedule|arrange|set up)\b/.test(lower);
    if ((attrs.has("contact") || attrs.has("book") || attrs.has("human")) && !aboutTheProduct && wantsUs) {
      answerContact(d, attrs, k);
      return d;
    }
    if (
      attrs.has("founder") ||
      attrs.has("location") ||
      (families.has("company") && [...attrs].every((a) => a === "what"))
    ) {
      answerCompany(d, attrs, k, req.message);
      return d;
    }

    // Prose: the FAQ, the legal texts, the blog, the company text.
    const legalHint =
      u.recognisedShare >= 0.3
        ? LEGAL_HINTS.filter(([a]) => attrs.has(a))
            .map(([, w]) => w)
            .join(" ")
        : "";
    const ownWords =
      legalHint && !HINT_ONLY.some((a) => attrs.has(a)) ? index.search(u.text, { kinds: ["legal"] })[0] : undefined;
    const hit = legalHint
      ? ownWords && ownWords.coverage >= 0.6 && ownWords.matched >= 2
        ? ownWords
        : search(index, HINT_ONLY.some((a) => attrs.has(a)) ? "" : u.text, { kinds: ["legal"] }, legalHint)
      : attrs.has("blog")
        ? search(index, u.text, { kinds: ["blog"] })
        : search(index, u.text, { kinds: ["faq", "blog", "legal", "company", "business"] });
    // One word in common is a coincidence unless it was the whole question and a word we know.
    const credible = hit && !twin && (legalHint || hit.matched >= 2 || u.recognisedShare === 1);
    if (credible && answerFromPassage(d, hit, [...u.tokens, ...legalHint.split(" ")], k)) {
      d.suggest(
        "How much is the Inbound Voice Agent?",
        `Can I try an AI twin free for ${k.offers.trial.days} days?`,
        "How can I contact the team?",
      );
      return d;
    }
    if (attrs.has("blog")) {
      answerBlogList(d, k);
      return d;
    }
    if (attrs.has("time")) {
      answerSetupTime(d, k);
      return d;
    }
    if (
      !(twin && !families.has("agents")) &&
      (families.has("agents") ||
        (attrs.has("what") && /\b(services?|offer|do you do|sell)\b/.test(lower)) ||
        (attrs.has("price") && u.recognisedShare > 0.5))
    ) {
      if (families.has("agents") || (attrs.has("price") && u.recognisedShare > 0.5))
        answerAgents(d, k.offers.agents, attrs, k);
      else answerServices(d, k);
      return d;
    }
    if (u.injection) {
      d.suggest("What services do you offer?", "How much is the Inbound Voice Agent?", "How can I contact the team?");
      return d;
    }
    if (twin && answerTwin(d, req.persona, u.tokens, k)) return d;
    if (!twin && OFF_TOPIC.test(lower) && specific.length === 0) {
      answerOffTopic(d, req.persona, k);
      return d;
    }
    // "saw something about a couples app on ur site?": one of our ventures, found by what it does.
    if (!twin && !investorScope && /\b(app|venture|product|business|thing|something|one|tool)\b/.test(lower)) {
      const venture = ventureByWhatItDoes(u.tokens);
      if (venture) {
        answerBusiness(d, venture, attrs, k, u.tokens, req.message);
        return d;
      }
    }
    // "leads come from angi and my own site which is old": a new site with the chat agent in it,
    // or the agent alone on the site they keep, both priced.
    const growth = chatAgent
      ? k.offers.buildPlans.find((p) => p.includes.some((i) => i.includes(chatAgent.name)))
      : undefined;
    if (
      !twin &&
      !investorScope &&
      chatAgent &&
      growth &&
      /\b(my|our)\s+(own\s+)?(web ?site|site)\b[^.?!]{0,40}\b(old|outdated|dated|ugly|bad|slow|sucks|terrible|ancient|embarrassing|from 20\d\d)\b/.test(
        lower,
      )
    ) {
      answerPlanOrAgent(d, growth, chatAgent, k);
      return d;
    }
    // "dispatch is me and my wife on our cell phones, nights are killing us": a trade we have no
    // page for, with the phone as its pain: the phone agent, said for that.
    if (!twin && !investorScope && PHONE_PAIN.test(lower)) {
      answerAgentForNeed(d, phoneAgent, k, {
        adds: "it transfers urgent calls or texts your team right away, by the rules you set",
        offer: "Want me to work out the monthly bill for your call volume?",
      });
      return d;
    }
    // "self storage facility, about 600 units, people call at all hours asking whats available": a
    // business of a kind we have no page for, whose callers are the need: the agents, said for it.
    const kindOfBusiness =
      /^\s*(?:(?:hi|hey|hello)[,!\s]+)?(?:(?:we(?:'re| are)|i (?:run|own|have)|i'?m|we (?:run|own|have))\s+)?(?:an?\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?\s+(?:facility|company|co|shop|business|clinic|office|studio|center|centre|firm|agency|store|practice|salon|service))\b/i.exec(
        req.message,
      );
    if (
      !twin &&
      !investorScope &&
      !u.injection &&
      kindOfBusiness &&
      /\b(calls?|calling|phones?|rings?|chats?|dms?|messages?|website|site)\b/i.test(req.message)
    ) {
      answerAnyBusiness(d, kindOfBusiness[1]!.toLowerCase(), req.message, k);
      return d;
    }
    answerUnknown(d, k, req.persona, req.message);
    return d;
  }

  /** The one venture whose description holds a word of the message that no other venture's does. */
  function ventureByWhatItDoes(tokens: string[], minLength = 4): Knowledge["businesses"][number] | undefined {
    const stemsOf = (text: string) => new Set(tokenize(text).map((w) => stemmer(w)));
    const described = knowledge.businesses.map((b) => ({ b, stems: stemsOf(`${b.name} ${b.description}`) }));
    const asked = [...new Set(tokens.filter((t) => t.length >= minLength && !STOPWORDS.has(t)).map((t) => stemmer(t)))];
    const hits = described
      .map(({ b, stems }) => ({
        b,
        n: asked.filter((w) => stems.has(w) && described.filter((x) => x.stems.has(w)).length === 1).length,
      }))
      .filter((x) => x.n > 0)
      .sort((x, y) => y.n - x.n);
    if (hits.length > 0 && (hits.length === 1 || hits[0]!.n > hits[1]!.n)) return hits[0]!.b;
    // "some sound healing app": words two ventures share, settled by the one whose name holds them.
    const byName = knowledge.businesses.filter((b) => {
      const own = stemsOf(b.name);
      return asked.some((w) => own.has(w)) && described.find((x) => x.b === b)!.stems.size > 0;
    });
    return hits.length === 0 && byName.length === 1 ? byName[0] : undefined;
  }

  /** Every word the knowledge uses: a thing asked about outside it is one the site never mentions. */
  const knownWords = new Set(
    knowledge.passages.flatMap((p) => `${p.title} ${p.text}`.toLowerCase().split(/[^a-z0-9]+/)),
  );

  /**
   * "Can I pay for the custom app in bitcoin?": the plan is known, bitcoin is not. Say so after
   * the part that is known, rather than let the answer imply it.
   */
  function noteUnknownDetail(d: Draft, message: string, persona: EngineRequest["persona"]): void {
    // An answer that already hands over to the team needs no second hand-over; the twin speaks for herself.
    if (
      d.sources.length === 0 ||
      persona.role === "twin" ||
      /I don't have|I'd rather not guess|won't guess/.test(d.text) ||
      d.text.includes(knowledge.site.email)
    )
      return;
    // Only a way to pay or a tool to work with ("pay in bitcoin", "works with quickbooks"): an
    // everyday word after "in" or "on" ("busy in summer", "separate lines") is no gap to report.
    if (
      !/\b(pay|paid|paying|payment|accept|accepts|integrat\w*|works? with|connect\w*|sync\w*|support\w*|compatible)\b/i.test(
        message,
      )
    )
      return;
    // Lower-case words only: "in Dallas" names a place, not a thing we should know about.
    // ("why on earth", "in person": a phrase, not a thing.)
    const plain = message.replace(
      /\b(?:on earth|in fact|in general|in total|on time|in time|on board|in person|in mind|on hand|by hand)\b/gi,
      " ",
    );
    // ("work with mortgage brokers": a trade's word before its people.)
    const words = [
      ...plain.matchAll(
        new RegExp(`\\b(?:in|with|via|using|through|by|on)\\s+([a-z]{4,})\\b(?!\\s+${WHO_OR_WHERE})`, "g"),
      ),
    ]
      .map((m) => m[1]!)
      .filter((w) => !knownWords.has(w) && !knownWords.has(w.replace(/s$/, "")) && !PAYING_WORDS.has(w))
      // ("cancel in october and come back in may": a time, not a thing we should know about.)
      .filter((w) => !TIME_WORDS.test(w))
      // "plumbers" after an answer about plumbing, "jobber" after one that names it: already said.
      .filter((w) => !d.text.toLowerCase().includes(w.replace(/(e?s|ers?)$/, "").slice(0, 5)));
    if (words.length === 0) return;
    d.say(
      `I don't have anything on ${words.join(" or ")} in what I know; our team can tell you at ${knowledge.site.email} or ${knowledge.site.phone}.`,
    );
  }

  /**
   * "bail bonds, calls at 3am… does your phone thing make sense for a business like mine", answered
   * with how it handles those calls: what the phone agent costs, so the fit has a price.
   */
  function noteFitPrice(d: Draft, req: EngineRequest): void {
    if (req.scope.kind !== "sales" || req.persona.role === "twin") return;
    if (
      !/\b(make sense|makes sense|good fit|right fit|work for (?:a business like (?:mine|ours)|my business|us|me))\b/i.test(
        req.message,
      )
    )
      return;
    if (!/\b(calls?|callers?|phones?)\b/i.test(req.message) || /\$\d/.test(d.text)) return;
    const a = knowledge.offers.agents[0]!;
    d.sayBeforeOffer(
      `The ${a.name} picks up every call on the first ring, day or night, for ${formatUsd(a.setupUsd)} to set up and ${agentMonthly(a)}, with ${agentIncluded(a)} included.`,
    );
  }

  /** "…and they call at all hours": said to be answered, when the answer was about something else. */
  function noteCallsAtAnyHour(d: Draft, req: EngineRequest): void {
    if (req.scope.kind !== "sales" || req.persona.role === "twin") return;
    if (!/\b(calls?|callers?|phones?|ring)\b/i.test(req.message)) return;
    if (
      !/\b(all hours|any hour|after hours|late at night|overnight|24\/7|around the clock|middle of the night)\b/i.test(
        req.message,
      )
    )
      return;
    if (/\b(day or night|24\/7|after hours|around the clock|any hour|at night|overnight)\b/i.test(d.text)) return;
    if (!knowledge.offers.agents.some((a) => d.text.includes(a.name)) && !/\bagents?\b/i.test(d.text)) return;
    d.sayBeforeOffer("And the phone agent picks up day or night, so calls at any hour are answered.");
  }

  /**
   * "…can it speak vietnamese? and we use hubspot for leads": a listed tool they said they use, the
   * answer silent on it, said to be on the list before the offer.
   */
  function noteToolsTheyUse(d: Draft, req: EngineRequest): void {
    if (req.scope.kind !== "sales" || req.persona.role === "twin") return;
    const said = d.text.toLowerCase();
    // "…also our number is a google voice line": their number stays, whatever the answer was about.
    const phoneSystem = PHONE_SYSTEM.exec(req.message)?.[1];
    if (phoneSystem && !/\bnumber\b/.test(said) && /\b(numbers?|lines?|phones?)\b/i.test(req.message)) {
      const system = PHONE_SYSTEMS.find((x) => x.toLowerCase() === phoneSystem.toLowerCase()) ?? phoneSystem;
      d.sayBeforeOffer(
        `You keep your number too: we set up call forwarding from ${system}, so customers dial the number they always have.`,
      );
    }
    if (
      !/\b(we use|we're on|were on|we run on|i use|using|our crm is|we (?:book|sell|schedule|take orders)(?: [a-z]+)? (?:in|through|thru|on|via)|straight into|back in|back into|log\w* (?:it|them|what happened|everything|calls?) (?:in|into|to))\b/i.test(
        req.message,
      )
    )
      return;
    const tools = integrationsMeant(req.message, knowledge, false);
    // (An answer that named any of them already said what it would about the tools.)
    if (tools.length === 0 || tools.some((t) => said.includes(t.toLowerCase()))) return;
    d.sayBeforeOffer(
      `And ${joinAnd(tools)} ${tools.length > 1 ? "are" : "is"} on our integrations list, so your leads and bookings can go straight into ${tools.length > 1 ? "them" : "it"}.`,
    );
  }

  /** The offer to work out a bill, and a bill worked out ("$299 + 240 × $1.50 = $659"). */
  const BILL_OFFER = /\bwork out (?:the|your) (?:monthly )?bill\b/i;
  const WORKED_BILL = /= \$[\d,]+|\byour bill is \$[\d,]+/;

  /** What a salesperson offers next, by what the answer was about. */
  const OFFERS: [string, string][] = [
    [knowledge.sources.agents.url, "Want me to work out the monthly bill for your call volume?"],
    [knowledge.sources.trial.url, "Want me to help you start the free trial?"],
    [knowledge.sources.build.url, "Want our team to scope your build with you?"],
    [knowledge.sources.setup.url, "Want me to have the team book your discovery call?"],
    ["/#faq", "Want me to have the team walk you through it on a call?"],
    ["/#features", "Want me to have the team walk you through it on a call?"],
  ];

  /** A sales answer ends with one offer, unless it already asks the visitor something. */
  function withOffer(d: Draft, req: EngineRequest): string {
    // A bare "Yes." left at the end, its reasons said before it, says nothing on its own.
    const text = d.text.replace(/(?<=[.!?])\s+(Yes|No)\.\s*$/, "");
    if (req.persona.role !== "sales" || text.includes("?") || /I don't have|I'd rather not guess/.test(text))
      return text;
    let offer = OFFERS.find(([url]) => d.sources[0]?.url.startsWith(url))?.[1];
    // A chat product's bill is by conversations, not calls: the agent the answer leads with decides.
    const firstIn = (said: string) =>
      knowledge.offers.agents
        .map((a) => ({ a, at: said.indexOf(a.name) }))
        .filter((x) => x.at >= 0)
        .sort((x, y) => x.at - y.at)[0]?.a;
    // ("whats the least i can put down", after the chat agent's price: still the chat agent's volume.)
    const firstAgent =
      firstIn(text) ?? (/\b(calls?|callers?|phones?)\b/i.test(req.message) ? undefined : firstIn(lastReplyOf(req)));
    const chatFirst = firstAgent
      ? /conversation/i.test(firstAgent.overage.per)
      : !/\b(calls?|callers?|phones?)\b/i.test(req.message) && /conversation/.test(text) && !/\bminutes?\b/.test(text);
    if (offer && chatFirst) offer = offer.replace("call volume", "chat volume");
    // A bill worked out in the answer is not offered again.
    if (offer && BILL_OFFER.test(offer) && WORKED_BILL.test(text)) offer = "Want our team to confirm it in writing?";
    return offer ? `${text} ${offer}` : text;
  }

  /** "i need like 8 pages", "10-12 web pages": a site's size, said. */
  const PAGES_SAID = /\b(\d{1,3})\s*(?:-|to)?\s*(?:\d{1,3}\s*)?(?:custom\s+|web\s*|site\s+)?pages?\b/i;

  /** "if i stay within the included minutes": a condition on the bill, no usage past the allowance. */
  const STAYS_WITHIN_ALLOWANCE = /\b(stay|staying|stayed|keep|keeping)\s+(within|under|inside|below)\b(?!\s+\$?\d)/i;

  /** "which one do you recommend, X or Y", "which should i get": a pick asked for. */
  const CHOICE_ASKED =
    /\bwhich\b[^?]*\b(recommend|suggest|pick|go with|choose|better|best|should (i|we)|would you)\b|\b(recommend|suggest|pick)\b[^?]*\bor\b/i;

  /**
   * Each question of a message that asks two or three, answered in turn (the later ones with the
   * earlier answers as history, so "it" keeps its meaning), then said as one reply: every part's
   * answer without its offer, one offer at the end. A bill is worked out from the whole message.
   */
  function partsOf(req: EngineRequest): string[] {
    const unlocked = req.scope.kind === "investor" && req.scope.unlocked;
    // "how does it earn money, is it live yet", "who runs it and has it launched": on a portal, the
    // venture's stage is a question of its own.
    const parts = questionParts(req.message).flatMap((p) =>
      unlocked
        ? p.split(/(?:,\s+|\s+and\s+)(?=(?:is|has) (?:it|this|that) (?:live|launched|out|available|running)\b)/i)
        : [p],
    );
    return parts.length === 1 && unlocked ? (requestedParts(req.message) ?? nounParts(req.message)) : parts.slice(0, 4);
  }

  /**
   * The visitor's own trade: "im a home inspector, realtors call to book" is no real-estate business,
   * so a trade named for someone else gives way to the business they said is theirs.
   */
  function ownIndustry(req: EngineRequest, tokens: string[]) {
    const named = industryOf(tokens, knowledge);
    if (!named) return named;
    // "pet boarding kennel, over the holidays everybody calls for reservations": the trade said first.
    const lead = LEADING_TRADE.exec(req.message)?.[1];
    const own =
      ownBusiness(req.message) ??
      SAID_OWN_TRADE.exec(req.message)?.[1] ??
      (lead && lead.split(/\s+/).some(isBusinessNoun) ? lead : null);
    return own ? industryOf(tokenize(own), knowledge) : named;
  }

  /**
   * "and setup on top of that? whats the total first month", right after a month's bill: the bill
   * plus the one-time setup, worked out, for the whole message; null when that is not the question.
   */
  function firstMonthTotal(req: EngineRequest): Draft | null {
    if (req.scope.kind === "investor" || req.persona.role !== "sales") return null;
    const lower = req.message.toLowerCase();
    const lastReply = lastReplyOf(req);
    const billSaid = /\bYour (.+?) bill would be about \$([\d,]+)(?:–\$([\d,]+))? a month\b/.exec(lastReply);
    const setupSaid = /\bSetup is a one-time \$([\d,]+)\b/.exec(lastReply);
    if (
      !billSaid ||
      !setupSaid ||
      !/\b(first month|month one|1st month)\b/.test(lower) ||
      !/\b(total|all in|all-in|with (?:the )?set ?up|set ?up (?:on top|included|incl)|incl\w* set ?up|plus set ?up|come to|altogether)\b/.test(
        lower,
      ) ||
      readUsage(req.message)
    )
      return null;
    const num = (x: string) => Number(x.replace(/,/g, ""));
    const setup = num(setupSaid[1]!);
    const bill = { from: num(billSaid[2]!), to: num(billSaid[3] ?? billSaid[2]!) };
    const monthly = formatMonthly(bill);
    const total = formatMonthly({ from: bill.from + setup, to: bill.to + setup });
    // (The bill's own working said again, so every figure shows where it comes from.)
    const working = /: (\$[\d,]+(?:–\$[\d,]+)? \+ [\d,]+ × \$[\d.,]+ = \$[\d,]+(?:–\$[\d,]+)?)/.exec(lastReply)?.[1];
    const d = new Draft();
    d.say(
      `Your first month would come to about ${total}: the ${monthly} ${billSaid[1]} bill${working ? ` (${working})` : ""} plus the one-time ${formatUsd(setup)} setup (${monthly} + ${formatUsd(setup)} = ${total}).`,
      `After that it's ${monthly} a month at that volume. Want our team to confirm it in writing?`,
    );
    d.cite(knowledge.sources.agents);
    return d;
  }

  /**
   * "and if we only did one location for now", right after a bill for several: one location's
   * share, as it was worked out; null when that is not the question.
   */
  function oneLocationOfSeveral(req: EngineRequest): Draft | null {
    if (req.scope.kind === "investor" || req.persona.role !== "sales") return null;
    const lastReply = lastReplyOf(req);
    const each = /^Each location's (.+?) would be about (\$[\d,]+(?:–\$[\d,]+)?) a month \(([^)]*)\)/.exec(
      lastReply.trim(),
    );
    const setup = /in one-time setup \(\d+ × (\$[\d,]+) = /.exec(lastReply);
    if (
      !each ||
      !/\b(?:one|1|a single|single) (?:location|site|store|office|shop|place|branch|center|centre|clinic)\b/i.test(
        req.message,
      ) ||
      readUsage(req.message)
    )
      return null;
    const d = new Draft();
    d.say(
      `For one location, the ${each[1]} would be about ${each[2]} a month (${each[3]})${setup ? `, plus ${setup[1]} one-time setup` : ""}.`,
      `You can add the ${/\byour 2 locations\b/.test(lastReply) ? "second location" : "others"} whenever you're ready. Want our team to confirm it in writing?`,
    );
    d.cite(knowledge.sources.agents);
    return d;
  }

  /**
   * "should i get your website chat agent or that business ai wiz thing? whats the cost difference",
   * "is business ai wiz or your website agent better for me": the two side by side, with the
   * difference worked out when the venture's page gives a price; null when that is not the question.
   */
  function ventureOrAgent(req: EngineRequest): Draft | null {
    // "whats the price difference between them", right after the two were set side by side: the same two.
    const lastSaid = lastReplyOf(req);
    const pairBefore =
      /\b(them|those|the two|both|these)\b/i.test(req.message) &&
      /\b(diff\w*|cheaper|compare\w*|vs\.?|versus|better)\b/i.test(req.message) &&
      understand(req.message).entities.length === 0
        ? [
            knowledge.businesses.find((b) => lastSaid.includes(b.name)),
            knowledge.offers.agents.find((a) => lastSaid.includes(a.name)),
          ]
        : [];
    if (pairBefore[0] && pairBefore[1])
      req = { ...req, message: `${pairBefore[0].name} or the ${pairBefore[1].name}: whats the price difference` };
    const whole = understand(req.message);
    const ventureNamed = whole.entities.filter((e) => e.type === "business");
    const agentNamed = whole.entities.filter((e) => e.type === "agent");
    if (
      req.scope.kind === "sales" &&
      ventureNamed.length === 1 &&
      agentNamed.length === 1 &&
      /\b(or|vs\.?|versus)\b/i.test(req.message) &&
      // ("is business ai wiz or your website agent better for me": which to pick, the same comparison.)
      /\b(cost|price) diff\w*|\bdiff\w* in (cost|price)\b|\bcheaper\b|\bhow much (more|less)\b|\bbetter\b|\bbest\b|\bwhich (one|is|should)\b|\bshould i (get|go|pick|choose)\b|\bright (one|fit) for\b/i.test(
        req.message,
      ) &&
      !/\bsame\b|\bdifference between\b/i.test(req.message)
    ) {
      const v = ventureNamed[0]!;
      const a = agentNamed[0]!;
      const venture = knowledge.businesses.find((b) => v.type === "business" && b.slug === v.slug);
      const agent = knowledge.offers.agents.find((x) => a.type === "agent" && x.id === a.id);
      const page = venture ? `${venture.description} ${venture.fullDescription ?? ""}` : "";
      const monthly = /\$(\d+)\s*(?:\/|a |per )\s*mo(?:nth)?\b/i.exec(page);
      if (venture && agent && monthly) {
        const vUsd = Number(monthly[1]);
        const gap = agent.monthlyUsd.from - vUsd;
        const minutes = /\bin about (\d+) minutes\b/i.exec(page)?.[1];
        const d = new Draft();
        // (Asked again about the two just compared: the difference alone, with both prices in it.)
        if (pairBefore[0] && gap > 0) {
          d.say(
            `${venture.name} is at least ${formatUsd(gap)} a month less than the ${agent.name} (${formatUsd(agent.monthlyUsd.from)} − ${formatUsd(vUsd)} = ${formatUsd(gap)}), and its page lists no setup fee against the agent's one-time ${formatUsd(agent.setupUsd)}.`,
            "Want me to tell you more about either one?",
          );
          d.cite(venture.source, knowledge.sources.agents);
          return d;
        }
        d.say(
          `${venture.name} is ${lowerFirst(splitSentences(venture.description)[0]?.trim() ?? venture.description)} Plans start at ${formatUsd(vUsd)} a month${minutes ? `, and a shop sets it up itself in about ${minutes} minutes` : ""}.`,
          `The ${agent.name} is built and trained by our team on your own business: ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}, with ${agentIncluded(agent)} included.`,
          gap > 0
            ? `So ${venture.name} is at least ${formatUsd(gap)} less a month (${formatUsd(agent.monthlyUsd.from)} − ${formatUsd(vUsd)} = ${formatUsd(gap)}), and its page lists no setup fee against the agent's one-time ${formatUsd(agent.setupUsd)}; want me to tell you more about either one?`
            : "Want me to tell you more about either one?",
        );
        d.cite(venture.source, knowledge.sources.agents);
        d.use(`business-${venture.slug}`, `agent-${agent.id}`);
        return d;
      }
    }
    return null;
  }

  function composeParts(req: EngineRequest): Draft {
    // "the cheaper one" is put in by name first, so a bill and every part read the same thing.
    const ordinal = resolveOrdinal(req);
    if (ordinal) req = { ...req, message: ordinal };
    let parts = partsOf(req);
    const whole = understand(req.message);
    // The twin answers each of its own topics a message raises in one reply of its own.
    if (req.persona.role === "twin" && !whole.injection && personaAnswers(req.persona).match(req.message))
      return compose(req);
    // "heard you do 50% off? does it apply to the outbound agent, whats the price after": one answer.
    if (
      req.scope.kind === "sales" &&
      whole.attrs.has("discount") &&
      /\b(apply|applies|applied|after the discount|price after|on top|stack|stacks)\b/i.test(req.message)
    )
      return compose(req);
    // "you guys run your own ai businesses? anything in education?": the ventures, said once.
    if (
      req.scope.kind === "sales" &&
      req.persona.role === "sales" &&
      OUR_VENTURES_ASKED.test(req.message.toLowerCase()) &&
      !/\b(resell\w*|someone else'?s?|white[- ]?label\w*)\b/i.test(req.message)
    )
      return compose(req);
    // "could i use that … instead of your phone agent? which one is cheaper", right after a venture:
    // one comparison of the two, not two answers.
    const replyBefore = lastReplyOf(req);
    if (
      req.scope.kind === "sales" &&
      whole.entities.length === 1 &&
      whole.entities[0]!.type === "agent" &&
      /\b(cheaper|less expensive|more expensive|pricier|cost less|costs less)\b/i.test(req.message) &&
      knowledge.businesses.some((b) => splitSentences(replyBefore)[0]?.includes(b.name))
    )
      return compose(req);
    if (req.scope.kind === "sales" && asksPastTheLimit(req.message, replyBefore)) return compose(req);
    if (req.scope.kind === "sales" && req.persona.role === "sales" && answerNamedPlan(req.message, knowledge))
      return compose(req);
    // A locked portal has one answer for anything its documents hold: said once, not per part.
    if (parts.length < 2 || whole.injection || (req.scope.kind === "investor" && !req.scope.unlocked))
      return compose(req);
    if (req.scope.kind === "sales" && COMPANY_WHO.test(req.message) && whole.entities.length === 0) return compose(req);
    // "who actually built this company? is it legit, where are you based": the company, said once.
    if (
      req.scope.kind === "sales" &&
      whole.entities.length === 0 &&
      whole.social.size === 0 &&
      whole.attrs.size > 0 &&
      [...whole.attrs].every((a) => ["founder", "location", "trust", "what"].includes(a)) &&
      (whole.attrs.has("founder") || whole.attrs.has("location"))
    )
      return compose(req);
    // "saw business ai wiz?? what does it cost, how fast is setup, is it the same as your website
    // chat agent": the venture's own answer, then plainly how it differs from the agent.
    const SAME_OR_NOT = /\b(same as|same thing|different|difference|vs\.?|versus|compared to)\b/i;
    const ventureNamed = whole.entities.filter((e) => e.type === "business");
    const agentNamed = whole.entities.filter((e) => e.type === "agent");
    if (
      req.scope.kind === "sales" &&
      ventureNamed.length === 1 &&
      agentNamed.length === 1 &&
      SAME_OR_NOT.test(req.message)
    ) {
      const named = agentNamed[0]!;
      const agent = knowledge.offers.agents.find((a) => named.type === "agent" && a.id === named.id);
      const rest = splitSentences(req.message.replace(/\?+/g, "?"))
        .filter((x) => !SAME_OR_NOT.test(x))
        .join(" ");
      // ("prices for each?" left once the comparison is taken out: the venture is still the one asked about.)
      const asked0 = ventureNamed[0]!;
      const ventureName = knowledge.businesses.find((b) => asked0.type === "business" && b.slug === asked0.slug)?.name;
      const restAsked =
        ventureName && !understand(rest).entities.some((e) => e.type === "business") ? `${ventureName}: ${rest}` : rest;
      if (agent && rest.trim()) {
        const venture = compose({ ...req, message: restAsked });
        const joined = new Draft();
        joined.say(
          ...splitSentences(venture.text)
            .map((x) => x.trim())
            .filter((x) => !/^Most agents go live\b/.test(x) && !x.endsWith("?")),
          `It's a different product from our ${agent.name}, which our team builds and trains on your own business, for ${formatUsd(agent.setupUsd)} to set up and ${agentMonthly(agent)}.`,
          "Want me to tell you more about either one?",
        );
        joined.cite(...venture.sources);
        joined.use(...venture.passageIds);
        joined.suggest(...venture.suggestions);
        return joined;
      }
    }
    // "is that business ai wiz thing something i could use? how much and how long to set up": one
    // venture asked its price and setup time is answered from its own page, in one go.
    if (
      req.scope.kind === "sales" &&
      whole.entities.length === 1 &&
      whole.entities[0]!.type === "business" &&
      whole.attrs.has("price") &&
      [...whole.attrs].every((a) => ["price", "time", "what", "setup"].includes(a))
    )
      return compose(req);
    const history = [...req.history];
    // "400 customers from last summer i want called back… what do you have for that and what does it
    // cost": calls the business places, answered with the agent that places them and its price.
    const outboundOffer = knowledge.offers.agents.find((a) => /outbound/i.test(a.id));
    if (
      req.scope.kind === "sales" &&
      req.persona.role === "sales" &&
      outboundOffer &&
      OUTBOUND_NEED.test(req.message) &&
      /\bwhat (do you have|have you got|would help|do you suggest|do you recommend|can you do|fits)\b/i.test(
        req.message,
      ) &&
      whole.entities.every((e) => e.type === "family") &&
      !readUsage(req.message) &&
      !namesBothCallNeeds(req.message)
    ) {
      const d = new Draft();
      answerSituation(
        d,
        { name: "your business", example: outboundOffer.summary },
        outboundOffer,
        req.message,
        knowledge,
      );
      return d;
    }
    // "whats the difference between the ai twin and the inbound agent and what does each cost": the
    // two set side by side say each price already; no separate sum ahead of the difference.
    const differencePart = parts.find((p) => /\b(difference|diff|differ|different)\b/i.test(p));
    if (
      differencePart &&
      req.scope.kind === "sales" &&
      whole.entities.some((e) => e.type === "family" && e.family === "trial") &&
      whole.entities.filter((e) => e.type === "agent").length === 1 &&
      parts.every((p) => p === differencePart || /\b(cost|costs|price|prices|how much)\b/i.test(p))
    )
      return compose({ ...req, message: differencePart });
    const drafts: Draft[] = [];
    // A bill is worked out from the whole message; the parts that ask something else follow it.
    let billDraft: Draft | undefined;
    // "which one do you recommend, the calling one or the chat one? and whats my total": the pick
    // first, then the bill for the one picked (not for both named in the choice).
    const choice = parts.find((p) => CHOICE_ASKED.test(p));
    if (choice && req.scope.kind === "sales" && billFor(req)) {
      const pick = compose({ ...req, message: choice, part: true });
      const picked = knowledge.offers.agents
        .map((a) => ({ a, at: pick.text.indexOf(a.name) }))
        .filter((x) => x.at >= 0)
        .sort((x, y) => x.at - y.at)[0]?.a;
      const billReq: EngineRequest | null = picked
        ? {
            ...req,
            message: `${parts.filter((p) => p !== choice).join(" ")} for the ${picked.name}`,
            history: [
              ...req.history,
              { role: "user" as const, content: choice },
              { role: "assistant" as const, content: pick.text },
            ].slice(-20),
          }
        : null;
      if (billReq && billFor(billReq)) {
        const bill = compose(billReq);
        drafts.push(pick, bill);
        billDraft = bill;
        parts = [];
      }
    }
    if (drafts.length === 0 && billFor(req)) {
      // ("a) what would july cost… b) how long to get it live": the part that is the bill, when one
      // part is, so the other questions in the message don't steer it.)
      const billPart =
        parts.length > 2 ? parts.find((p) => billFor({ ...req, message: p, history: history.slice(-20) })) : undefined;
      const bill = compose(billPart ? { ...req, message: billPart } : req);
      billDraft = bill;
      drafts.push(bill);
      history.push({ role: "user", content: req.message }, { role: "assistant", content: bill.text });
      // Only the parts that ask for the bill themselves; "is the monthly fee mandatory" still asks.
      // "…and is there a deal for bundling them": a discount asked beside the sum is its own question.
      // ("…total setup for all three and what's the monthly range?": the bill says both already.)
      const saysBoth = /\bsetup\b/.test(bill.text) && /\ba month\b/.test(bill.text);
      parts = parts.filter(
        (p) =>
          /\b(deals?|discounts?|bundl\w*|package price|cheaper if|break on)\b/i.test(p) ||
          (!(
            saysBoth &&
            (p.toLowerCase().match(/[a-z']+/g) ?? []).every((w) =>
              /^(and|what|what's|whats|is|are|the|a|total|monthly|month|range|per|cost|costs|setup|set|up|upfront|fee|fees|price|prices|then|also|so|my|our|would|be|of|it|that|for|all|both|each|them|those|these|two|three|four|five|locations?|offices?|stores?|shops?|sites?|clinics?|branches)$/.test(
                w,
              ),
            )
          ) &&
            // ("PT clinic, 3 locations. is your phone agent hipaa compliant?": the worry, whatever the count.)
            (objections.matchAll(p).some((x) => CONCERN_ASKED.has(x.objection.id)) ||
              !billFor({ ...req, message: p, history: history.slice(-20) })) &&
            // "…calls and chat on our site. can i get both?": the bill for both says yes.
            !phoneAndChat(understand(p).text)),
      );
      // "which of your agents is for that and what does it cost…": the bill names the agent; said
      // as the pick before the bill, not as the list of every agent.
      const billAgents = knowledge.offers.agents.filter((a) => bill.text.includes(a.name));
      const whichPart = parts.find(
        (p) =>
          /\bwhich (?:of your |one of your )?agents?\b|\bwhich one\b[^?]*\b(?:for (?:that|this|me|us)|fix\w*|fits?|handles?|do i need|should i)\b/i.test(
            p,
          ) &&
          // (Only the agent the bill is for may be named in it: "which one, the chat or the phone one" is a choice.)
          understand(p).entities.every(
            (e) =>
              (e.type === "family" && e.family === "agents") ||
              (e.type === "agent" && billAgents.some((a) => a.id === e.id)),
          ),
      );
      const pickFirst = whichPart !== undefined && billAgents.length === 1 && req.scope.kind === "sales";
      if (pickFirst) {
        const a = billAgents[0]!;
        const pick = new Draft();
        pick.say(`The ${a.name} is the one for that: it ${lowerFirst(a.summary)}`);
        drafts.unshift(pick);
        parts = parts.filter((p) => p !== whichPart);
      }
      if (parts.length === 0 && !pickFirst) return bill;
    }
    // "do you speak spanish? half who call my taqueria do. and can it answer catering questions":
    // the trade named in one part is the business a later "can it…" asks about.
    const trade = req.scope.kind === "sales" ? industryOf(whole.tokens, knowledge) : undefined;
    for (const [i, part0] of parts.entries()) {
      let asked = part0;
      // ("and can it…" is a question of its own here, not a follow-up to the part before.)
      if (i > 0) asked = asked.replace(/^(?:and|also|plus|oh and)\s+(?=(?:can|does|do|is|are|will|could)\s)/i, "");
      const part =
        trade &&
        i > 0 &&
        /\b(can|does|will|could) (it|the agent|they|the ai)\b/i.test(asked) &&
        !asked.toLowerCase().includes(trade.name.toLowerCase()) &&
        !/\b(cost|costs|price|prices|how much|pay|charge)\b/i.test(asked) &&
        // ("how long does it take": the time of what was just named, not of the trade.)
        !/\bhow (long|fast|soon|quick)\b/i.test(asked) &&
        // ("and can it book into acuity": a tool asked about, whatever the trade.)
        integrationsMeant(asked, knowledge, false).length === 0 &&
        !billFor({ ...req, message: asked })
          ? `${asked} for ${trade.name.toLowerCase()}`
          : asked;
      // ("which plan and how long does it take": the plan's answer says "ready in 3-5 weeks" already.)
      if (
        i > 0 &&
        /^\s*(?:and\s+)?(?:how long|how fast|how soon|how quick(?:ly)?)\b/i.test(asked) &&
        asked.trim().split(/\s+/).length <= 7 &&
        drafts.some((x) => /\bready in \d|\btakes \d|\bgo live \d/i.test(x.text))
      )
        continue;
      // "how fast can this be live? we open on the 20th and today's the 3rd": the dates said in
      // another part are the deadline this one asks about.
      const dated =
        req.scope.kind === "sales" &&
        /\bhow (fast|soon|quick|quickly|long)\b|\b(be|go) live\b/i.test(part) &&
        !deadlineAsked(part) &&
        deadlineAsked(req.message) !== null;
      const sub: EngineRequest = {
        ...req,
        message: dated ? req.message : part,
        history: history.slice(-20),
        part: true,
        whole: req.message,
      };
      const d = compose(sub);
      noteUnknownDetail(d, part, req.persona);
      drafts.push(d);
      history.push({ role: "user", content: part }, { role: "assistant", content: d.text });
    }
    // "…documents don't cover that" for a part the others answered is no answer, only noise.
    const noAnswer = (d: Draft) =>
      d.text.startsWith(UNKNOWN_OPENING) ||
      d.text.startsWith("I don't have that detail about") ||
      /^[^.]*documents don't cover that\b/.test(d.text);
    // "traction? how many couples": one "no number given" is the answer; a second says it again.
    const noNumber = /documents don't give a number\b/;
    const answered = drafts
      .filter((d) => !noAnswer(d))
      .filter((d, i, all) => !(noNumber.test(d.text) && all.slice(0, i).some((x) => noNumber.test(x.text))));
    if (answered.length === 0) return drafts[0]!;
    // Parts answered from the same page ("what is The Subs AI and is it live?") are one question.
    const from = (d: Draft) => `${d.sources[0]?.url}|${d.sources[0]?.title}`;
    // (A document page holds several answers: on a portal each part keeps its own.)
    if (
      req.scope.kind !== "investor" &&
      // A venture's page, or the integrations list: "salesforce? and slack?" is one answer.
      // (Who we are and where: "who's behind this and where are you guys" is one answer too.)
      /^\/business\/|^\/#features$|^\/businesses#about$/.test(answered[0]!.sources[0]?.url ?? "") &&
      answered.every((d) => from(d) === from(answered[0]!))
    ) {
      const whole = compose(req);
      noteUnknownDetail(whole, req.message, req.persona);
      return whole;
    }
    const joined = new Draft();
    const said = new Set<string>();
    // "burn, runway and cap table": the things the documents don't cover, said once together.
    const NOT_COVERED = /^(.+?) documents don't cover (.+?), so I won't guess\.$/;
    const gaps = answered.flatMap((d) =>
      splitSentences(d.text)
        .map((x) => NOT_COVERED.exec(x.trim()))
        .filter((m): m is RegExpExecArray => m !== null),
    );
    const gapList = [...new Set(gaps.map((m) => m[2]!))];
    let gapSaid = false;
    // The words earlier parts' answers said: a later sentence made mostly of them says it again
    // ("It never makes things up. …" then "The agent never makes things up: when it doesn't know…").
    const wordsOf = (x: string) =>
      (x.toLowerCase().match(/\$?[a-z0-9][a-z0-9,.']*[a-z0-9]/g) ?? []).filter((w) => w.length >= 4);
    const saidWords = new Set<string>();
    // ("Year 2 expands to hospitality groups…" after a line naming those groups: a new figure is news.)
    const numbersOf = (x: string) => x.match(/\d[\d,.]*/g) ?? [];
    const saidNumbers = new Set<string>();
    const repeats = (x: string) => {
      if (numbersOf(x).some((n) => !saidNumbers.has(n))) return false;
      const w = [...new Set(wordsOf(x))];
      const fresh = w.filter((y) => !saidWords.has(y)).length;
      return w.length >= 6 && fresh <= 3 && 1 - fresh / w.length >= 0.7;
    };
    // "…, and we'll help you export your conversation history" said by an earlier part: the clause
    // goes, the rest of the sentence stays ("There's no long-term contract either; want me…" keeps
    // only its offer).
    const coreOf = (x: string) =>
      x
        .replace(/[.!?;,]+\s*$/, "")
        .replace(/\s+(either|too|also)$/i, "")
        .trim()
        .toLowerCase();
    const withoutSaidClauses = (sentence: string) => {
      const clauses = sentence.trim().split(/(?<=;)\s+|,\s+(?=and\s)/);
      if (clauses.length < 2) return sentence;
      const kept = clauses.filter((c) => {
        const core = coreOf(c.replace(/^and\s+/i, ""));
        return core.length < 20 || ![...said].some((x) => x.toLowerCase().includes(core));
      });
      if (kept.length === clauses.length || kept.length === 0) return sentence;
      const text = kept
        .join(" ")
        .replace(/[;,]\s*$/, "")
        .trim();
      return /[.!?]$/.test(text)
        ? text.charAt(0).toUpperCase() + text.slice(1)
        : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    };
    let closing: string[] = [];
    for (const [i, d] of answered.entries()) {
      const last = i === answered.length - 1;
      // A sentence already said, or said inside a longer one, is not said again.
      // "Only if you keep it is it $500 …; want me to help you start?": the fact and the offer apart.
      const sentences = splitSentences(d.text)
        .flatMap((s) => {
          const m = /^(.{20,}?);\s+((?:want|shall|would you like|should i)\b.*\?)$/i.exec(s.trim());
          return m ? [`${m[1]}.`, m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1)] : [s];
        })
        .filter(
          (s) =>
            ![...said].some((x) => x === s || (coreOf(s).length > 30 && coreOf(x).includes(coreOf(s)))) &&
            // ("If not, you owe nothing." after "…; if not, it's switched off and you owe nothing.")
            !(
              coreOf(s).length <= 30 &&
              coreOf(s).length >= 12 &&
              [...said].some((x) => coreOf(x).includes(coreOf(s).replace(/^(if not|and|so|but),?\s+/, "")))
            ) &&
            // ("The documents don't give The Subs AI's prices." after "…don't give a number for The Subs
            // AI's subscribers": one new word, but it is the whole answer.)
            (HAND_OVER.test(s) || GAP_SAID.test(s) || !repeats(s)),
        );
      // Every part's answer (two sentences, its page reference aside), not its hand-over or
      // offer; the last part's closing offer ends the reply.
      // "What they do cover is…" lists sections: filler once the reply answers several things.
      const content = sentences
        .filter((s) => !HAND_OVER.test(s) && !/^What they do cover is\b/.test(s))
        // "The documents give no churn figure; what they say nearest to it is this: <a line already
        // said>": the gap alone, not the line again.
        .map((s) => {
          const m =
            /^(The documents give no [^;:]+?)(?:;|:) what they say (?:nearest to it )?is (?:this: |that )(.+)$/.exec(
              s.trim(),
            );
          const rest = m ? coreOf(m[2]!) : "";
          return m && [...said].some((x) => coreOf(x).includes(rest)) ? `${m[1]}.` : s;
        });
      // The closing offer is the last part's, or the last one's that said anything new.
      const offers = sentences.filter((s) => HAND_OVER.test(s)).slice(0, 2);
      let n = 0;
      // A list ("Here are our 3 AI reception agents:" and one line each) counts as one sentence.
      let inList = false;
      for (const s of content) {
        const item: boolean = inList && /^[^:]{2,60}: /.test(s);
        // (The header and its first line are one sentence once split: "…agents: The Inbound…: $2,500…".)
        inList = item || s.trimEnd().endsWith(":") || (s.match(/: /g) ?? []).length >= 2;
        const gap = gapList.length > 1 ? NOT_COVERED.exec(s.trim()) : null;
        if (gap) {
          if (!gapSaid)
            joined.say(
              `${gap[1]} documents don't cover ${joinAnd(gapList).replace(/ and ([^ ]+)$/, " or $1")}, so I won't guess.`,
            );
          gapSaid = true;
          continue;
        }
        // (A bill keeps its working and what it assumed: "each call is limited to one minute…".)
        // (A document's answer may need its third line: "…a second revenue stream with larger accounts".)
        // ("That matters, especially with client information." opens an answer alone, not a third of one.)
        if (i > 0 && ACKNOWLEDGMENT.test(s.trim())) continue;
        // Three or more things asked: each earlier one its first sentence, so the reply stays short.
        const room =
          d === billDraft
            ? 4
            : req.scope.kind === "investor"
              ? 3
              : answered.length >= 3 && !last && d.text.length > 160 && !/\d/.test(s)
                ? 1
                : 2;
        if (!s.startsWith("(") && !item && ++n > room) continue;
        const trimmed = i > 0 ? withoutSaidClauses(s) : s;
        said.add(trimmed);
        joined.say(trimmed);
      }
      if (n > 0 || closing.length === 0) closing = offers.map((s) => (i > 0 ? withoutSaidClauses(s) : s));
      // (A bill already worked out in an earlier part is not offered again.)
      if (last)
        for (const s of closing)
          joined.say(
            BILL_OFFER.test(s) && WORKED_BILL.test(joined.text) ? "Want our team to confirm it in writing?" : s,
          );
      joined.cite(...d.sources);
      joined.use(...d.passageIds);
      for (const s of said) {
        for (const w of wordsOf(s)) saidWords.add(w);
        for (const n of numbersOf(s)) saidNumbers.add(n);
      }
    }
    if (drafts.some((d) => d.text.startsWith(UNKNOWN_OPENING)))
      joined.say(`For the rest, our team can tell you at ${knowledge.site.email} or ${knowledge.site.phone}.`);
    joined.suggest(...drafts[drafts.length - 1]!.suggestions);
    return joined;
  }

  /** Two replies that say the same thing: the same opening sentence, or nearly the same words. */
  function sameReply(a: string, b: string): boolean {
    const first = (x: string) => (splitSentences(x)[0] ?? "").toLowerCase();
    const wa = new Set(a.toLowerCase().match(/[a-z0-9$]+/g) ?? []);
    const wb = new Set(b.toLowerCase().match(/[a-z0-9$]+/g) ?? []);
    const common = [...wa].filter((w) => wb.has(w)).length;
    return a.length > 40 && first(a) === first(b) && common / Math.max(1, wa.size, wb.size) > 0.9;
  }

  /**
   * "ok but can they get a real person?" after the answer that already said so: never the same reply
   * twice in a row: the FAQ answer that fits it best, else as it was.
   */
  function notARepeat(req: EngineRequest, d: Draft): Draft {
    const last = lastReplyOf(req);
    if (!last || !sameReply(d.text, last) || req.scope.kind === "investor") return d;
    // The twin never swaps in the company's FAQ: her next-best own answer, else the same one.
    if (req.persona.role === "twin") {
      const others = (req.persona.answers ?? []).filter((a) => !sameReply(a.reply, d.text));
      const next = createObjectionMatcher(others).match(req.message);
      if (!next) return d;
      const other = new Draft();
      other.say(next.reply);
      other.cite(...d.sources);
      other.suggest(...d.suggestions);
      return other;
    }
    // A price asked again ("what would it cost for both, setup and monthly") gets the same figures, not an FAQ.
    if (/\$\d/.test(d.text) && /\b(how much|cost|costs|price|setup|monthly|total|bill|run me)\b/i.test(req.message))
      return d;
    const u = understand(req.message);
    const hit = index
      .search(u.text, { kinds: ["faq"] })
      .find((h) => h.matched >= 2 && !sameReply(h.passage.text, last) && !last.includes(h.passage.text.slice(0, 60)));
    const other = new Draft();
    if (hit && answerFromPassage(other, hit, u.tokens, knowledge)) return other;
    return d;
  }

  /** "what about moego" right after an answer about integrations: another tool asked about. */
  function anotherTool(req: EngineRequest): EngineRequest {
    const lastSaid = lastReplyOf(req);
    const another = /^\s*(?:ok\s+|and\s+|so\s+)?(?:what about|how about|and|also)\s+([a-z][\w.-]{2,})\b/i.exec(
      req.message,
    );
    if (
      another &&
      /\bour agents work with\b|\bon our list of integrations\b|\bconnect to tools like\b/.test(lastSaid) &&
      !knownWords.has(another[1]!.toLowerCase()) &&
      !STOPWORDS.has(another[1]!.toLowerCase()) &&
      understand(req.message).entities.length === 0 &&
      understand(another[1]!).attrs.size === 0
    )
      return { ...req, message: `does it work with ${another[1]}?` };
    return req;
  }

  async function answer(req: EngineRequest, onDelta?: (text: string) => void): Promise<EngineAnswer> {
    req = anotherTool(req);
    const parts = partsOf(req).length;
    const d = notARepeat(
      req,
      ventureOrAgent(req) ??
        firstMonthTotal(req) ??
        oneLocationOfSeveral(req) ??
        (parts > 1 ? composeParts(req) : compose(req)),
    );
    if (parts === 1) noteUnknownDetail(d, req.message, req.persona);
    noteToolsTheyUse(d, req);
    noteCallsAtAnyHour(d, req);
    noteFitPrice(d, req);
    const text = speakable(withOffer(d, req));
    if (onDelta) for (const sentence of splitSentences(text)) onDelta(sentence);
    const passages = d.passageIds.map((id) => passageById.get(id)).filter((p): p is Passage => p !== undefined);
    const asked = new Set(understand(req.message).tokens);
    const suggestions = d.suggestions.filter((q) => {
      const t = understand(q).tokens;
      return t.filter((x) => asked.has(x)).length / t.length < 0.7;
    });
    return { text, sources: d.sources.slice(0, 3), suggestions: suggestions.slice(0, 3), passages, engine: "embedded" };
  }

  /** The names of what the conversation is about (this message's things, else the last ones named). */
  function facts(req: EngineRequest): DialogueFacts {
    const k = knowledge;
    const u = understand(req.message);
    const own = u.entities.filter((e) => e.type !== "family");
    const es = own.length > 0 ? own : (entitiesFromHistory(req)?.entities ?? []);
    const name = (e: EntityRef): string | undefined => {
      if (e.type === "agent") return k.offers.agents.find((a) => a.id === e.id)?.name;
      if (e.type === "plan") return k.offers.buildPlans.find((p) => p.id === e.id)?.name;
      if (e.type === "tool") return k.tools.items.find((t) => t.id === e.id)?.name;
      if (e.type === "business") return k.businesses.find((b) => b.slug === e.slug)?.name;
      return e.family === "trial"
        ? "the AI twin and its free trial"
        : e.family === "plans"
          ? "the website and app build plans"
          : e.family === "agents"
            ? "the AI reception agents"
            : undefined;
    };
    const about = [...new Set(es.map(name).filter((n): n is string => Boolean(n)))];
    const bill = quoteFor(req);
    return { about, computed: bill ? [bill.text] : [] };
  }

  return { answer, understand, quoteFor, facts };
}

/**
 * An objection's answer opened to fit the question: "what if someone calls in a real crisis" is no
 * yes-or-no question, so its "Yes:" goes; "can i cancel the trial anytime" gets a yes where the
 * answer was written for "will I be charged?" with a "No:".
 */
function openedForQuestion(reply: string, message: string): string {
  if (/^\W*(?:can|could|may) (?:i|we)\b[^.?!]*\b(?:cancel|stop|quit|end)\b/i.test(message))
    return reply.replace(/^No: /, "Yes, any time: ");
  if (!/^\W*(?:(?:ok|okay|so|and|but|well)\W+)*(?:what|how|why|when|where|who)\b/i.test(message)) return reply;
  return reply.replace(/^Yes: (\w)/, (_, c: string) => c.toUpperCase());
}
