import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  STT_CONTENT_TYPES,
  auroraTtsBodySchema,
  ttsBodySchema,
  type SpeechConfigAnswer,
  type SttAnswer,
} from "../../../../shared/speech.ts";
import { HttpError, badRequest } from "../../../http-errors.ts";
import { BODY_LIMITS } from "../../../http-limits.ts";
import type { Persona } from "../../../modules/assistant/personas/persona.types.ts";
import { cleanSpeechText } from "../../../modules/speech/speech-text.ts";
import type { SttService } from "../../../modules/speech/stt.service.ts";
import type { TtsService } from "../../../modules/speech/tts.service.ts";
import { SpeechProviderError, type SpeechAudio } from "../../../modules/speech/tts.types.ts";
import { parseInput } from "../../../modules/validation.ts";
import { takeMinuteAndDay } from "../../../plugins/rate-limit.ts";
import type { SpeechLimiters } from "./limits.ts";

export interface SpeechRouteOptions {
  tts: TtsService;
  stt: SttService;
  /** Whose voice POST /aurora/tts speaks in. */
  aurora: Persona;
  limiters: SpeechLimiters;
}

/** The recordings POST /stt takes: audio/webm and the rest, with or without `;codecs=...`. */
const RECORDING_TYPE = new RegExp(
  `^(?:${STT_CONTENT_TYPES.map((t) => t.replace("/", "\\/")).join("|")})\\s*(?:;.*)?$`,
  "i",
);
const RECORDING_TYPES_SENTENCE = "audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav";
const STT_UNAVAILABLE = "Voice transcription is not available on this site.";
const STT_FAILED = "Voice transcription is temporarily unavailable. Please type your message instead.";

/** What an upstream failure answers: 503 and a sentence; the log gets the provider's detail, never a key. */
function providerFailed(req: FastifyRequest, reply: FastifyReply, err: unknown, sentence: string) {
  if (!(err instanceof SpeechProviderError)) throw err;
  req.log.warn({ kind: err.kind, status: err.status, detail: err.message }, "speech provider failed");
  return reply.status(503).header("cache-control", "no-store").send({ error: sentence });
}

/**
 * POST /aurora/tts and POST /tts: the text, cleaned of markup, as MP3 in the persona's voice;
 * POST /stt: a recorded utterance to text; GET /speech/config: whether /stt works here.
 */
export const speechRoutes: FastifyPluginAsync<SpeechRouteOptions> = async (api, opts) => {
  const { tts, stt, limiters } = opts;

  /** The cleaned text; markup alone is nothing to say. */
  function speakable(text: string): string {
    const clean = cleanSpeechText(text);
    if (!clean) throw badRequest("Text to speak must contain words, not only markup.");
    return clean;
  }

  async function sendAudio(req: FastifyRequest, reply: FastifyReply, name: string, speak: () => Promise<SpeechAudio>) {
    let speech: SpeechAudio;
    try {
      speech = await speak();
    } catch (err) {
      return providerFailed(req, reply, err, `${name} voice is temporarily unavailable.`);
    }
    // A POST answer is not reused by browsers or CDNs anyway; repeats are served from the
    // server's own cache (TtsCache), so the answer says plainly that nothing should keep it.
    return reply
      .header("content-type", speech.contentType)
      .header("content-length", String(speech.audio.length))
      .header("cache-control", "no-store")
      .send(speech.audio);
  }

  // Audio is compressed already: never through @fastify/compress.
  api.post("/aurora/tts", { compress: false, bodyLimit: BODY_LIMITS.speech }, async (req, reply) => {
    const body = parseInput(auroraTtsBodySchema, req.body);
    const text = speakable(body.text);
    await takeMinuteAndDay(limiters.tts, req, reply);
    return sendAudio(req, reply, `${opts.aurora.name}'s`, () => tts.speakAs(opts.aurora, text));
  });

  api.post("/tts", { compress: false, bodyLimit: BODY_LIMITS.speech }, async (req, reply) => {
    const body = parseInput(ttsBodySchema, req.body);
    const text = speakable(body.text);
    await takeMinuteAndDay(limiters.tts, req, reply);
    const persona = tts.personaByVoiceId(body.voiceId);
    const name = persona ? `${persona.name}'s` : "This";
    return sendAudio(req, reply, name, () => tts.speakInVoice(body.voiceId, text));
  });

  api.get("/speech/config", async (_req, reply) => {
    const answer: SpeechConfigAnswer = { stt: stt.available };
    return reply.header("cache-control", "public, max-age=60").send(answer);
  });

  // POST /stt takes raw audio: its parser and its refusals stay inside this scope.
  await api.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      RECORDING_TYPE,
      { parseAs: "buffer", bodyLimit: BODY_LIMITS.recording },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        return reply.status(413).send({ error: "The recording is too large: at most 1 MB is accepted." });
      }
      if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
        return reply.status(415).send({ error: `Send the recording as ${RECORDING_TYPES_SENTENCE}.` });
      }
      throw err; // the app's handler answers everything else
    });

    scope.post("/stt", { bodyLimit: BODY_LIMITS.recording }, async (req, reply) => {
      reply.header("cache-control", "no-store");
      if (!stt.available) return reply.status(404).send({ error: STT_UNAVAILABLE });
      const type = req.headers["content-type"] ?? "";
      if (!Buffer.isBuffer(req.body) || !RECORDING_TYPE.test(type)) {
        throw new HttpError(415, `Send the recording as ${RECORDING_TYPES_SENTENCE}.`);
      }
      if (req.body.length === 0) throw badRequest("The recording is empty.");
      await takeMinuteAndDay(limiters.stt, req, reply);
      try {
        const answer: SttAnswer = { text: await stt.transcribe(req.body, type) };
        return reply.send(answer);
      } catch (err) {
        return providerFailed(req, reply, err, STT_FAILED);
      }
    });
  });
};
