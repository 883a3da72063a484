/*
 * The words that tell the embedded engine what a visitor is asking. Names of agents, plans, tools
 * and businesses come from content; these are the ordinary English ways of asking about them.
 */

/** A list written as "one|two words|three": compact to read and edit. */
function words(list: string): string[] {
  return list.split("|");
}

export type Attr =
  | "price"
  | "setup"
  | "monthly"
  | "included"
  | "perCall"
  | "overage"
  | "time"
  | "what"
  | "status"
  | "website"
  | "access"
  | "compare"
  | "cheapest"
  | "priciest"
  | "card"
  | "voice"
  | "after"
  | "paymentPlan"
  | "discount"
  | "contact"
  | "book"
  | "human"
  | "investor"
  | "overview"
  | "solid"
  | "returns"
  | "market"
  | "model"
  | "funds"
  | "figures"
  | "list"
  | "legal"
  | "age"
  | "law"
  | "liability"
  | "children"
  | "privacy"
  | "effective"
  | "blog"
  | "founder"
  | "location"
  | "trialLength"
  | "trialCost"
  | "buildTime"
  | "discoveryCall"
  | "contract"
  | "languages"
  | "integrations"
  | "industry"
  | "transfer"
  | "keepNumber"
  | "trust"
  | "recommend"
  | "hours"
  | "feature"
  | "refund"
  | "security"
  | "process";

export type Social = "greeting" | "thanks" | "goodbye" | "identity" | "ok" | "insult";

