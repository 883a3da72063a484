import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../../src/app/low-priority-modules.server.ts";

async function through(chunks: string[]): Promise<string> {
  let out = "";
  for await (const piece of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out += piece.toString();
  return out;
}

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/><link rel="modulepreload" href="/r.js"/></head>';
const BODY = '<body><p>Say <link rel="modulepreload" in prose.</p></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload in the head low priority and leaves the rest alone", async () => {
    const out = await through([HEAD + BODY]);
    expect(out).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/e.js"/><link rel="modulepreload" fetchpriority="low" href="/r.js"/></head>' +
        BODY,
    );
  });

  it("rewrites a preload split across chunks, and never the body", async () => {
    const whole = HEAD + BODY;
    for (const cut of [10, 70, 95, 110, HEAD.length - 3, HEAD.length + 5]) {
      const out = await through([whole.slice(0, cut), whole.slice(cut)]);
      expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
      expect(out.endsWith(BODY)).toBe(true);
    }
  });

  it("drops the nonce of the head's links (the policy allows them by 'self') and keeps the scripts' nonce", async () => {
    const out = await through([
      '<html><head><link nonce="abc=" rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" href="/e.js" nonce="abc="/><script nonce="abc=">1</script></head>' +
        '<body><script nonce="abc=">2</script></body></html>',
    ]);
    expect(out).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/e.js"/><script nonce="abc=">1</script></head>' +
        '<body><script nonce="abc=">2</script></body></html>',
    );
  });

  it("passes a document without a head end through unchanged", async () => {
    expect(await through(['<link rel="modulepreload" href="/x.js"/>', "<p>x</p>"])).toBe(
      '<link rel="modulepreload" href="/x.js"/><p>x</p>',
    );
  });

  it("gives up on a head over 64 KiB rather than holding the stream back", async () => {
    const big = '<link rel="modulepreload" href="/x.js"/>' + "x".repeat(70 * 1024);
    const out = await through([big, "</head><body></body>"]);
    expect(out).toBe(big + "</head><body></body>");
  });
});
