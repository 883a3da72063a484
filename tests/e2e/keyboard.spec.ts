import { expect, test, type Page } from "./fixtures.ts";
import { gotoHydrated } from "./hydrated.ts";
import { passSiteGate } from "./site-gate-helpers.ts";

// /businesses is walked as a visitor who passed the site gate sees it.
test.beforeEach(async ({ page }) => passSiteGate(page));

/** Every public page (issue 6), walked with the Tab key. */
const PAGES = [
  "/",
  "/services/ai-reception-agents",
  "/start-trial",
  "/rappy-customer-ai",
  "/businesses",
  "/business/the-subs-ai",
  "/blog",
  "/blog/post/ai-twins-vs-chatbots",
  "/blog/category/case-studies",
  "/terms",
  "/privacy",
  "/ai-twin-demo",
  "/aurora-ai-demo",
  "/max-ai-demo",
];

/** Enough to cover each page's header, content and footer; keeps the run short. */
const MAX_STOPS = 80;

interface Stop {
  name: string;
  problem: string | null;
}

/**
 * Inspects document.activeElement in the page: is it rendered, on screen and not under another
 * box, and does its outline (or box-shadow ring) reach 3:1 against what is painted behind it?
 */
function inspectFocus(): Stop | null {
  type Rgba = [number, number, number, number];
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;

  const parse = (c: string): Rgba | null => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = "1"] = m[1]!.split(/[ ,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (l1 + 0.05) / (l2 + 0.05);
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
  };

  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return { name, problem: "has no size" };
  if (style.visibility === "hidden" || Number(style.opacity) === 0) return { name, problem: "is invisible" };
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  if (rect.bottom <= 0 || rect.top >= vh || rect.right <= 0 || rect.left >= vw) {
    return {
      name,
      problem: `is off screen (${Math.round(rect.top)},${Math.round(rect.left)} in ${vw}x${vh} at ${Math.round(scrollY)})`,
    };
  }

  // Covered: none of a few points inside it shows the element (or its own content) on top.
  const points: [number, number][] = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + 2, rect.top + 2],
    [rect.right - 2, rect.bottom - 2],
  ];
  const visible = points.some(([x, y]) => {
    if (x < 0 || y < 0 || x >= vw || y >= vh) return false;
    const top = document.elementFromPoint(x, y);
    return !!top && (el.contains(top) || top.contains(el));
  });
  if (!visible) return { name, problem: "is hidden under another element" };

  // The indicator: an outline of at least 2 px, or a box-shadow ring.
  const outlineWidth = parseFloat(style.outlineWidth);
  const outlineColour = parse(style.outlineColor);
  let ring: Rgba | null = null;
  let offset = 0;
  if (style.outlineStyle !== "none" && outlineWidth >= 2 && outlineColour && outlineColour[3] > 0) {
    ring = outlineColour;
    offset = parseFloat(style.outlineOffset) + outlineWidth / 2;
  } else if (style.boxShadow && style.boxShadow !== "none") {
    ring = parse(style.boxShadow);
    offset = 1;
  }
  if (!ring || ring[3] === 0) return { name, problem: "shows no focus indicator" };

  // What is painted where the ring is drawn: the boxes at a point on the ring, top to bottom.
  const candidates: [number, number][] = [
    [rect.left - offset, rect.top + rect.height / 2],
    [rect.right + offset, rect.top + rect.height / 2],
    [rect.left + rect.width / 2, rect.top - offset],
    [rect.left + rect.width / 2, rect.bottom + offset],
  ];
  // A point of the ring that lies on the element's own surroundings, not under a fixed header.
  const onScreen = candidates.filter(([x, y]) => x >= 0 && y >= 0 && x < vw && y < vh);
  const at =
    onScreen.find(([x, y]) => {
      const top = document.elementsFromPoint(x, y).find((box) => !el.contains(box));
      return !!top && top.contains(el);
    }) ?? onScreen[0];
  if (!at) return { name, problem: "has its ring outside the viewport" };
  const inward = offset < 0;
  const layers: Rgba[] = [];
  for (const box of document.elementsFromPoint(at[0], at[1])) {
    // An outer ring is painted over the parent's surface, not the element's own fill.
    if (!inward && el.contains(box)) continue;
    const bg = parse(getComputedStyle(box).backgroundColor);
    if (bg && bg[3] > 0) {
      layers.push(bg);
      if (bg[3] >= 1) break;
    }
  }
  let behind: Rgba = [255, 255, 255, 1];
  for (const layer of layers.reverse()) behind = over(layer, behind);
  const ratio = contrast(over(ring, behind), behind);
  if (ratio < 3) return { name, problem: `has a focus ring of only ${ratio.toFixed(2)}:1 against its background` };
  return { name, problem: null };
}

