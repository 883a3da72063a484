import type { FastifyBaseLogger } from "fastify";
import type { SiteServices } from "../shared/load-context.ts";
import { personaChatPaths, toPublicPersona, type PublicPersonas } from "../shared/persona.ts";
import type { AppConfig } from "./config.ts";
import { createDb, type DbHandle } from "./db/create-db.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { CONTENT_VERSION_KEY, isEmpty, seedContent } from "./db/seed.ts";
import { createAssistant } from "./modules/assistant/create-assistant.ts";
import type { AssistantObserver, AssistantService } from "./modules/assistant/assistant.service.ts";
import { loadBlog } from "./modules/blog/blog.content.ts";
import { createBlogService } from "./modules/blog/blog.service.ts";
import { loadLegal } from "./modules/legal/legal.content.ts";
import { loadPages } from "./modules/pages/pages.content.ts";
import { createBusinessesRepository } from "./modules/businesses/businesses.repository.ts";
import { createBusinessesService, type BusinessesService } from "./modules/businesses/businesses.service.ts";
import { loadContent, type SiteContent } from "./modules/content/content.loader.ts";
import { createContactRequestsRepository } from "./modules/contact-requests/contact-requests.repository.ts";
import {
  createContactRequestsService,
  type ContactRequestsService,
} from "./modules/contact-requests/contact-requests.service.ts";
import { createLeadsRepository } from "./modules/leads/leads.repository.ts";
import { createLeadsService, type LeadsService } from "./modules/leads/leads.service.ts";
import { createNotifications, type Notifications } from "./modules/notifications/create-notifications.ts";
import { createSiteMetaRepository } from "./modules/site/site-meta.repository.ts";
import { createVersionClock, type VersionClock } from "./modules/cache/version-clock.ts";
import { createAdminServices, type AdminServices } from "./modules/admin/create-admin-services.ts";
import { createConsoleNames } from "./modules/admin/console-names.ts";
import { announceFirstAdmin } from "./modules/admin-auth/first-admin.ts";
import { announceGateSecrets, createGates, type GateLimits, type Gates } from "./modules/gates/create-gates.ts";
import { createGrants, type Grants } from "./modules/gates/grants.ts";
import type { RateLimiter } from "./modules/rate-limit/rate-limiter.ts";
import { createInvestorServices, type InvestorServices } from "./modules/investor-portal/create-investor-services.ts";

export interface Services {
  db: DbHandle;
  content: SiteContent;
  businesses: BusinessesService;
  contactRequests: ContactRequestsService;
  leads: LeadsService;
  /** Staff e-mail about new contact requests (SMTP_URL, NOTIFY_EMAIL); a no-op when off. */
  notifications: Notifications;
  assistant: AssistantService;
  /** The staff console: accounts and sessions, and the records staff read and change. */
  admin: AdminServices;
  /** The investor portals: their gate, documents and page. */
  investor: InvestorServices;
  /** The site gate (/businesses) and invitation codes. */
  gates: Gates;
  /** The grants both gates make and check (one signing-key cache, one background sweep). */
  grants: Grants;
  /** The content version (`db:seed` bumps it), re-read from the database at most once a second. */
  contentVersion: VersionClock;
  /** The subset loaders see. */
  forLoaders: SiteServices;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Time source of the version clock (tests move it instead of waiting). */
  now?: () => number;
  /** Admin login attempts per address and per username (shared through Redis when configured). */
  loginLimits: { byAddress: RateLimiter; byUsername: RateLimiter };
  /** Investor password attempts per address (shared through Redis when configured). */
  investorLimit: RateLimiter;
  /** Site password and invitation code attempts per address, and unlocks per address at every gate. */
  gateLimits: GateLimits;
  /** Hears of the assistant's answers and of chat-log rows not written (metrics). */
  assistantObserver?: AssistantObserver;
}

/** The demo pages' personas, from the ones the assistant already loaded. */
function publicPersonas({ personas }: AssistantService): PublicPersonas {
  const paths = personaChatPaths(personas.twin.id);
  return {
    aurora: toPublicPersona(personas.aurora, paths.aurora),
    max: toPublicPersona(personas.max, paths.max),
    twin: toPublicPersona(personas.twin, paths.twin),
  };
}

/** Opens the database, migrates it, seeds it on first start and wires the services together. */
export async function createServices(
  config: AppConfig,
  log: FastifyBaseLogger | undefined,
  options: ServiceOptions,
): Promise<Services> {
  const content = loadContent(config.contentDir);
  const blogContent = loadBlog(config.contentDir, content.site);
  const blog = createBlogService(blogContent);
  const legal = loadLegal(config.contentDir, content.site);
  const pages = loadPages(config.contentDir, content.site);
  const db = createDb(config.database, log ? { warn: (o, m) => log.warn(o, m) } : undefined);
  try {
    // Of several instances started together, one migrates, seeds and makes the first-start
    // secrets (printing them once); the others wait, then find that work done.
    return await db.exclusively(
      () => wire(config, log, options, db, { content, blogContent, blog, legal, pages }),
      () => log?.info("another instance is preparing the database; waiting for it to finish"),
    );
  } catch (err) {
    await db.close();
    throw err;
  }
}

