import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent, readJson } from "../../src/server/modules/content/content.loader.ts";
import { loadPersonas } from "../../src/server/modules/assistant/personas/personas.content.ts";
import { FALLBACK_PERSONAS } from "../../src/server/modules/assistant/personas/personas.fallback.ts";
import { personaFileSchema } from "../../src/shared/persona.ts";

const { site } = loadContent("content");

describe("content/personas/", () => {
  it("loads the shipped personas with their names, roles and colours, without warnings", () => {
    const warnings: string[] = [];
    const p = loadPersonas("content", site, (m) => warnings.push(m));
    expect(warnings).toEqual([]);
    expect([p.aurora.name, p.aurora.role, p.aurora.color]).toEqual(["Aurora", "sales", "teal"]);
    expect([p.max.name, p.max.role, p.max.color]).toEqual(["Max", "sales", "blue"]);
    expect([p.investor.name, p.investor.role, p.investor.id]).toEqual(["Aurora", "investor", "investor-aurora"]);
    expect(p.twin.role).toBe("twin");
    expect(p.aurora.title).toBe("AI Sales Assistant");
    const voices = [p.aurora, p.max, p.twin, p.investor].map((x) => x.voiceId);
    expect(new Set(voices).size).toBe(4);
    expect(p.aurora.voiceId).toBe("21m00Tcm4TlvDq8ikWAM");
  });

  it("makes the twin the case-study client's, with the site's phone and address", () => {
    const { twin } = loadPersonas("content", site, () => {});
    expect(twin.id).toBe("maya");
    expect(twin.name).toBe("Maya");
    expect(twin.contactPhone).toBe("(512) 555-0142");
    expect(twin.website).toBe("https://www.example.com");
    expect(twin.personality).toBeTruthy();
    expect(twin.greeting).toContain("Maya");
  });

  it("fills every placeholder and keeps prices out of the greetings", () => {
    const p = loadPersonas("content", site, () => {});
    for (const persona of [p.aurora, p.max, p.twin, p.investor]) {
      expect(JSON.stringify(persona), persona.id).not.toMatch(/\{[a-zA-Z.]+\}/);
      expect(persona.greeting, persona.id).not.toMatch(/\$|\d/);
      expect(persona.topics.length, persona.id).toBeGreaterThan(0);
    }
    expect(p.aurora.greeting).toContain("Domu AI");
    expect(p.investor.greeting).toMatch(/overview/);
    expect(p.investor.greeting).toMatch(/solid investment/);
    expect(p.investor.greeting).toMatch(/projected return|financial model/);
  });

  it("finds a persona by its resolved id", () => {
    const p = loadPersonas("content", site, () => {});
    expect(p.byId("aurora")).toBe(p.aurora);
    expect(p.byId("max")).toBe(p.max);
    expect(p.byId("maya")).toBe(p.twin);
    expect(p.byId("investor-aurora")).toBe(p.investor);
    expect(p.byId("{name}")).toBeNull();
    expect(p.byId("nobody")).toBeNull();
  });

  it("keeps the built-in fallbacks valid and identical in identity to the shipped files", () => {
    const files = { aurora: "aurora", max: "max", twin: "twin", investor: "investor-aurora" } as const;
    for (const [slot, name] of Object.entries(files)) {
      const fallback = personaFileSchema.parse(FALLBACK_PERSONAS[slot as keyof typeof files]);
      const shipped = readJson(`content/personas/${name}.json`, personaFileSchema);
      // What the persona talks about (topics, tone, its own answers) is content; the fallback keeps a minimum.
      const identity = ({ topics: _t, tone: _o, answers: _a, ...rest }: typeof shipped) => rest;
      expect(identity(fallback), slot).toEqual(identity(shipped));
    }
  });
});

describe("loadPersonas fallbacks", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  function copyContent(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "personas-content-"));
    dirs.push(dir);
    fs.cpSync("content", dir, { recursive: true });
    return dir;
  }

  it("uses the built-in persona and warns once, naming the file, when a file is missing", () => {
    const dir = copyContent();
    const file = path.join(dir, "personas", "max.json");
    fs.rmSync(file);
    const warnings: string[] = [];
    const p = loadPersonas(dir, site, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(file);
    expect(warnings[0]).toContain("missing");
    expect(p.max.name).toBe("Max");
    expect(p.max.color).toBe("blue");
    expect(p.max.topics).toEqual(FALLBACK_PERSONAS.max.topics.map((t) => t.replaceAll("{product}", "Domu AI")));
    // The others still come from their files.
    expect(p.aurora.topics.length).toBeGreaterThan(FALLBACK_PERSONAS.aurora.topics.length);
  });

  it("uses the built-in persona and warns once, naming the file and the problem, when a file is invalid", () => {
    const dir = copyContent();
    const file = path.join(dir, "personas", "twin.json");
    const twin = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    twin.greeting = "";
    fs.writeFileSync(file, JSON.stringify(twin));
    const warnings: string[] = [];
    const p = loadPersonas(dir, site, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(file);
    expect(warnings[0]).toContain("greeting");
    expect(warnings[0]!.trim().split(/[.!?]\s+(?=[A-Z])/)).toHaveLength(1);
    expect(p.twin.id).toBe("maya");
    expect(p.twin.contactPhone).toBe("(512) 555-0142");
    expect(p.twin.topics).toEqual(["Maya's coaching", "Booking a free consult call", "Passing a message to Maya"]);
    expect(p.byId("maya")).toBe(p.twin);
  });

  it("falls back on a file that is not JSON, has the wrong role or an unknown placeholder", () => {
    const dir = copyContent();
    const personas = path.join(dir, "personas");
    fs.writeFileSync(path.join(personas, "aurora.json"), "{ not json");
    const investor = JSON.parse(fs.readFileSync(path.join(personas, "investor-aurora.json"), "utf8")) as {
      role: string;
    };
    investor.role = "sales";
    fs.writeFileSync(path.join(personas, "investor-aurora.json"), JSON.stringify(investor));
    const max = JSON.parse(fs.readFileSync(path.join(personas, "max.json"), "utf8")) as { title: string };
    max.title = "Max at {company}";
    fs.writeFileSync(path.join(personas, "max.json"), JSON.stringify(max));
    const warnings: string[] = [];
    const p = loadPersonas(dir, site, (m) => warnings.push(m));
    expect(warnings).toHaveLength(3);
    expect(warnings.join("\n")).toMatch(/aurora\.json could not be read/);
    expect(warnings.join("\n")).toMatch(/investor-aurora\.json has role "sales"/);
    expect(warnings.join("\n")).toMatch(/max\.json uses an unknown placeholder \{company\}/);
    expect(p.aurora.name).toBe("Aurora");
    expect(p.investor.role).toBe("investor");
    expect(p.max.title).toBe("AI Business Assistant");
  });

  it("uses every built-in persona when the directory is missing", () => {
    const dir = copyContent();
    fs.rmSync(path.join(dir, "personas"), { recursive: true });
    const warnings: string[] = [];
    const p = loadPersonas(dir, site, (m) => warnings.push(m));
    expect(warnings).toHaveLength(4);
    expect([p.aurora.name, p.max.name, p.twin.id, p.investor.id]).toEqual(["Aurora", "Max", "maya", "investor-aurora"]);
  });
});
