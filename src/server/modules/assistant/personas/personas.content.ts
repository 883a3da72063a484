import fs from "node:fs";
import path from "node:path";
import { personaFileSchema, type PersonaFile } from "../../../../shared/persona.ts";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import { fillPlaceholders, fillSlug } from "../../content/placeholders.ts";
import type { Persona } from "./persona.types.ts";
import { FALLBACK_PERSONAS, type PersonaSlot } from "./personas.fallback.ts";

export interface Personas {
  aurora: Persona;
  max: Persona;
  twin: Persona;
  investor: Persona;
  /** By resolved id: "aurora", "max", the case-study client's slug, "investor-aurora". */
  byId(id: string): Persona | null;
}

/** Which file holds each persona, and the role it must have. */
const SLOTS: Record<PersonaSlot, { file: string; role: Persona["role"] }> = {
  aurora: { file: "aurora.json", role: "sales" },
  max: { file: "max.json", role: "sales" },
  twin: { file: "twin.json", role: "twin" },
  investor: { file: "investor-aurora.json", role: "investor" },
};

class PersonaProblem extends Error {}

function resolve(p: PersonaFile, site: SiteConfig): Persona {
  const fill = (s: string) => fillPlaceholders(s, site).replaceAll("{siteUrl}", site.siteUrl);
  const persona: Persona = {
    id: fillSlug(p.id, site),
    role: p.role,
    name: fill(p.name),
    title: fill(p.title),
    greeting: fill(p.greeting),
    tone: fill(p.tone),
    voiceId: p.voiceId,
    color: p.color,
    topics: p.topics.map(fill),
    leadServiceType: p.leadServiceType,
  };
  if (p.personality !== undefined) persona.personality = p.personality;
  if (p.speech !== undefined) persona.speech = { ...p.speech };
  if (p.contactPhone !== undefined) persona.contactPhone = fill(p.contactPhone);
  if (p.website !== undefined) persona.website = fill(p.website);
  if (p.answers.length > 0) persona.answers = p.answers.map((a) => ({ ...a, reply: fill(a.reply) }));
  return persona;
}

/** Reads and resolves one persona file; throws a PersonaProblem saying what is wrong with it. */
function readPersona(file: string, role: Persona["role"], site: SiteConfig): Persona {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new PersonaProblem(e.code === "ENOENT" ? "is missing" : `could not be read (${e.message})`);
  }
  const parsed = personaFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new PersonaProblem(`is invalid at ${issue.path.join(".") || "(root)"} (${issue.message})`);
  }
  if (parsed.data.role !== role) throw new PersonaProblem(`has role "${parsed.data.role}" where "${role}" belongs`);
  const persona = resolve(parsed.data, site);
  const left = JSON.stringify(persona).match(/\{[a-zA-Z.]+\}/);
  if (left) throw new PersonaProblem(`uses an unknown placeholder ${left[0]}`);
  return persona;
}

/**
 * The assistant's personas from content/personas/. A missing or invalid file does not stop the
 * start: that persona comes from the built-in fallback and `warn` gets one sentence saying why.
 */
export function loadPersonas(
  contentDir: string,
  site: SiteConfig,
  warn: (message: string) => void = (m) => console.warn(m),
): Personas {
  const load = (slot: PersonaSlot): Persona => {
    const file = path.join(contentDir, "personas", SLOTS[slot].file);
    try {
      return readPersona(file, SLOTS[slot].role, site);
    } catch (err) {
      if (!(err instanceof PersonaProblem)) throw err;
      const fallback = resolve(FALLBACK_PERSONAS[slot], site);
      warn(`Persona file ${file} ${err.message}, so the built-in ${fallback.name} persona (${fallback.id}) is used.`);
      return fallback;
    }
  };
  const personas = { aurora: load("aurora"), max: load("max"), twin: load("twin"), investor: load("investor") };
  const byId = new Map<string, Persona>();
  for (const p of Object.values(personas)) if (!byId.has(p.id)) byId.set(p.id, p);
  return { ...personas, byId: (id) => byId.get(id) ?? null };
}
