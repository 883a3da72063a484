import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * One source for every fact (issue 7, "Knowledge"): the assistant reads content/ at start, so a
 * price or a contact detail changed in a copy of content/ is what it quotes; no second copy.
 */

interface ChatBody {
  text: string;
  conversationId: string;
}

function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(data);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

describe.each(dbTargets())("the assistant's knowledge follows content/ on $name", (target) => {
  let dir: string;
  let apps: TestApp[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "assistant-content-"));
    fs.cpSync("content", dir, { recursive: true });
  });
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = async (contentDir: string) => {
    const t = await buildTestApp(target, { contentDir });
    apps.push(t);
    return t;
  };
  const ask = async (t: TestApp, url: string, message: string, conversationId?: string) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: { message, ...(conversationId ? { conversationId } : {}) },
      remoteAddress: "203.0.113.60",
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ChatBody;
  };

  it("quotes the Outbound Voice Agent's setup fee from the copy's offers.json", async () => {
    editJson(path.join(dir, "offers.json"), (offers) => {
      const agents = offers.agents as { name: string; setupUsd: number }[];
      const outbound = agents.find((a) => a.name === "Outbound Voice Agent");
      expect(outbound?.setupUsd).toBe(5000);
      outbound!.setupUsd = 5250;
    });
    const original = await open("content");
    const changed = await open(dir);
    const question = "how much is the outbound agent setup fee?";

    const before = await ask(original, "/api/aurora/chat", question);
    expect(before.text).toContain("$5,000");

    for (const url of ["/api/aurora/chat", "/api/sales-chat/aurora", "/api/sales-chat/max", "/api/maya-chat"]) {
      const after = await ask(changed, url, question);
      expect(after.text, url).toContain("$5,250");
      expect(after.text, url).not.toContain("$5,000");
    }
    // And as a follow-up through the conversation.
    const first = await ask(changed, "/api/aurora/chat", "how much is the outbound agent?");
    const follow = await ask(changed, "/api/aurora/chat", "and the setup fee?", first.conversationId);
    expect(first.text).toContain("$5,250");
    expect(follow.text).toContain("$5,250");
    expect(follow.text).not.toContain("$5,000");
  });

  it("gives the copy's e-mail address and phone number when asked how to get in touch", async () => {
    editJson(path.join(dir, "site.json"), (site) => {
      expect(site.email).toBe("hello@example.com");
      expect(site.phone).toBe("(512) 555-0142");
      site.email = "team@example.net";
      site.phone = "(512) 555-0177";
      site.phoneHref = "+15125550177";
    });
    const t = await open(dir);
    const contact = await ask(t, "/api/aurora/chat", "how can I contact you?");
    expect(contact.text).toContain("team@example.net");
    expect(contact.text).not.toContain("hello@example.com");
    expect(contact.text).not.toContain("555-0142");
    const lead = await ask(t, "/api/sales-chat/aurora", "I'd like someone to call me");
    expect(lead.text).toContain("(512) 555-0177");
    expect(lead.text).toContain("team@example.net");
    expect(lead.text).not.toContain("(512) 555-0142");
  });
});