interface LoadedContent {
  content: SiteContent;
  blogContent: ReturnType<typeof loadBlog>;
  blog: ReturnType<typeof createBlogService>;
  legal: ReturnType<typeof loadLegal>;
  pages: ReturnType<typeof loadPages>;
}

/** Migrates and seeds the database, then composes the services on it (under the start-up lock). */
async function wire(
  config: AppConfig,
  log: FastifyBaseLogger | undefined,
  options: ServiceOptions,
  db: DbHandle,
  { content, blogContent, blog, legal, pages }: LoadedContent,
): Promise<Services> {
  const applied = await migrateDatabase(db);
  if (applied.length > 0) log?.info({ applied }, "database migrated");
  if (await isEmpty(db)) {
    const result = await seedContent(db, content);
    log?.info(result, "seeded content into an empty database");
  } else if (config.env === "development") {
    // `npm run dev` restarts on every edit under content/: apply it as `npm run db:seed` would.
    const result = await seedContent(db, content);
    if (result.changed) log?.info(result, "applied the edited content");
  }

  const meta = createSiteMetaRepository(db.db);
  const contentVersion = createVersionClock({
    read: () => meta.get(CONTENT_VERSION_KEY),
    now: options.now,
    onError: (err) => log?.warn({ err }, "could not read the content version; keeping the last one"),
  });
  // Known from the start, so the caches can answer even if the database goes away before the
  // first request.
  await contentVersion.current();
  const businesses = createBusinessesService({
    repo: createBusinessesRepository(db.db),
    contentVersion: () => contentVersion.current(),
    defaults: () => content.businessDefaults,
  });

  const leads = createLeadsService(createLeadsRepository(db));
  const quiet = { warn: () => {}, info: () => {}, error: () => {} };
  const notifications = createNotifications(
    config.notify,
    content.site,
    log ? { warn: (o, m) => log.warn(o, m), info: (o, m) => log.info(o, m) } : quiet,
  );
  const assistant = createAssistant(config, {
    content,
    pages,
    blog: blogContent,
    db,
    leads,
    log: log ? { warn: (o, m) => log.warn(o, m), info: (o, m) => log.info(o, m) } : quiet,
    observer: options.assistantObserver,
  });

  const now = options.now ?? Date.now;
  const admin = createAdminServices({
    db,
    loginLimits: options.loginLimits,
    now,
    log: log ?? quiet,
    issuer: content.site.companyName,
    names: createConsoleNames(assistant.personas, content.businesses),
  });
  if (config.admin.bootstrap) {
    const created = await admin.auth.ensureFirstAdmin(config.admin);
    if (created) announceFirstAdmin(created, log ?? quiet);
  }
  const grants = createGrants({ db: db.db, sessionSecret: config.gates.sessionSecret, now, log: log ?? quiet });
  // Reads (or makes, once per deployment) the signing keys, so a start fails early without them.
  await grants.ready();
  const gates = createGates({ db, config: config.gates, limits: options.gateLimits, grants, now, log: log ?? quiet });
  // Outside tests, missing secrets are made now and printed once, next to the first admin's.
  announceGateSecrets(await gates.ensure(config.gates.bootstrap), log ?? quiet);

  const investor = await createInvestorServices({
    config,
    db,
    site: content.site,
    businesses,
    assistant,
    grants,
    budgets: { attempts: options.investorLimit, unlocks: options.gateLimits.unlocks },
    now,
    log: log ?? quiet,
  });

  return {
    db,
    content,
    businesses,
    contactRequests: createContactRequestsService(
      createContactRequestsRepository(db),
      () => new Date(),
      notifications.contactRequestStored,
    ),
    notifications,
    leads,
    assistant,
    admin,
    investor,
    gates,
    grants,
    contentVersion,
    forLoaders: {
      site: content.site,
      previewVoice: config.speech.tts.provider === "espeak",
      log: { error: (details, message) => (log ? log.error(details, message) : console.error(message, details)) },
      businesses: { listForGrid: () => businesses.listForGrid(), getPage: (s) => businesses.getPage(s) },
      blog,
      legal,
      offers: pages.offers,
      pages: {
        trial: pages.trial,
        service: pages.service,
        home: pages.home,
        businessAiWiz: pages.businessAiWiz,
        personaDemos: pages.personaDemos,
      },
      personas: publicPersonas(assistant),
      admin: { currentSession: (request) => admin.currentSession(request) },
      investor: {
        portal: (request, slugOrAlias) => investor.portalPage(request, slugOrAlias),
        lock: (request, slug) => investor.lock(request, slug),
      },
      gates: { siteAccess: (request) => gates.siteAccess(request) },
    },
    close: async () => {
      await notifications.close();
      await grants.close();
      await db.close();
    },
  };
}
