import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";

interface KnownRoute {
  pattern: RegExp;
  methods: string[];
}

/** `/api/businesses/:id` → a RegExp matching its concrete addresses. */
function patternOf(url: string): RegExp {
  const source = url
    .split("/")
    .map((segment) =>
      segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * Answers every `/api/...` request no route took, in JSON: 405 with an `Allow` header when the
 * address exists for other methods, 404 otherwise, 414 when a part of the address is longer
 * than the router accepts. Without it such requests would fall through to the HTML pages.
 *
 * Call before registering the API's routes: it learns them as they are added.
 */
export function registerApiFallback(api: FastifyInstance): void {
  const known: KnownRoute[] = [];
  api.addHook("onRoute", (route) => {
    if (route.url.endsWith("/*") || route.url === api.prefix || route.url === `${api.prefix}/`) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const pattern = patternOf(route.url);
    const same = known.find((k) => k.pattern.source === pattern.source);
    if (same) same.methods.push(...methods);
    else known.push({ pattern, methods: [...methods] });
  });

  const maxParamLength = api.initialConfig.maxParamLength ?? 100;
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const path = req.url.split("?")[0]!;
    if (path.split("/").some((segment) => segment.length > maxParamLength)) {
      return reply.status(414).send({
        error: `The address is too long: each part of it may have at most ${maxParamLength} characters.`,
      });
    }
    const allowed = [...new Set(known.filter((k) => k.pattern.test(path)).flatMap((k) => k.methods))].sort();
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({ error: `This address does not accept ${req.method}; it accepts ${allowed.join(", ")}.` });
    }
    return reply.status(404).send({ error: "There is no API endpoint at this address." });
  };
  api.all("/", answer);
  api.all("/*", answer);
}
