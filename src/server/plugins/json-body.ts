import type { FastifyInstance } from "fastify";
import { badRequest } from "../http-errors.ts";

const FORBIDDEN_KEY_SENTENCE = 'The request body may not contain a "__proto__" or "constructor.prototype" key.';

class ForbiddenKey extends Error {}

/**
 * Request bodies are JSON, parsed with the standard parser. A `__proto__` key (or `constructor` holding a
 * `prototype`) is refused with its own sentence: merged into an object later it could change
 * the prototype of every object, and saying so beats a vague "invalid JSON".
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // The API takes JSON only: plain text would reach the handlers as a string; now it is a 415.
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(badRequest("The request body is empty: send a JSON object."), undefined);
      return;
    }
    try {
      done(
        null,
        JSON.parse(text, function (key, value: unknown) {
          if (key === "__proto__") throw new ForbiddenKey();
          if (key === "constructor" && value !== null && typeof value === "object" && "prototype" in value) {
            throw new ForbiddenKey();
          }
          return value;
        }),
      );
    } catch (err) {
      done(
        badRequest(err instanceof ForbiddenKey ? FORBIDDEN_KEY_SENTENCE : "The request body is not valid JSON."),
        undefined,
      );
    }
  });
}
