import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";
import { loadPersonas } from "../../src/server/modules/assistant/personas/personas.content.ts";
import { personaChatPaths } from "../../src/shared/persona.ts";
import { useSsrApp } from "../helpers/ssr-app.ts";

/** Visible text with tags and React's comment separators removed, entities decoded, spaces folded. */
function text(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

const title = (html: string) => text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const meta = (html: string, attr: "name" | "property", key: string) =>
  text(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** The href of the link whose visible text is `label` (words only screen readers get left out). */
const hrefOf = (html: string, label: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find(
    ([, , inner]) => text(inner!.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")).trim() === label,
  )?.[1];

const ORIGIN = "https://www.example.com";
const content = loadContent("content");
const personas = loadPersonas("content", content.site, () => {});

describe("persona demo pages, server-rendered", () => {
  const ssr = useSsrApp();
  const page = async (url: string) => {
    const res = await ssr.page(url);
    return { ...res, text: text(res.html) };
  };

  it("/ai-twin-demo shows the twin's badge, avatar videos and pricing links", async () => {
    const { status, html, text: t } = await page("/ai-twin-demo");
    expect(status).toBe(200);
    expect(title(html)).toBe("AI Twin Demo: Talk to Maya's AI Twin | Domu AI");
    expect(meta(html, "name", "description")).toMatch(/^Watch and talk to the AI twin of Maya, a fitness coach/);
    expect(meta(html, "property", "og:title")).toBe(title(html));
    expect(canonical(html)).toBe(`${ORIGIN}/ai-twin-demo`);

    expect(t).toContain("Demo Mode");
    expect(t).toContain("Meet Maya's AI twin");
    for (const label of ["Avatar Video 1", "Avatar Video 2"]) {
      expect(html).toMatch(new RegExp(`<button[^>]*aria-pressed="(true|false)"[^>]*>[\\s\\S]*?${label}</button>`));
    }
    // Two players, each a poster with a play button, loading no video up front (the player
    // with both formats comes on play: src/app/features/persona-pages/avatar-videos.test.tsx).
    expect(html).not.toContain("<video");
    const players = [
      ...html.matchAll(
        /<button[^>]*aria-label="Play ([^"]*)"[^>]*data-testid="avatar-video[^"]*"[^>]*>([\s\S]*?)<\/button>/g,
      ),
    ];
    expect(players.map(([, label]) => label)).toEqual(["Maya: Welcoming a new visitor", "Maya: Your first session"]);
    for (const [i, [, , inner]] of players.entries())
      expect(inner).toMatch(new RegExp(`<img src="/media/personas/twin-${i + 1}\\.webp"`));
    // The clips speak with the embedded preview voice, and the page says so beside them.
    expect(html).toMatch(
      /<p[^>]*data-clip-voice-note[^>]*>[\s\S]*?The clips are narrated by our embedded preview voice\. The twins we build speak with natural ElevenLabs or OpenAI voices\.<\/p>/,
    );
    // The Learn More link says where it leads to screen readers and search engines.
    expect(html).toMatch(/Learn More<span class="sr-only"> about Domu AI(?:'|&#x27;)s AI agents<\/span>/);
    expect(hrefOf(html, "Get Custom Pricing")).toBe("/#contact");
    expect(hrefOf(html, "Learn More")).toBe("/");
    expect(t).toContain("What You'll Experience");
    expect(t).toContain("What does a first session look like?");
    expect(html).not.toMatch(/\{[a-zA-Z.]+\}/);
  });

  it.each([
    {
      urls: ["/aurora-ai-demo", "/widget/aurora"],
      canonicalPath: "/aurora-ai-demo",
      pageTitle: "Aurora AI Demo: Your AI Sales Assistant | Domu AI",
      prompt: "How can Aurora help my startup?",
      subject: "Strategy call request: Aurora AI for my business",
    },
    {
      urls: ["/max-ai-demo", "/widget/max"],
      canonicalPath: "/max-ai-demo",
      pageTitle: "Max AI Demo: Your AI Business Assistant | Domu AI",
      prompt: "What can Max do for my business?",
      subject: "Strategy call request: Max AI for my business",
    },
  ])("$canonicalPath (and its /widget alias) shows the demo with its sample prompt", async (c) => {
    for (const url of c.urls) {
      const { status, html, text: t } = await page(url);
      expect(status, url).toBe(200);
      expect(title(html), url).toBe(c.pageTitle);
      expect(meta(html, "name", "description"), url).toMatch(/^Talk to (Aurora|Max), the AI/);
      expect(canonical(html), url).toBe(ORIGIN + c.canonicalPath);
      expect(t).toContain("Demo Mode");
      expect(t).toContain("Launch demo");
      expect(t).toContain("What You'll Experience");
      expect(html).toMatch(new RegExp(`<button[^>]*>[\\s\\S]*?${c.prompt.replace("?", "\\?")}[\\s\\S]*?</button>`));
      expect(hrefOf(html, "Learn More")).toBe("/");
      expect(hrefOf(html, "Book Strategy Call")).toBe(
        `mailto:hello@example.com?subject=${encodeURIComponent(c.subject).replace(/&/g, "&amp;")}`,
      );
      expect(hrefOf(html, "Book Strategy Call")).toContain("subject=Strategy%20call%20request%3A%20");
      expect(html).not.toMatch(/\{[a-zA-Z.]+\}/);
    }
  });

  it.each(["/ai-twin-demo", "/aurora-ai-demo", "/max-ai-demo"])(
    "%s sends the persona's name and greeting, never the prompts that steer it",
    async (url) => {
      const { html } = await page(url);
      const persona = {
        "/ai-twin-demo": personas.twin,
        "/aurora-ai-demo": personas.aurora,
        "/max-ai-demo": personas.max,
      }[url]!;
      expect(text(html)).toContain(persona.greeting);
      // Loader data is serialised into the page for hydration: the prompts must not be in it.
      for (const secret of [persona.tone, ...persona.topics]) {
        expect(html).not.toContain(secret);
        expect(html).not.toContain(JSON.stringify(secret).slice(1, -1));
      }
      expect(html).not.toMatch(/"(tone|topics|leadServiceType)"/);
    },
  );

  it("gives each persona the chat path the assistant answers on", async () => {
    const paths = personaChatPaths(personas.twin.id);
    expect(paths.twin).toBe("/api/maya-chat");
    for (const path of Object.values(paths)) {
      const res = await ssr.app().inject({ method: "POST", url: path, payload: { message: "Hello" } });
      expect(res.statusCode, path).toBe(200);
      expect(res.json<{ text: string }>().text.length, path).toBeGreaterThan(0);
    }
  });

  it("lists the demo pages in the sitemap, not their /widget aliases", async () => {
    const { html } = await page("/sitemap.xml");
    for (const path of ["/ai-twin-demo", "/aurora-ai-demo", "/max-ai-demo"]) {
      expect(html).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(html).not.toContain("/widget/");
  });
});