export const ATTR_PHRASES: Record<Attr, string[]> = {
  price: words(
    "run me|what does it run|does it run|does that run|what does that run|set me back|ballpark|what would it cost|how much|cost|costs|price|prices|pricing|priced|fee|fees|charge|pay|rate|rates|expensive|afford|budget|dollars|quote|spend",
  ),
  setup: words("setup|set up|setup fee|one time|onetime|upfront|up front|initial|installation|install fee|start up"),
  monthly: words("monthly|per month|a month|each month|every month|month|subscription|recurring|ongoing"),
  included: words(
    "minutes|minute|conversations|conversation|included|include|includes|including|how many|usage|allowance|quota|chats|come with",
  ),
  perCall: words(
    "per call|each call|call limit|call length|calls limited|limit per call|long can a call|long can calls|length of a call|max call|call duration|limited to",
  ),
  overage: words(
    "what if we get|if we get more|more than that|what if i get|burn through|burned through|run out of|runs out|use up|used up|get dropped|cut off|goes over|went over|go past|goes past|past the|extra minutes|extra conversations|overage|extra|go over|going over|exceed|additional|beyond|more than the included|run out|over the limit|burn thru|burns thru|burned thru|burning thru|burns through|blow past|blow through|blew past|blew through|blowing past|blast through|run past|ran past|go beyond|overrun|overshoot|over our minutes|over my minutes|rate after|rate after that|price after|cost after|charge after|per minute after|each extra",
  ),
  time: words(
    "how many days until|days until|up and running|running by|live by|answering calls by|ready by|setup time|set up time|time to set up|time to go live|timeframe|turnaround time|how long|how fast|how quickly|timeline|turnaround|take to|when can|how soon|go live|be live|get started|lead time|duration|days|weeks",
  ),
  what: words(
    "do you have something|do you have anything|something that|anything that|just want|i want|we want|we need|i need|looking for|interested in|what is|what are|tell me about|explain|describe|what does|how does|features|more about|information|details|what do|what can|do you offer|what services|overview of|who is|whats|learn about",
  ),
  status: words(
    "status|launched|available|live|released|stage|coming soon|beta|testing|ready|launch|out yet|where is it at|wheres it at|where s it at|where it is at|how far along|how far are they|what phase",
  ),
  website: words("website|url|link|visit|site|web address"),
  access: words("access|invite|invitation|invited|request access|get in|join|code|invite code|get it|use it|sign up"),
  compare: words(
    "more expensive|cheaper than|pricier|than the|compare|comparison|versus|difference|differ|better|which one|which should|best for|or the",
  ),
  cheapest: words(
    "cheapest|cheaper|least expensive|lowest|most affordable|budget option|lowest price|costs the least|cost the least|the least|smallest",
  ),
  priciest: words(
    "most expensive|priciest|highest price|costliest|highest|costs the most|cost the most|biggest|largest",
  ),
  card: words("credit card|card|payment details|billing details"),
  voice: words(
    "own voice|my voice|voice clone|personality|sound like me|clone my voice|my own voice|actual voice|real voice|voice like mine|sounds like me|sound just like me|sound like myself|mimic my voice|copy my voice|cloned voice|clone of my voice",
  ),
  after: words(
    "are over|is over|days are up|trial is up|ends|end of the trial|after the 7 days|after the seven days|after the week|after a week|after the free|once it ends|when it ends|trial ends|after the trial|after trial|trial ends|when the trial|keep it|continue|afterwards|after that|after 7 days|after seven days|happens after",
  ),
  paymentPlan: words(
    "in chunks|all the money upfront|all the money up front|all upfront|all up front|everything upfront|pay it all upfront|pay monthly instead|monthly instead|instead of upfront|instead of up front|instead of all upfront|instead of paying|all at once|lump sum|spread the cost|spread it|pay over|monthly payments|split payments|pay in parts|payment plan|payment plans|financing|installments|instalments|down payment|pay over time|split the|split that|split it|into payments|in payments|finance|down|over time|pay it off|pay that off|pay this off|pay off|spread the payment|spread the payments|spread payments|spread it out|spread out the",
  ),
  discount: words(
    "so low|so cheap|why cheap|below market|why are your prices|too much|too expensive|negotiate|lower price|can you do|best price|price match|cheaper option|any flexibility|discount|discounts|coupon|promo|promotion|promo code|discount code|coupon code|deal|deals|sale|special offer|cheaper price|voucher|reduction|launch price|launch pricing|testimonial|launch offer|launch deal|launch discount|special pricing|percent off|half off|money off|free months|nonprofit pricing|non-profit pricing|nonprofit rate|nonprofit rates|charity pricing|church pricing|student pricing",
  ),
  contact: words(
    "contact|email|e mail|phone number|phone|reach you|reach out|get in touch|contact details|call you|your number|address|what number|number can i call|number to call",
  ),
  book: words(
    "book|booking|schedule|appointment|meeting|strategy call|demo call|consultation|set up a call|book a call|call with",
  ),
  human: words(
    "manager|supervisor|real human|live agent|actual person|live person|human|real person|a person|talk to someone|speak to someone|someone to call|representative|agent on the phone|talk to|speak to|speak with|talk with|sales team|your team|staff",
  ),
  investor: words("invest|investor|investors|investment|investing|stake|equity|shares"),
  overview: words(
    "overview|summary|what is the business|about the business|business overview|executive summary|pitch|this business|business about|what does the business do|what does it do",
  ),
  solid: words(
    "solid investment|why invest|good investment|why should i invest|worth investing|investment thesis|strengths|advantage|why is it",
  ),
  returns: words(
    "return|returns|roi|projected|projection|projections|financial model|financials|revenue|profit|profitability|forecast|earnings|grow|growth",
  ),
  market: words("market|competition|competitors|customers|audience|demand|target"),
  model: words("business model|make money|monetize|monetise|revenue model|pricing model|subscription|markup|margin"),
  funds: words("use of funds|funds|funding|raise|raising|capital|spend the money|money go"),
  figures: words(
    "year 1|year 2|year 3|year one|year two|roadmap|milestones|risks|risk|valuation|figures|numbers|metrics|kpis|key figures|specific figures",
  ),
  list: words("list|all|which businesses|what businesses|portfolio|ventures|every|other"),
  legal: words("terms|terms of service|privacy|policy|legal|conditions|tos"),
  age: words("how old|age|minimum age|18|years old|adult"),
  law: words("governing law|jurisdiction|which law|which state|court|courts|disputes|governed"),
  liability: words("liability|liable|damages|cap"),
  children: words("children|kids|child|minors|under 13|13"),
  privacy: words("privacy|personal data|my data|data|cookies|gdpr|delete my"),
  effective: words(
    "effective|effective date|last updated|when did the terms|take effect|took effect|come into effect|came into effect|in effect",
  ),
  blog: words(
    "blog|article|articles|post|posts|read on your blog|guide|guides|case study|case studies|write about|written",
  ),
  founder: words(
    "founder|ceo|who runs|who started|who is the owner|whos the owner|who's the owner|your owner|who founded|team|marcus|runs domu|who's behind|who is behind|behind this|actually behind|really behind|behind domu|behind the company|behind it all|behind you guys|who owns|who leads|who built|who actually built|who really built|who created|who made this|who started this|who is in charge|who's in charge",
  ),
  location: words(
    "where are you|located|based|location|your office|offices are|where is|which city|overseas|offshore|us based|us-based|american company|in the us|which country",
  ),
  trialLength: words("how long is the trial|trial length|how many days|trial last|long is the free trial|days free"),
  trialCost: words("is the trial free|trial free|cost of the trial|trial cost|is it free|free"),
  buildTime: words(
    "build my|build the twin|build our|build time|how long to build|take to build|build it|built|business days|how long does it take|building it|building|to build",
  ),
  discoveryCall: words("discovery call|intro call|introductory call|first call|kickoff|kick off|onboarding call"),
  contract: words(
    "change plans|change my plan|switch plans|upgrade|downgrade|move to a different plan|cancel|cancellation|stop anytime|quit|terminate|stop the service|get out of|contract|lock in|locked in|commitment|cancel|month to month|long term",
  ),
  integrations: words(
    "integrate|integrates|integration|integrations|work with|works with|connect to|connects to|connect with|sync|syncs|plug into|compatible|crm|calendar|calendars|tools you use",
  ),
  industry: words(
    "landscaping|landscaper|cleaning|cleaners|pest control|moving company|movers|industry|industries|my business type|law firm|law firms|lawyer|lawyers|attorney|attorneys|dental|dentist|dentists|medical|doctor|doctors|clinic|clinics|plumber|plumbers|plumbing|hvac|roofing|roofer|electrician|contractor|contractors|restaurant|restaurants|cafe|bar|pizzeria|pizza place|pizza shop|bistro|eatery|auto|mechanic|car dealer|dealership|gym|gyms|fitness|yoga|salon|spa|wellness|real estate|realtor|realtors|broker|accountant|accountants|consultant|consultants|agency|agencies|small business|my type of business",
  ),
  transfer: words(
    "transfer|transfers|hand off|handoff|hand over|escalate|forward the call|forward calls|pass the call|pass to|kick them over|kick it over|kick them to|send them to my|to my cell|to my mobile|forward to my|patch them through|patch it through|put them through|hand them off|get me on the line|put me on the line|get me on the phone|patch me through|put me through|loop me in|wake me up|call my cell|ring my cell",
  ),
  trust: words("legit|legitimate|scam|trustworthy|trust you|real company|are you real company|reviews|references"),
  feature: words(
    "read what|what the ai said|what it said|what the bot said|call logs|conversation history|by voice|voice or|only text|talk by voice|out loud|transcript|transcripts|recap|recaps|summary|summaries|reminder|reminders|remind|recording|recordings|record calls|reporting|report|reports|dashboard|text me|texts me|sms|collect|collects|captures|qualify|qualifies|text or voice|talk out loud|speak out loud|book appointments|books appointments|no show|no shows|no-show",
  ),
  security: words("safe|secure|security|encrypted|encryption|confidential|protected|data safe|info safe"),
  process: words(
    "process|walk me through|how does it work|how it works|how does that work|how would that work|how would it work|how do you do that|how is that done|how do you do it|step by step|onboarding|keep improving|improve it|tuning|set and forget|after it goes live|after launch",
  ),
  refund: words("refund|refunds|money back|non refundable|nonrefundable|get my money"),
  hours: words(
    "sundays|sunday|saturdays|weekends|weekend|holidays|holiday|christmas|after hours|at night|overnight|24/7|nights|middle of the night|late night",
  ),
  recommend: words(
    "should i get|should we get|which one should|what do i need|which do i need|which thing|recommend|suggest|which should i|what should i get|best for me|best option|what do you recommend|which one for me|right for me|helps me most|help me most|would help most|helps most|help the most|do first|where should i start|where do i start|where would you start|what would you start with|start with what|one thing you|save me time|save us time|saves me time|where would ai|how would ai help|how can ai help|where can ai|where could ai|what would you do|what would you fix|fix first|whats the fix|what's the fix|what is the fix|how would you fix|how do i fix|how do we fix|what would you suggest|what should i do|what should we do|what would you set up|what would you set us up with|what should we set up|what should i set up|what would you put in|what would you build|which agent would|which agent should|which agent do i|which agent fixes|which agent is for|would fix that|fixes that|which of your agents helps|which of your agents would|which agent helps|which one helps|what would help|what will help|what helps a|what helps my|what helps our|what would work for|what works best for",
  ),
  keepNumber: words(
    "current business number|keep my current|keep our number|keep our current|existing business number|new phone number|switch my number|switch numbers|ringcentral|phone system|phone provider|google voice|keep my number|change my number|my business number|existing number|same number|current number|port my number|new number|new phones|new phone|buy phones|buy new phones|new hardware|hardware|new equipment|special equipment|new handsets|desk phones|landline|my carrier|change carriers|switch carriers",
  ),
  languages: words(
    "english|english only|only english|french|portuguese|german|chinese|mandarin|vietnamese|italian|other languages|bilingual|speak|language|languages|spanish|voices|accent|multilingual",
  ),
};

