import type { PersonaSpeech } from "../../../../shared/speech.ts";

/** A voice of the assistant: content/personas/<id>.json, with a built-in fallback. */
export interface Persona {
  /** aurora, max, the twin persona's slug, investor-aurora */
  id: string;
  /** sales (Aurora, Max), twin (the AI-twin demo's persona), investor (the portals' Aurora) */
  role: "sales" | "twin" | "investor";
  name: string;
  title: string;
  greeting: string;
  /** How the persona speaks; goes into the LLM system prompt. */
  tone: string;
  /** The twin persona's personality key (the spec's "MC persona" profile). */
  personality?: string;
  voiceId: string;
  /** Its voice in the espeak and openai speech providers (content `speech`); ElevenLabs speaks by voiceId. */
  speech?: PersonaSpeech;
  /** UI accent, e.g. teal for Aurora and blue for Max. */
  color: string;
  /** What the persona may talk about; goes into the LLM system prompt. */
  topics: string[];
  /** The twin persona's contact phone and website (spec: MC persona profile). */
  contactPhone?: string;
  website?: string;
  /** Replies in the persona's own role, from its own content (content `answers`). */
  answers?: { id: string; cues: string[]; reply: string }[];
  /** serviceType of leads captured in this persona's conversations. */
  leadServiceType: string;
}
