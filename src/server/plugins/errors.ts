import type { FastifyError, FastifyInstance } from "fastify";

/** Every API failure answers JSON `{ error }` with a sentence a person can read; never a stack. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return reply.status(500).send({ error: "Something went wrong on our side. Please try again in a moment." });
    }
    if (err.validation) {
      return reply.status(400).send({ error: humanValidationMessage(err) });
    }
    return reply.status(status).send({ error: err.message || "The request could not be processed." });
  });
}

function humanValidationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return "The request is not valid.";
  const where = err.validationContext === "params" ? "address" : (err.validationContext ?? "request");
  return `The ${where} is not valid: ${first.message ?? "unexpected value"}.`;
}
