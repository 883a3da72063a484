import {
  adminListQuerySchema,
  personEmailSchema,
  contactRequestStatusSchema,
  type AdminFacets,
  type AdminListQuery,
  type AdminStats,
  type EraseResult,
  type Page,
  type PersonTimeline,
  type TimelineEvent,
  timeZoneSchema,
  type AdminChat,
  type AdminConversation,
} from "../../../shared/admin.ts";
import { UUID_PATTERN } from "../../db/ids.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import { parseInput } from "../validation.ts";
import type { AdminDataRepository, ListFilter } from "./admin-data.repository.ts";
import { RAW_NAMES, type ConsoleNames } from "./console-names.ts";
import { csvLines, UTF8_BOM } from "./csv.ts";
import { dayIn, dayRange, nextDay, startOfDay } from "./time-zone.ts";

/** Rows read per query while an export streams. */
const EXPORT_BATCH = 500;

function listQuery(raw: unknown): AdminListQuery {
  const q = parseInput(adminListQuerySchema, raw ?? {});
  if (q.from && q.to && q.from > q.to) throw badRequest("The start date must be on or before the end date.");
  return q;
}

function toFilter(q: AdminListQuery): ListFilter {
  const { since, before } = dayRange(q.from, q.to, q.tz);
  return {
    q: q.q ? q.q.toLowerCase() : undefined,
    status: q.status,
    service: q.service || undefined,
    since,
    before,
    order: q.sort === "oldest" ? "asc" : "desc",
  };
}

function requireId(id: string, what: string): string {
  if (!UUID_PATTERN.test(id)) throw notFound(`There is no ${what} with that id.`);
  return id;
}

type Lister<T> = (f: ListFilter, w: { limit: number; offset: number }) => Promise<{ items: T[]; total: number }>;

async function page<T>(list: Lister<T>, raw: unknown): Promise<Page<T>> {
  const q = listQuery(raw);
  const { items, total } = await list(toFilter(q), { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** The CSV of a whole filtered view, read and sent a batch at a time. */
async function* exportRows<T>(
  list: Lister<T>,
  filter: ListFilter,
  header: string[],
  cells: (item: T) => (string | number | null)[],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLines([header]);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const { items } = await list(filter, { limit: EXPORT_BATCH, offset });
    if (items.length > 0) yield csvLines(items.map(cells));
    if (items.length < EXPORT_BATCH) return;
  }
}

const chatCells = (c: AdminChat) => [
  c.createdAt,
  c.agent,
  c.message,
  c.reply,
  c.sources.map((s) => s.url).join(" "),
  c.conversationId,
];

export function createAdminDataService(
  repo: AdminDataRepository,
  now: () => number = Date.now,
  names: ConsoleNames = RAW_NAMES,
) {
  return {
    leads: (raw: unknown) => page(repo.listLeads, raw),
    chats: (raw: unknown) => page(repo.listChats, raw),
    contactRequests: (raw: unknown) => page(repo.listContactRequests, raw),

    /** The Chats tab: one row per conversation, with the names staff read. */
    conversations: (raw: unknown): Promise<Page<AdminConversation>> =>
      page(async (f, w) => {
        const { items, total } = await repo.listConversations(f, w);
        return {
          total,
          items: items.map(({ channel, ...c }) => ({
            ...c,
            agentName: names.agent(c.agent),
            pageName: names.channel(channel),
          })),
        };
      }, raw),

    /** Validates an export's filters up front, so a bad one is a 400 and not a broken download. */
    exportOf(kind: "leads" | "chats" | "contact-requests", raw: unknown): AsyncGenerator<string> {
      const filter = toFilter(listQuery(raw));
      if (kind === "leads") {
        return exportRows(repo.listLeads, filter, ["Date", "Name", "Email", "Phone", "Service", "Message"], (l) => [
          l.createdAt,
          l.name,
          l.email,
          l.phone,
          l.serviceType,
          l.message,
        ]);
      }
      if (kind === "chats") {
        return exportRows(
          repo.listChats,
          filter,
          ["Date", "Agent", "Message", "Reply", "Sources", "Conversation"],
          chatCells,
        );
      }
      return exportRows(
        repo.listContactRequests,
        filter,
        ["Date", "Name", "Email", "Company", "Phone", "Service", "Status", "Message"],
        (r) => [r.createdAt, r.name, r.email, r.company, r.phone, r.serviceType, r.status, r.message],
      );
    },

    async conversation(chatId: string) {
      const found = await repo.conversationOf(requireId(chatId, "chat"));
      if (!found) throw notFound("There is no chat with that id.");
      return found;
    },

    async deleteLead(id: string): Promise<void> {
      if (!(await repo.deleteLead(requireId(id, "lead")))) throw notFound("There is no lead with that id.");
    },

    async deleteConversation(id: string): Promise<void> {
      if ((await repo.deleteConversation(requireId(id, "conversation"))) === 0) {
        throw notFound("There is no conversation with that id.");
      }
    },

    async deleteChat(id: string): Promise<void> {
      if (!(await repo.deleteChat(requireId(id, "chat")))) throw notFound("There is no chat with that id.");
    },

    async setStatus(id: string, body: unknown) {
      const { status } = parseInput(contactRequestStatusSchema, body);
      const updated = await repo.setStatus(requireId(id, "contact request"), status, new Date(now()).toISOString());
      if (!updated) throw notFound("There is no contact request with that id.");
      return updated;
    },

    /** The dashboard's counts; "today" is the viewer's calendar day in their time zone. */
    async stats(rawTz: unknown): Promise<AdminStats> {
      const parsed = timeZoneSchema.safeParse(rawTz ?? "UTC");
      if (!parsed.success) throw badRequest("Unknown time zone.");
      const today = dayIn(now(), parsed.data);
      const since = new Date(startOfDay(today, parsed.data)).toISOString();
      const before = new Date(startOfDay(nextDay(today), parsed.data)).toISOString();
      return repo.counts(since, before);
    },

    async facets(): Promise<AdminFacets> {
      const f = await repo.facets();
      return { ...f, agentNames: Object.fromEntries(f.chatAgents.map((a) => [a, names.agent(a)])) };
    },

    /** Everything one person did, in time order: submissions, requests, conversations. */
    async timeline(raw: unknown): Promise<PersonTimeline> {
      const { email } = parseInput(personEmailSchema, raw ?? {});
      const { leads, requests, chats } = await repo.person(email.toLowerCase());
      const events: TimelineEvent[] = [
        ...leads.map((lead): TimelineEvent => ({ kind: "lead", at: lead.createdAt, lead })),
        ...requests.map((request): TimelineEvent => ({ kind: "contact-request", at: request.createdAt, request })),
      ];
      const conversations = new Map<string, AdminChat[]>();
      for (const c of chats) conversations.set(c.conversationId, [...(conversations.get(c.conversationId) ?? []), c]);
      for (const [conversationId, exchanges] of conversations) {
        events.push({
          kind: "conversation",
          at: exchanges[0]!.createdAt,
          conversationId,
          agent: exchanges[0]!.agent,
          agentName: names.agent(exchanges[0]!.agent),
          exchanges,
        });
      }
      events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      return { email, events };
    },

    async erase(body: unknown): Promise<EraseResult> {
      const { email } = parseInput(personEmailSchema, body);
      return { email, removed: await repo.erase(email.toLowerCase()) };
    },
  };
}

export type AdminDataService = ReturnType<typeof createAdminDataService>;