export const SOCIAL_PHRASES: Record<Social, string[]> = {
  greeting: words(
    "hi|hello|hey|good morning|good afternoon|good evening|howdy|greetings|yo|hiya|hi there|hello there|how are you|how are u|how r u|hows it going|how is it going|how you doing|how are you doing|whats up|how is your day|hows your day",
  ),
  thanks: words("thanks|thank you|thank|appreciate it|cheers|much appreciated|great thanks|awesome"),
  // "later" alone is no goodbye ("can i add the chat later?"); "later!" and "talk later" are.
  goodbye: words(
    "bye|goodbye|good bye|see you|see ya|talk later|catch you later|have a good|that is all|thats all|nothing else",
  ),
  identity: words(
    "who built you|who made you|who created you|who programmed you|are you a real person|are you a person|am i talking to a bot|is this a bot|is this a real person|are you a human|real person or|who are you|are you a bot|are you human|are you real|your name|what are you|are you ai|are you an ai|who am i talking to|who am i speaking|who is this|am i talking to|am i chatting with|introduce yourself|or a bot|or a robot|or an ai|or ai|are you actually|is this really|are you really|are you a real person|bot or|robot or|are you the real|is it really you|with you or|you or the ai|or with the ai|you or a bot",
  ),
  ok: words(
    "ok|okay|cool|great|nice|got it|perfect|sounds good|alright|sure|yes|no|fine|ok fine|okay fine|fair enough",
  ),
  insult: words(
    "you suck|this sucks|suck|sucks|stupid|useless|dumb|idiot|moron|garbage|trash|crap|lame|pointless|shut up|waste of time|worst|terrible|awful|hate you|hate this|wtf|stfu|dumbest|bad bot|stupid bot|you are useless|ur useless",
  ),
};

