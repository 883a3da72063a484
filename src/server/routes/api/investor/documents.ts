import type { FastifyPluginAsync } from "fastify";
import { INVESTOR_DOCUMENT_NOT_FOUND, INVESTOR_PORTAL_NOT_FOUND } from "../../../../shared/investor-access.ts";
import { notFound } from "../../../http-errors.ts";
import type { PortalVisits } from "../../../modules/investor-portal/portal-visits.ts";
import { cookiesOf } from "../../../modules/investor-access/investor-cookie.ts";

const PDF_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/;

/** `attachment` or `inline` with a server-made name: a plain ASCII fallback and the exact UTF-8 form (RFC 6266/5987). */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The documents of an unlocked portal. Locked, unknown, closed, malformed and other businesses'
 * ids all get one and the same 404 (PortalVisits decides), so ids cannot be enumerated.
 */
export const investorDocumentRoutes: FastifyPluginAsync<{ visits: PortalVisits }> = async (app, { visits }) => {
  app.get<{ Params: { id: string } }>("/businesses/:id/investor-documents", async (req) => {
    const list = await visits.documentList(cookiesOf(req), req.params.id);
    if (!list) throw notFound(INVESTOR_PORTAL_NOT_FOUND);
    return list;
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { download?: string } }>(
    "/investor-documents/:id/:file",
    async (req, reply) => {
      const match = PDF_FILE.exec(req.params.file);
      const download = req.query.download === "1" || req.query.download === "true";
      const how = { download, record: req.method !== "HEAD" };
      const found = match ? await visits.document(cookiesOf(req), req.params.id, match[1]!, how) : null;
      if (!found) throw notFound(INVESTOR_DOCUMENT_NOT_FOUND);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(download ? "attachment" : "inline", found.fileName))
        .header("content-length", String(found.body.length))
        .send(found.body);
    },
  );
};
