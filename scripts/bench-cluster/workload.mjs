// The mixed workload of `npm run bench:cluster`: what visitors, staff and investors ask of the
// site, in fixed shares, each visitor request from an address of its own (X-Forwarded-For, which
// the bench's nginx believes from the load generator: see bench-cluster.mjs).
import { performance } from "node:perf_hooks";
import { send } from "./open-loop.mjs";

/**
 * Shares per 100 requests, as a public site sees them: mostly pages and the API, a few forms and
 * chats, staff and investors a minority. Speech is small: espeak synthesizes on the instance's CPU.
 */
export const MIX = { page: 40, api: 25, form: 8, chat: 8, speech: 2, console: 8, investor: 9 };

const PAGES = [
  "/",
  "/blog",
  "/business/dayo",
  "/business/the-subs-ai",
  "/privacy",
  "/terms",
  "/blog/post/ai-twins-vs-chatbots",
];
const APIS = ["/api/businesses", "/api/speech/config"];
const CONSOLE = ["/api/admin/leads", "/api/admin/contact-requests", "/api/admin/chats", "/api/admin/stats"];
const QUESTIONS = [
  "What does Dayo do?",
  "How big is the market?",
  "Who is on the team?",
  "What are the revenue figures?",
  "How can I invest?",
  "What is the business model?",
];
/** Short phrases, each synthesized once per instance and then served from its speech cache. */
export const PHRASES = Array.from(
  { length: 30 },
  (_, n) => `Hello, this is Aurora. Thank you for visiting, number ${n + 1}.`,
);
const INVESTOR_SLUG = "dayo";

/** What browsers send: the app answers its cached pages and API precompressed. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

/** 10.x.y.z for visitor n: a new address each time, so the per-address limits are never met. */
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** The staff member's and the investor's own address. */
const STAFF_ADDRESS = "10.255.255.1";
const INVESTOR_ADDRESS = "10.255.255.2";

const json = (from, body, extra = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": from, ...extra },
  body: JSON.stringify(body),
});

const cookieOf = (answer) => String(answer.headers["set-cookie"] ?? "").split(";")[0];

/**
 * Logs in to the console as admin and unlocks one business's investor portal; answers what the
 * workload needs (the two cookies and a document's address). Throws with the answer when a step
 * is refused.
 */
export async function openSessions(agent, base, { adminPassword, investorPassword }) {
  const must = (answer, status, what) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer;
  };
  const login = must(
    await send(agent, base, {
      path: "/api/admin/login",
      ...json(STAFF_ADDRESS, { username: "admin", password: adminPassword }),
    }),
    200,
    "the admin login",
  );
  const unlock = must(
    await send(agent, base, {
      path: `/api/investor-access/${INVESTOR_SLUG}`,
      ...json(INVESTOR_ADDRESS, { password: investorPassword }),
    }),
    204,
    "the investor unlock",
  );
  const investorCookie = cookieOf(unlock);
  const businesses = JSON.parse(
    must(await send(agent, base, { path: "/api/businesses" }), 200, "the business list").body,
  );
  const business = businesses.find((b) => b.slug === INVESTOR_SLUG);
  if (!business) throw new Error(`no business ${INVESTOR_SLUG} in /api/businesses`);
  const listPath = `/api/businesses/${business.id}/investor-documents`;
  const list = must(
    await send(agent, base, {
      path: listPath,
      headers: { cookie: investorCookie, "x-forwarded-for": INVESTOR_ADDRESS },
    }),
    200,
    "the investor document list",
  );
  const first = JSON.parse(list.body)[0];
  if (!first?.viewUrl) throw new Error(`no investor document in ${list.body.slice(0, 300)}`);
  return { staffCookie: cookieOf(login), investorCookie, investorPaths: [listPath, first.viewUrl] };
}

/**
 * Each instance, asked directly, renders every page once and synthesizes every phrase once (its
 * caches are its own): the timed load then meets warm instances, as a running site's visitors
 * do. Answers how long each fresh synthesis took (ms), which the cache then spares.
 */
export async function warmInstance(agent, base) {
  for (const path of PAGES) await send(agent, base, { path, headers: BROWSER });
  const synthesis = [];
  for (const [n, text] of PHRASES.entries()) {
    const started = performance.now();
    const answer = await send(agent, base, { path: "/api/aurora/tts", ...json(`10.254.0.${n}`, { text }) });
    if (answer.status !== 200) throw new Error(`speech warm-up: ${answer.status} ${answer.body.slice(0, 200)}`);
    synthesis.push(performance.now() - started);
  }
  return synthesis;
}

/** The kind of request i: the shares of MIX spread evenly over every 100 requests. */
function kindsCycle() {
  const slots = [];
  for (const [kind, share] of Object.entries(MIX)) {
    for (let k = 0; k < share; k++) slots.push({ kind, at: (k + 0.5) / share });
  }
  return slots.sort((a, b) => a.at - b.at).map((s) => s.kind);
}

/**
 * A workload: `next(i)` for the load generator, and the writes acknowledged (2xx with an id), by
 * table, to look for in the database afterwards.
 */
export function createWorkload(sessions, firstVisitor = 0) {
  const cycle = kindsCycle();
  let visitor = firstVisitor;
  const counters = new Map();
  const turn = (kind) => {
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    return n;
  };
  const acknowledged = { lead_submissions: [], contact_requests: [] };
  const keep = (table) => (answer) => {
    if (answer.status === 201) acknowledged[table].push(JSON.parse(answer.body).id);
  };

  const make = {
    page: (n) => ({
      request: { path: PAGES[n % PAGES.length], headers: { ...BROWSER, "x-forwarded-for": address(visitor++) } },
    }),
    api: (n) => ({
      request: { path: APIS[n % APIS.length], headers: { ...BROWSER, "x-forwarded-for": address(visitor++) } },
    }),
    form: (n) => {
      const from = address(visitor++);
      const email = `bench-${from.replaceAll(".", "-")}@example.com`;
      return n % 2 === 0
        ? {
            request: { path: "/api/leads", ...json(from, { email, serviceType: "home-contact" }) },
            onAnswer: keep("lead_submissions"),
          }
        : {
            request: {
              path: "/api/contact-requests",
              ...json(from, { name: "Bench Visitor", email, serviceType: "home-contact", message: "From the bench." }),
            },
            onAnswer: keep("contact_requests"),
          };
    },
    chat: (n) => ({
      request: {
        path: "/api/aurora-chat",
        ...json(address(visitor++), { slug: INVESTOR_SLUG, message: QUESTIONS[n % QUESTIONS.length] }),
      },
    }),
    speech: (n) => ({
      request: { path: "/api/aurora/tts", ...json(address(visitor++), { text: PHRASES[n % PHRASES.length] }) },
    }),
    console: (n) => ({
      request: {
        path: CONSOLE[n % CONSOLE.length],
        headers: { ...BROWSER, cookie: sessions.staffCookie, "x-forwarded-for": STAFF_ADDRESS },
      },
    }),
    investor: (n) => ({
      request: {
        path: sessions.investorPaths[n % sessions.investorPaths.length],
        headers: { ...BROWSER, cookie: sessions.investorCookie, "x-forwarded-for": INVESTOR_ADDRESS },
      },
    }),
  };

  return {
    next(i) {
      const kind = cycle[i % cycle.length];
      return { kind, ...make[kind](turn(kind)) };
    },
    acknowledged,
    /** The next visitor number, for a workload that follows this one. */
    visitors: () => visitor,
  };
}
