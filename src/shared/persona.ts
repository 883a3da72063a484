import { z } from "zod";
import { personaSpeechSchema } from "./speech.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const PERSONA_ROLES = ["sales", "twin", "investor"] as const;

/**
 * content/personas/<file>.json: one voice of the assistant. `{product}`, `{email}`, `{phone}`,
 * `{founder}` and `{name}` are filled from the site configuration, `{siteUrl}` with its address;
 * the twin's id `{name}` becomes the case-study client's slug.
 */
export const personaFileSchema = z
  .strictObject({
    id: z
      .string()
      .max(60)
      .regex(/^(?:\{name\}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, "must be kebab-case or {name}"),
    role: z.enum(PERSONA_ROLES),
    name: text(60),
    title: text(80),
    greeting: text(400),
    tone: text(800),
    personality: z.string().max(40).regex(kebab, "must be kebab-case").optional(),
    voiceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be a voice id of 8 to 64 letters, digits, - or _"),
    /** The persona's voice in the embedded and OpenAI-compatible speech providers (ElevenLabs uses voiceId). */
    speech: personaSpeechSchema.optional(),
    /** A palette name the UI maps to its accent colours, e.g. teal or blue. */
    color: z.string().regex(/^[a-z]{3,20}$/, "must be a lower-case colour name"),
    topics: z.array(text(200)).min(1).max(16),
    contactPhone: text(40).optional(),
    website: z
      .literal("{siteUrl}")
      .or(
        z
          .string()
          .url()
          .regex(/^https?:\/\//, "must be an http(s) URL"),
      )
      .optional(),
    leadServiceType: z.string().max(60).regex(kebab, "must be kebab-case"),
    /**
     * What the persona says in its own role, from its own content: cues are short phrases matched
     * by word stems in any order (as content/assistant/objections.json), the reply is spoken as is.
     */
    answers: z
      .array(
        z.strictObject({
          id: z.string().regex(kebab, "must be kebab-case"),
          cues: z.array(text(60)).min(1).max(40),
          reply: text(600),
          /** Answers this one already says, left out when both are raised ("ballpark" covers "price"). */
          covers: z.array(z.string().regex(kebab, "must be kebab-case")).max(5).optional(),
        }),
      )
      .max(30)
      .default([]),
  })
  .superRefine((p, ctx) => {
    if (p.role !== "twin") return;
    for (const key of ["personality", "contactPhone", "website"] as const) {
      if (p[key] === undefined) ctx.addIssue({ code: "custom", message: "a twin persona needs it", path: [key] });
    }
  });
export type PersonaFile = z.infer<typeof personaFileSchema>;

/**
 * What the browser gets of a persona: enough to label, colour and voice its chat. The prompts
 * that steer the assistant (tone, topics) stay on the server. `greeting` has its placeholders
 * filled; `chatPath` is the persona's own chat endpoint.
 */
export interface PublicPersona {
  id: string;
  name: string;
  title: string;
  greeting: string;
  voiceId: string;
  color: string;
  chatPath: string;
}

/** The personas the demo pages show. */
export interface PublicPersonas {
  aurora: PublicPersona;
  max: PublicPersona;
  twin: PublicPersona;
}

/** Where each persona's chat answers (src/server/routes/api/assistant): the twin's path carries its id. */
export function personaChatPaths(twinId: string): Record<keyof PublicPersonas, string> {
  return { aurora: "/api/sales-chat/aurora", max: "/api/sales-chat/max", twin: `/api/${twinId}-chat` };
}

/** Picks the public fields of a resolved persona; anything else it carries stays behind. */
export function toPublicPersona(persona: Omit<PublicPersona, "chatPath">, chatPath: string): PublicPersona {
  const { id, name, title, greeting, voiceId, color } = persona;
  return { id, name, title, greeting, voiceId, color, chatPath };
}