/** Generic nouns naming a whole family of things rather than one of them. */
export const FAMILY_PHRASES = {
  agents: words(
    "agents|agent|ai agents|reception agents|reception agent|ai reception agents|ai reception|voice agents|voice agent|receptionist|ai receptionist|virtual receptionist|ai employee",
  ),
  trial: words(
    "ai version of me|version of me|clone of me|clone me|cloning me|clone myself|ai me|ai of me|ai of myself|digital me|copy of me|try this out|try it out|before i pay|before paying|test it out|test period|trial period|try it free|try it first|try before|free test|trial|free trial|ai twin|twin|twins|ai twins|digital twin|7 day trial|seven day trial|the 7 days|the seven days|after 7 days|after seven days|free week",
  ),
  plans: words(
    "website build|website builds|build plans|build plan|web design|new website|new site|whole new site|new web site|website and app|websites|build a website|website design|investment plans|app development|build my website|make a website|website packages|website package|website plan|website plans|web plans|website options|website option|site options|web design options|website offerings|redo our website|redo my website|website redesign|redesign our website|redesign my website|build sites|build a site|build websites|make websites|make sites|build me a site|build me a website|new web page|redo my site|redo our site|rebuild my site|rebuild our site|rebuild my website|rebuild our website|site redesign",
  ),
  tools: words("invite only|invite only tools|invitation only|tools|invite tools|advanced tools|exclusive tools"),
  businesses: words(
    "businesses|ventures|portfolio|companies|projects|your products|your businesses|startups|" +
      // "what other stuff does your company run", "what else do you guys run": the ventures.
      "else do you run|else do you guys run|else do yall run|else does your company run|else does domu run|stuff does your company run|stuff does your company actually run|stuff do you run|stuff do you guys run|things do you run|things does your company run|else do you own|else does your company own",
  ),
  company: words("your company|the company|about you|about your company|who you are|domu|domu ai"),
  services: words(
    "services|your services|what you do|what do you do|you guys do|what does your company do|do you offer|what you offer|do you sell|what you sell|can you help me|how can you help|what can you do",
  ),
} as const;

