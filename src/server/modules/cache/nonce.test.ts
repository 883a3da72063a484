import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { NONCE_LENGTH, NONCE_PLACEHOLDER, fillNonceSlots, findNonceSlots, newNonce } from "./nonce.ts";
import { Representation } from "./representation.ts";
import { NonceCrc, compressWithSlots } from "./slotted-compression.ts";

/** A page as the cache renders it: the placeholder in the head's and the body's scripts. */
function page(paragraphs = 300): Buffer {
  const script = (code: string) => `<script nonce="${NONCE_PLACEHOLDER}">${code}</script>`;
  return Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><title>Domu AI</title>${script("window.a=1")}</head><body>` +
      Array.from(
        { length: paragraphs },
        (_, i) => `<p class="text-ink-700">Section ${i}: Domu AI builds AI businesses.</p>`,
      ).join("") +
      script('window.__reactRouterContext = {"loaderData":{"root":{"site":"Domu AI"}}}') +
      `<script type="module" async="" nonce="${NONCE_PLACEHOLDER}">import("/assets/entry.client.js");</script>` +
      script("window.__reactRouterContext.streamController.close();") +
      "</body></html>",
  );
}

const decode = (body: Buffer, coding: "br" | "gzip" | null) =>
  coding === "br" ? zlib.brotliDecompressSync(body) : coding === "gzip" ? zlib.gunzipSync(body) : body;

describe("nonces", () => {
  it("are 128 random bits in base64, as long as the placeholder, and never repeat", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1_000);
    expect(NONCE_PLACEHOLDER).toHaveLength(NONCE_LENGTH);
  });

  it("take every placeholder's place in a copy, leaving the template as it was", () => {
    const template = page(3);
    const slots = findNonceSlots(template);
    expect(slots).toHaveLength(4);
    const nonce = newNonce();
    const filled = fillNonceSlots(template, slots, nonce).toString();
    expect(filled).not.toContain(NONCE_PLACEHOLDER);
    expect(filled.split(`nonce="${nonce}"`)).toHaveLength(5);
    expect(template.toString()).toContain(NONCE_PLACEHOLDER);
    expect(() => fillNonceSlots(template, slots, "short")).toThrow();
  });
});

describe("compressed forms with nonce slots", () => {
  it.each(["br", "gzip"] as const)(
    "%s: each answer's nonce is written into the stored form, which decodes right",
    async (coding) => {
      const template = page();
      const slots = findNonceSlots(template);
      const form = await compressWithSlots(template, slots, coding);
      expect(form).not.toBeNull();
      expect(form!.slots).toHaveLength(slots.length);
      // Still compressed well: the slots cost little.
      const whole = coding === "br" ? zlib.brotliCompressSync(template) : zlib.gzipSync(template, { level: 9 });
      expect(form!.body.length).toBeLessThan(whole.length * 1.15 + 200);
      const rep = new Representation(template, { "content-type": "text/html" }, { nonceSlots: slots });
      const encoded = await rep.encoded(coding);
      expect(encoded.coding).toBe(coding);
      for (const nonce of [newNonce(), newNonce(), "AAAAAAAAAAAAAAAAAAAAAA==", "////////////////////////"]) {
        const sent = rep.bodyWithNonce(encoded, nonce);
        expect(decode(sent, coding).equals(fillNonceSlots(template, slots, nonce)), nonce).toBe(true);
      }
      // The stored form is never written to.
      expect(rep.bodyWithNonce(encoded, newNonce()).equals(encoded.body)).toBe(false);
    },
  );

  it("computes the gzip trailer's CRC of a page with any nonce without reading the page", () => {
    for (const template of [page(0), page(3), page(400)]) {
      const slots = findNonceSlots(template);
      const crc = new NonceCrc(template, slots);
      for (const nonce of [newNonce(), newNonce(), NONCE_PLACEHOLDER, "AAAAAAAAAAAAAAAAAAAAAA=="]) {
        expect(crc.of(nonce), nonce).toBe(zlib.crc32(fillNonceSlots(template, slots, nonce)));
      }
    }
  });

  it("gives up (the page is sent plain) when the page leaves no bytes to mark the slots with", async () => {
    const every = Buffer.alloc(256);
    for (let b = 0; b < 256; b++) every[b] = b;
    const template = Buffer.concat([page(50), every]);
    const slots = findNonceSlots(template);
    expect(await compressWithSlots(template, slots, "br")).toBeNull();
    const rep = new Representation(template, { "content-type": "text/html" }, { nonceSlots: slots });
    const encoded = await rep.encoded("br");
    expect(encoded).toBe(rep.plain);
    const nonce = newNonce();
    expect(rep.bodyWithNonce(encoded, nonce).toString("latin1")).toContain(`nonce="${nonce}"`);
  });

  it("a page with slots has weak ETags; one without keeps strong ones and its bytes", async () => {
    const template = page(50);
    const rep = new Representation(template, { "content-type": "text/html" }, { nonceSlots: findNonceSlots(template) });
    expect(rep.hasNonce).toBe(true);
    expect(rep.plain.etag).toBe(`W/"${rep.etagBase}"`);
    expect((await rep.encoded("br")).etag).toBe(`W/"${rep.etagBase}.br"`);
    const json = Representation.json({ ok: true });
    expect(json.hasNonce).toBe(false);
    expect(json.plain.etag).toBe(`"${json.etagBase}"`);
    expect(json.bodyWithNonce(json.plain, newNonce())).toBe(json.body);
  });
});
