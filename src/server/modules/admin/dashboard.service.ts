import {
  DASHBOARD_DAYS,
  DASHBOARD_LIST_CAP,
  type AdminDashboard,
  type DashboardSlice,
  type InvestorBusinessActivity,
} from "../../../shared/admin-dashboard.ts";
import { formatServiceType, timeZoneSchema } from "../../../shared/admin.ts";
import { badRequest } from "../../http-errors.ts";
import type { ConsoleNames } from "./console-names.ts";
import type { DashboardRepository } from "./dashboard.repository.ts";
import { dayIn, nextDay, startOfDay } from "./time-zone.ts";

/** The calendar day `n` days before `day`. */
function daysBefore(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
}

/** Largest first; ties by label, compared the same way whichever engine counted them. */
function largestFirst(slices: DashboardSlice[]): DashboardSlice[] {
  return slices.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/** A form's path as staff read it; a lead the assistant kept is named by the chat's page. */
function pageLabel(key: string | null, names: ConsoleNames): string {
  if (key === null || key === "") return "Not recorded";
  if (key.startsWith("chat:")) return `Chat · ${names.channel(key.slice("chat:".length) || null)}`;
  return key === "/" ? "Home page" : key;
}

const INVESTOR_KINDS = { unlock: "unlocks", view: "views", download: "downloads", question: "questions" } as const;

/** The console's first screen: the last 30 days in the viewer's time zone, counted by the database. */
export function createDashboardService(repo: DashboardRepository, names: ConsoleNames, now: () => number) {
  return {
    async dashboard(rawTz: unknown): Promise<AdminDashboard> {
      const parsed = timeZoneSchema.safeParse(rawTz ?? "UTC");
      if (!parsed.success) {
        throw badRequest("Unknown time zone: give an IANA name such as Europe/Paris or America/New_York.");
      }
      const tz = parsed.data;
      const to = dayIn(now(), tz);
      const from = daysBefore(to, DASHBOARD_DAYS - 1);
      const days: string[] = [from];
      while (days.length < DASHBOARD_DAYS) days.push(nextDay(days[days.length - 1]!));
      // Each day starts at its own instant: a DST change makes one 23 or 25 hours long.
      const bounds = [...days, nextDay(to)].map((d) => new Date(startOfDay(d, tz)).toISOString());
      const since = bounds[0]!;
      const before = bounds[bounds.length - 1]!;

      const [
        leads,
        requests,
        conversations,
        leadServices,
        requestServices,
        leadPages,
        requestPages,
        agents,
        channels,
        waiting,
        conv,
        events,
        unanswered,
      ] = await Promise.all([
        repo.leadsPerDay({ bounds }),
        repo.contactRequestsPerDay({ bounds }),
        repo.conversationsPerDay({ bounds }),
        repo.breakdown("leads", since, before),
        repo.breakdown("contact-requests", since, before),
        repo.breakdown("leads-by-page", since, before),
        repo.breakdown("contact-requests-by-page", since, before),
        repo.breakdown("conversations-by-agent", since, before),
        repo.breakdown("conversations-by-channel", since, before),
        repo.waiting(DASHBOARD_LIST_CAP),
        repo.conversion(since, before),
        repo.investorEvents(since, before),
        repo.unanswered(since, before, DASHBOARD_LIST_CAP),
      ]);

      const service = (rows: { key: string | null; count: number }[]): DashboardSlice[] =>
        largestFirst(rows.map((r) => ({ key: r.key ?? "", label: formatServiceType(r.key), count: r.count })));
      const page = (rows: { key: string | null; count: number }[]): DashboardSlice[] =>
        largestFirst(rows.map((r) => ({ key: r.key ?? "", label: pageLabel(r.key, names), count: r.count })));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

      const byBusiness = new Map<string, InvestorBusinessActivity>();
      const investorTotals = { unlocks: 0, views: 0, downloads: 0, questions: 0 };
      for (const e of events) {
        const field = INVESTOR_KINDS[e.kind as keyof typeof INVESTOR_KINDS];
        if (!field) continue;
        const row = byBusiness.get(e.slug) ?? {
          slug: e.slug,
          name: e.name,
          unlocks: 0,
          views: 0,
          downloads: 0,
          questions: 0,
        };
        row[field] += e.count;
        investorTotals[field] += e.count;
        byBusiness.set(e.slug, row);
      }
      const activity = (b: InvestorBusinessActivity) => b.unlocks + b.views + b.downloads + b.questions;

      return {
        timeZone: tz,
        from,
        to,
        days: days.map((day, i) => ({
          day,
          leads: leads[i]!,
          contactRequests: requests[i]!,
          conversations: conversations[i]!,
        })),
        totals: { leads: sum(leads), contactRequests: sum(requests), conversations: sum(conversations) },
        byService: {
          leads: service(leadServices),
          contactRequests: service(requestServices),
          conversations: largestFirst(
            agents.map((r) => ({ key: r.key ?? "", label: names.agent(r.key ?? ""), count: r.count })),
          ),
        },
        byPage: {
          leads: page(leadPages),
          contactRequests: page(requestPages),
          conversations: largestFirst(
            channels.map((r) => ({ key: r.key ?? "", label: names.channel(r.key), count: r.count })),
          ),
        },
        waiting: { count: waiting.count, oldest: waiting.oldest },
        conversion: {
          conversations: conv.conversations,
          leads: conv.leads,
          percent: conv.conversations === 0 ? null : Math.round((1000 * conv.leads) / conv.conversations) / 10,
        },
        investors: {
          ...investorTotals,
          conversations: sum(agents.filter((a) => a.key?.startsWith("investor:")).map((a) => a.count)),
          byBusiness: [...byBusiness.values()].sort(
            (a, b) => activity(b) - activity(a) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
          ),
        },
        unanswered: {
          total: unanswered.total,
          items: unanswered.items.map((u) => ({
            id: u.id,
            conversationId: u.conversationId,
            question: u.message,
            agent: u.agent,
            agentName: names.agent(u.agent),
            createdAt: u.createdAt,
          })),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