export type Family = keyof typeof FAMILY_PHRASES;

/** Phrases that try to change the assistant's instructions or pull out its configuration. */
export const INJECTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instruction|instructions|rules|prompt|guidelines|previous|above|prior|everything)\b/i,
  /\b(system|hidden|initial|original|developer)\s*(prompt|message|instructions?)\b/i,
  /^\s*(system|admin|developer)\s*:/i,
  /\b(admin|developer|god|debug|sudo|maintenance) mode\b/i,
  /\b(list|show|give|dump|export|print)\b.{0,20}\b(all|your|the last|every|other)\b.{0,20}\b(leads|users|customers|e-?mails|database|records|chat logs|logs|passwords)\b/i,
  // "your system prompt", not "if your system goes down".
  /\byour (instructions|prompt|rules|configuration|config|guidelines|system (prompt|message|instructions|rules))\b/i,
  // ("does it pretend to be a person" asks about the agent: only a "pretend" put to the assistant is one.)
  /\b(you are now|from now on,? you|roleplay|role-play|role play|jailbreak|dan mode|developer mode|do anything now|you are dan)\b/i,
  /(?<!\b(it|they|agent|bot|twin|ai|agents|bots)\s+((ever|just|try to|tries to|have to|has to)\s+)?)(?<!\b(does|will|would|can|could|should|do)\s+(it|they|the agent|the bot|the ai)\b[^.?!]{0,60}\s(or|and)\s+)\bpretend\w*\b/i,
  /\b(repeat|print|reveal|show|output|display|dump|leak)\b.{0,30}\b(text above|above text|everything above|instructions|prompt|configuration|config|secret|api key|password)\b/i,
  /\bconfirm (that )?(the )?.{0,40}\b(costs?|is|price)\b.{0,10}\$\s?\d/i,
  /\bsay (that|it) (costs|is)\b/i,
];