/** Waits until focus has finished scrolling the page (scroll position still for two frames). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const started = performance.now();
        const tick = () => {
          const y = window.scrollY;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 2 || performance.now() - started > 2000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Tabs through the page and returns every stop with a problem. */
async function walk(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press("Tab");
    await settled(page);
    const stop = await page.evaluate(inspectFocus);
    if (!stop) break;
    const id = await page.evaluate(() => {
      const el = document.activeElement!;
      const index = Array.prototype.indexOf.call(document.querySelectorAll("*"), el);
      return String(index);
    });
    // Back at a stop already visited: the walk has gone round the page.
    if (seen.has(id)) break;
    seen.add(id);
    if (stop.problem) problems.push(`${stop.name} ${stop.problem}`);
  }
  expect(seen.size, "the page has focus stops").toBeGreaterThan(3);
  return problems;
}

for (const width of [360, 1280]) {
  test.describe(`Tab through every public page at ${width} px`, () => {
    // Reduced motion turns smooth scrolling off, so a stop is measured where focus scrolled it.
    test.use({ viewport: { width, height: 800 }, contextOptions: { reducedMotion: "reduce" } });
    for (const path of PAGES) {
      test(`${path}: every focus stop is visible and shows a 3:1 indicator`, async ({ page }) => {
        test.setTimeout(90_000);
        await gotoHydrated(page, path);
        expect(await walk(page)).toEqual([]);
      });
    }
  });
}

// An unlocked investor portal, whose presentation video sits on white (issue 21, F10).
for (const width of [360, 1280]) {
  test(`/investor/julie-ai unlocked at ${width} px: every focus stop is visible and shows a 3:1 indicator`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const res = await page.request.post("/api/investor-access/julie-ai", {
      data: { password: "e2e-investor-password-0123" },
    });
    expect(res.status()).toBe(204);
    await gotoHydrated(page, "/investor/julie-ai");
    await expect(page.locator("video")).toHaveCount(1);
    expect(await walk(page)).toEqual([]);
  });
}

test.describe("the mobile menu and the keyboard", () => {
  test.use({ viewport: { width: 360, height: 740 }, contextOptions: { reducedMotion: "reduce" } });

  async function openMenuByKeyboard(page: Page) {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    // The button's name changes with its state; this finds it either way.
    return page.locator('button[aria-controls="mobile-menu"]');
  }

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await gotoHydrated(page, "/businesses");
    const toggle = await openMenuByKeyboard(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("using a menu link closes the menu and returns focus to its button", async ({ page }) => {
    await gotoHydrated(page, "/businesses");
    const toggle = await openMenuByKeyboard(page);
    const about = page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("Tab past the last menu link closes the menu instead of focusing the page under it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenuByKeyboard(page);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const count = await menu.getByRole("link").count();
    for (let i = 0; i < count; i++) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await settled(page);
    // The stop is checked once the closing menu and any focus scroll have been painted; a problem
    // that lasts (a covered or faint stop) still fails, with the stop's name in the message.
    await expect
      .poll(async () => {
        const stop = await page.evaluate(inspectFocus);
        return stop?.problem ? `${stop.name} ${stop.problem}` : null;
      })
      .toBeNull();
  });

  test("the menu has a backdrop between it and the page, and a click on it closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenuByKeyboard(page);
    const backdrop = page.getByTestId("menu-backdrop");
    await expect(backdrop).toBeVisible();
    await backdrop.click({ position: { x: 180, y: 700 } });
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});
