import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { INVESTOR_DOCUMENT_NOT_FOUND, INVESTOR_PORTAL_NOT_FOUND } from "../../../../shared/investor-access.ts";
import { UUID_PATTERN } from "../../../db/ids.ts";
import { notFound } from "../../../http-errors.ts";
import type { InvestorAccess, InvestorPortal } from "../../../modules/investor-access/investor-access.service.ts";
import type { InvestorDocuments } from "../../../modules/investor-documents/investor-documents.service.ts";

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
 * The business a request may see documents of: a well-formed id of an enabled portal whose grant
 * the request holds. Anything else (malformed, unknown, closed, locked, another business's grant)
 * is null, and every caller answers null with one and the same 404.
 */
async function unlockedPortal(access: InvestorAccess, req: FastifyRequest, id: string): Promise<InvestorPortal | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const portal = await access.portalById(id.toLowerCase());
  if (!portal) return null;
  return (await access.unlocked(req.headers.cookie, portal.slug)) ? portal : null;
}

export const investorDocumentRoutes: FastifyPluginAsync<{
  access: InvestorAccess;
  documents: InvestorDocuments;
}> = async (app, { access, documents }) => {
  app.get<{ Params: { id: string } }>("/businesses/:id/investor-documents", async (req) => {
    const portal = await unlockedPortal(access, req, req.params.id);
    if (!portal) throw notFound(INVESTOR_PORTAL_NOT_FOUND);
    return documents.list(portal);
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { download?: string } }>(
    "/investor-documents/:id/:file",
    async (req, reply) => {
      const portal = await unlockedPortal(access, req, req.params.id);
      const match = PDF_FILE.exec(req.params.file);
      const found = portal && match ? await documents.file(portal, match[1]!) : null;
      if (!found) throw notFound(INVESTOR_DOCUMENT_NOT_FOUND);
      const download = req.query.download === "1" || req.query.download === "true";
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(download ? "attachment" : "inline", found.fileName))
        .header("content-length", String(found.body.length))
        .send(found.body);
    },
  );
};
