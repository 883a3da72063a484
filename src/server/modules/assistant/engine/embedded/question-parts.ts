/*
 * A message that asks two things ("is it live? and what's the monthly burn?", "how does it make
 * money and what does the subscription cost", "... also does it speak spanish") is answered part
 * by part, so the second question is never dropped.
 */

const ASKING =
  /^(?:and\s+|also\s+|plus\s+|oh\s+and\s+|but\s+|ok\s+|okay\s+|so\s+)?(?:what|what's|whats|how|how's|hows|when(?!\s+(?:i|i'm|im|we|we're|were|our|my|they|it's|its|the|a|an)\b)|who|who's|whos|where|where's|wheres|why|which|does|do|did|is|are|was|can|could|will|would|should|has|have|any|u|you|am i)\b/i;

/** "walk me thru…", "tell me about…", "explain…": a question asked as a request. */
const ASKS_TO_TELL =
  /^(?:and\s+|also\s+|so\s+|ok\s+)?(?:walk me (?:thru|through)|tell me|explain|give me|show me|break down|run me through)\b/i;

/** Where one question ends and another starts. */
const BOUNDARIES = [
  // "is it live? and what's the burn?": a question mark with more text after it.
  /(?<=\?)\s+(?=\S)/g,
  // "… - also does it", ". also can it", ", plus how much", "; oh and what"
  /(?:\s+[-–—]\s+|[.;,]\s*)(?=(?:also|plus|oh and|and also|btw|by the way)\s)/gi,
  // "whats your name btw, who founded this company": a comma before a new question word.
  // (Not "what"/"how": ", what does it cost" goes on asking about the thing before the comma.)
  // ("is it live yet, how many families use it": a count is a question of its own too.)
  /,\s+(?=(?:who|who's|whos|when(?!\s+(?:i|i'm|im|we|we're|were|our|my|they|it's|its|the|a|an)\b)|where|why|how many)\s)/gi,
  // "do you integrate with hubspot, can calls be recorded": a comma before a new yes-no question
  // about something else (", is it monthly" goes on asking about the thing before the comma).
  /,\s+(?=(?:and\s+)?(?:can|could|does|do|is|are|will|would)\s+(?!it\b|that\b|this\b|they\b|there\b|i\b|we\b)\w)/gi,
  // "does your agent work with all that, can we keep our number": "can we keep…" asks anew.
  /,\s+(?=(?:and\s+)?can (?:we|i) (?:keep|still keep|port|use our|use my)\b)/gi,
  // "1) is there a contract 2) what happens if…": a numbered list of questions.
  // ("a) what would july cost b) how long to get it live c) …": lettered too, with a bracket.)
  /\s+(?=\(?(?:[1-5][).]|[a-e]\))\s)/g,
  // ". Is it", ". How much": a new sentence that asks.
  /\.\s+(?=[A-Za-z])/g,
  // "how does it make money and what does it cost": "and" before a question word.
  /,?\s+(?:and|\+|&)\s+(?=(?:what|what's|whats|how|how's|hows|when|who|who's|whos|where|where's|why|which|does|do|is|are|can|will|am i)[\s?])/gi,
  // "whats an ai twin and if i do the trial how long till its built": "and if …" before a question.
  /,?\s+and\s+(?=if\s[^?,.]{0,60}\b(?:what|what's|whats|how much|how long|how many|when)\b)/gi,
];

/** A statement that asks for something without a question word: a language, or calls at any hour. */
const NEED_TOLD =
  /\b(speak|speaks|spanish|french|chinese|mandarin|vietnamese|korean|portuguese|all hours|after hours|late at night|overnight|24\/7|around the clock|middle of the night)\b/i;

/** A worry said as a statement ("they hate talking to robots", "i'm worried it'll sound fake"). */
const WORRY_TOLD =
  /\b(hate|hates|don'?t like|dont like|can'?t stand|worried|worry|concerned|afraid|scared|skeptical|nervous|won'?t like|freak out|annoyed|too expensive|too pricey|too much money|too steep|a lot of money|insane|crazy|ridiculous|can'?t afford|cant afford)\b/i;

const FILLER =
  /^\W*(ok|okay|so|hi|hey|hello|and|right|really|yes|no|yeah|cool|great|thanks|why|what|how|huh|sorry)\W*$/i;

const words = (s: string) => s.toLowerCase().match(/[a-z0-9$']+/g) ?? [];

/**
 * "rev model and gross margins?", "stage + launch timing": a short list of things asked about,
 * with no question word, is one question per thing (investors type this way).
 */
export function nounParts(message: string): string[] {
  const bare = message.trim().replace(/[?.!]+$/, "");
  if (bare.split(/\s+/).length > 8 || /\b(what|how|when|who|where|why|which|is|are|does|do|can|will)\b/i.test(bare))
    return [message.trim()];
  const parts = bare.split(/\s*(?:\band\b|\+|&|,)\s*/i).filter((p) => p.trim().length > 1);
  return parts.length >= 2 && parts.length <= 3 ? parts.map((p) => `${p.trim()}?`) : [message.trim()];
}

/**
 * "tell me about the market and the team behind it": a request for a short list of things, one
 * part per thing, each asked the way the visitor asked, or null when it is no such request.
 */
export function requestedParts(message: string): string[] | null {
  const m =
    /^\s*(?:(?:and|also|so|ok|okay)\s+)?((?:can you\s+|could you\s+|pls\s+|please\s+)?(?:tell me (?:more )?about|walk me (?:thru|through)|explain|give me|run me through|describe))\s+(.+)$/i.exec(
      message,
    );
  if (!m) return null;
  const things = nounParts(m[2]!);
  return things.length >= 2 ? things.map((t) => `${m[1]} ${t}`) : null;
}

/** The message's questions, in order; one part when it asks one thing. */
export function questionParts(message: string): string[] {
  let parts = [message.trim()];
  for (const boundary of BOUNDARIES) {
    parts = parts.flatMap((p) => p.split(boundary).map((s) => s.trim()));
  }
  // "who runs it, how does it make money": after a clause that is itself a question, ", how …"
  // and ", what …" start another ("launch vs growth, what does it cost" asks one thing).
  parts = parts.flatMap((p) => {
    // ("walk me thru the year plan and whats the edge": an ask, then "and what…", is two as well.)
    const pieces = p.split(
      /,\s+(?=(?:how|what|whats|what's)\s+(?:does|do|did|is|are|will|would|much|many|about|the|long|soon|fast|quickly)\b)|\s+and\s+(?=(?:whats|what's|what is|what are)\s+(?:the|their|your|its)\b)/i,
    );
    if (pieces.length < 2) return [p];
    const out: string[] = [pieces[0]!];
    for (const piece of pieces.slice(1)) {
      const prev = out[out.length - 1]!;
      // (", how do you handle that": a short question about the clause before it stays with it.)
      const aboutBefore = /\b(that|this)\s*\??\s*$/i.test(piece) && piece.trim().split(/\s+/).length <= 6;
      if (
        (ASKING.test(prev.trim()) || ASKS_TO_TELL.test(prev.trim())) &&
        piece.trim().split(/\s+/).length >= 3 &&
        !aboutBefore
      )
        out.push(piece);
      else out[out.length - 1] = `${prev}, ${piece}`;
    }
    return out;
  });
  // (The list's numbers are no part of the questions.)
  parts = parts.map((p) => p.replace(/(^|\s)\(?(?:[1-5][).]|[a-e]\))\s+/g, "$1").trim()).filter((p) => p.length > 0);
  if (parts.length < 2) return [message.trim()];
  // A part that asks nothing ("we're a small shop.") belongs to the question after it (or before it).
  const merged: string[] = [];
  let carry = "";
  for (const [i, p] of parts.entries()) {
    const text = carry ? `${carry} ${p}` : p;
    // "market size and who are the competitors": a short noun phrase first is a question of its own.
    const nounFirst =
      i === 0 &&
      // Only a list joined by "and" ("law office. can callers…" is context, not a question).
      new RegExp(`^\\s*${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*,?\\s+(?:and|\\+|&)\\s`, "i").test(message) &&
      words(p).length >= 2 &&
      words(p).length <= 4 &&
      !/\b(i|i'm|im|we|we're|were|our|my|me|us|it|it's|its|this|that|they|you)\b/i.test(p);
    // "do your agents speak spanish? like half our callers only speak spanish": a reason or a
    // detail of the question before; so is a statement when the next part starts a new subject
    // ("is it HIPAA compliant? patients talk about their back. also, do we need a new number").
    const next = parts[i + 1];
    const backward =
      !carry &&
      merged.length > 0 &&
      !asks(p) &&
      (/^(like|because|bc|cause|cuz|coz|since|i mean|mostly|especially|esp)\b/i.test(p) ||
        (next !== undefined && /^(also|plus|oh and|and also|btw|by the way)\b/i.test(next)));
    // "most of my customers are 70+ and they hate talking to robots. also …?": a worry told, then
    // another question, is two things to answer.
    const worryThenAlso =
      !carry &&
      !asks(p) &&
      WORRY_TOLD.test(p) &&
      next !== undefined &&
      /^(also|plus|oh and|and also|btw|by the way)\b/i.test(next);
    if (worryThenAlso) merged.push(p);
    else if (backward) merged[merged.length - 1] = `${merged[merged.length - 1]} ${p}`;
    // "does this work for a travel agency? half our callers speak spanish and call at all hours":
    // a need told after the question is a question of its own.
    else if (!carry && merged.length > 0 && !asks(p) && words(p).length >= 4 && NEED_TOLD.test(p)) merged.push(p);
    else if (asks(p) || nounFirst) {
      merged.push(text);
      carry = "";
    } else carry = text;
  }
  if (carry) {
    if (merged.length > 0) merged[merged.length - 1] = `${merged[merged.length - 1]} ${carry}`;
    else merged.push(carry);
  }
  // A lone word is a question of its own only when asked as one ("traction?", not "ok?").
  const lone = (p: string) => words(p).length < 2 && !(/\?\s*$/.test(p) && !FILLER.test(p));
  if (merged.length < 2 || merged.some(lone)) return [message.trim()];
  // (Four at most: "how does it make money, whats the model? and privacy. any projections?")
  return merged.slice(0, 4);
}

function asks(part: string): boolean {
  // "max what does…", "ok so how much…": a name or a filler before the question word.
  const bare = part
    .replace(/^[\s,;:.-]+/, "")
    .replace(/^(?:(?:max|aurora|maya|hey|hi|ok|okay|so|um|well|and|also)\b[,\s]*)+/i, "");
  // "launch vs growth - whats the price difference": the question after a dash or a colon.
  // (", when im with a patient i miss calls" is a time said, not asked.)
  const after =
    /[-–—:,]\s*((?:what|what's|whats|how|how's|hows|when(?!\s+(?:i|i'm|im|we|we're|were|our|my|they|it's|its|the|a|an)\b)|who|where|why|which|does|do|is|are|can|will)\b.*)$/i.exec(
      bare,
    )?.[1];
  // "if I do both together what's the monthly": a condition, then the question.
  const conditional =
    /^if\b[^?]*\b(what|what's|whats|how much|how long|how many)\b/i.test(bare) ||
    // "and for 3 locations what would setup be": a short lead-in, then the question.
    /^(?:and\s+|also\s+|so\s+)?(?:for|with|at|on)\b[^?,.]{0,30}\b(what|what's|whats|how much|how long|how many)\b/i.test(
      bare,
    );
  // "also like half our patients speak spanish does it do spanish": a question said after a
  // statement, with no comma or question mark between.
  const embedded =
    /\b(does|can|will|could|would|is)\s+(it|they|u|you|the agent|your agent|the ai|the bot)\s+\w+/i.test(bare) ||
    /\b(is|will|would|does) (that|this) (gonna |going to )?(be )?(a )?(problem|issue|ok|okay|fine|enough|work|matter)\b/i.test(
      bare,
    );
  return (
    /\?\s*$/.test(bare) ||
    ASKING.test(bare) ||
    ASKS_TO_TELL.test(bare) ||
    conditional ||
    embedded ||
    (after !== undefined && ASKING.test(after))
  );
}
