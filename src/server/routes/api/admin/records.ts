import { Readable } from "node:stream";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AdminDataService } from "../../../modules/admin/admin-data.service.ts";

const SMALL_BODY_LIMIT = 1024;

type Params = { id: string };

/** Streams a CSV download named after what it holds and the day it was made. */
function sendCsv(reply: FastifyReply, name: string, rows: AsyncGenerator<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .send(Readable.from(rows));
}

/** Leads, chats (exchanges and conversations) and contact requests: lists, exports, deletes and the status change. */
export const recordRoutes: FastifyPluginAsync<{ data: AdminDataService }> = async (app, { data }) => {
  app.get("/stats", async (req) => data.stats((req.query as { tz?: unknown }).tz));
  app.get("/facets", async () => data.facets());

  app.get("/leads", async (req) => data.leads(req.query));
  app.get("/leads/export.csv", async (req, reply) => sendCsv(reply, "leads", data.exportOf("leads", req.query)));
  app.delete<{ Params: Params }>("/leads/:id", { bodyLimit: SMALL_BODY_LIMIT }, async (req) => {
    await data.deleteLead(req.params.id);
    return { ok: true };
  });

  app.get("/chats", async (req) => data.chats(req.query));
  app.get("/chats/export.csv", async (req, reply) => sendCsv(reply, "chats", data.exportOf("chats", req.query)));
  app.get<{ Params: Params }>("/chats/:id/conversation", async (req) => data.conversation(req.params.id));
  app.delete<{ Params: Params }>("/chats/:id", { bodyLimit: SMALL_BODY_LIMIT }, async (req) => {
    await data.deleteChat(req.params.id);
    return { ok: true };
  });

  // The Chats tab's rows: whole conversations (the exchanges stay at /chats for API clients).
  app.get("/conversations", async (req) => data.conversations(req.query));
  app.delete<{ Params: Params }>("/conversations/:id", { bodyLimit: SMALL_BODY_LIMIT }, async (req) => {
    await data.deleteConversation(req.params.id);
    return { ok: true };
  });

  app.get("/contact-requests", async (req) => data.contactRequests(req.query));
  app.get("/contact-requests/export.csv", async (req, reply) =>
    sendCsv(reply, "contact-requests", data.exportOf("contact-requests", req.query)),
  );
  app.patch<{ Params: Params }>("/contact-requests/:id/status", { bodyLimit: SMALL_BODY_LIMIT }, async (req) =>
    data.setStatus(req.params.id, req.body),
  );
};
