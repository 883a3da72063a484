import fs from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";
import { expectNoSeriousAxe, loginAt, STAFF, uniqueEmail, visitor } from "./admin-helpers.ts";

/*
 * The staff console (/admin) against the real server: login, the dashboard's counts, the Leads
 * and Chats tabs with their dialogs, search, filters and export, a person's timeline and erase,
 * logout, and markup that visitors typed staying text.
 */

const toast = (page: Page) => page.getByRole("region", { name: "Notifications" });
const count = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
async function readCount(page: Page, label: string): Promise<number> {
  await expect(count(page, label)).toHaveText(/^[\d,]+$/);
  return Number((await count(page, label).innerText()).replace(/,/g, ""));
}

test("the login form: required fields, a refused login's toast, no serious axe findings", async ({ page }) => {
  const res = await page.goto("/admin");
  expect(res?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(page);
  await expect(page).toHaveTitle(/Admin Console/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // The public site's header, footer and chat launcher are not part of the console.
  await expect(page.locator(".site-widget-launcher")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByLabel("Username")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
  await expectNoSeriousAxe(page, "login");

  // A name that is not staff's, so the shared account never nears its lockout.
  await page.getByLabel("Username").fill("not-staff");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Access Portal" }).click();
  await expect(toast(page)).toContainText("Login failed");
  await expect(toast(page)).toContainText("Invalid credentials");
  await expect(page.getByRole("button", { name: "Access Portal" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

test("logging in shows the console; the dashboard counts new leads and chats", async ({ page, request }) => {
  await loginAt(page);
  await expect(toast(page)).toContainText("Login successful");
  await expect(toast(page)).toContainText("Welcome to the admin dashboard");
  // The session is an HttpOnly cookie the page cannot read.
  expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");
  const leads = await readCount(page, "Total Leads");
  const chats = await readCount(page, "Total Chats");
  const today = await readCount(page, "Today's Chats");
  await expectNoSeriousAxe(page, "dashboard");

  await visitor.lead(request, { name: "Dash Board", email: uniqueEmail("dash"), serviceType: "contact" });
  await visitor.chat(request, "What does DAY-O do?");

  // A reload is served for the session cookie: still signed in, counts from the server.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(`Welcome, ${STAFF.username}`)).toBeVisible();
  await expect(count(page, "Total Leads")).toHaveText(String(leads + 1));
  await expect(count(page, "Total Chats")).toHaveText(String(chats + 1));
  await expect(count(page, "Today's Chats")).toHaveText(String(today + 1));
});

test("a lead is deleted through the confirmation dialog", async ({ page, request }) => {
  const email = uniqueEmail("delete-me");
  await visitor.lead(request, { name: "Del Ete", email, message: "Please remove me.", serviceType: "launch-notify" });
  await loginAt(page, `/admin?tab=leads&q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("link", { name: email, exact: true })).toHaveAttribute("href", `mailto:${email}`);
  await expect(table).toContainText("LAUNCH NOTIFY");
  await expectNoSeriousAxe(page, "leads");

  await page.getByRole("button", { name: "Delete lead from Del Ete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Lead" });
  await expect(dialog).toContainText("Are you sure you want to delete this lead? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete lead from Del Ete" })).toBeFocused();

  await page.getByRole("button", { name: "Delete lead from Del Ete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Lead deleted");
  await expect(toast(page)).toContainText("The lead has been removed successfully");
  await expect(page.getByText("No leads found")).toBeVisible();
});

test("a conversation is one chat row, named for its persona, and opens with every exchange", async ({
  page,
  request,
}) => {
  const token = `zebra${Date.now()}`;
  const id = await visitor.chat(request, `What is DAY-O? (${token})`);
  await visitor.chat(request, "How do I invest in it?", id);
  await loginAt(page, `/admin?tab=chats&q=${token}`);
  const table = page.getByRole("table", { name: "Chats" });
  // The header and one row: the conversation, not each of its two exchanges.
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("Investor assistant · DAY-O");
  await expect(row).not.toContainText("investor:dayo");
  await expect(row).toContainText("Latest: How do I invest in it?");
  await expectNoSeriousAxe(page, "chats");

  const view = table.getByRole("button", { name: "View conversation" });
  await view.click();
  const dialog = page.getByRole("dialog", { name: /^Conversation with/ });
  const exchanges = dialog.getByRole("list", { name: "Exchanges, oldest first" });
  await expect(exchanges.locator(":scope > li")).toHaveCount(2);
  await expect(exchanges.locator(":scope > li").first()).toContainText(token);
  await expect(exchanges.locator(":scope > li").nth(1)).toContainText("How do I invest in it?");
  const source = dialog.getByRole("link").first();
  await expect(source).toHaveAttribute("href", /^(\/|https?:)/);
  await expectNoSeriousAxe(page, "conversation dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
});

test("leads are searched, filtered, paged in the URL and exported exactly as shown", async ({ page, request }) => {
  const tag = `filt${Date.now()}`;
  const wanted = `${tag}-a@example.com`;
  const other = `${tag}-b@example.com`;
  await visitor.lead(request, {
    name: "Wanted Lead",
    email: wanted,
    message: "Blog please.",
    serviceType: "blog-updates",
  });
  await visitor.lead(request, { name: "Other Lead", email: other, message: "Contact me.", serviceType: "contact" });
  await loginAt(page, "/admin?tab=leads");

  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByRole("combobox", { name: "Service" }).selectOption("blog-updates");
  await expect(page).toHaveURL(/service=blog-updates/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(wanted);
  await expect(table).not.toContainText(other);
  await page.getByLabel("From", { exact: true }).fill("2000-01-01");
  await expect(page).toHaveURL(/from=2000-01-01/);
  await page.getByRole("combobox", { name: "Sort" }).selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);

  // The bookmarked view comes back as it was.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("table", { name: "Leads" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  const href = new URL((await exportLink.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/api/admin/leads/export.csv");
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    q: tag,
    service: "blog-updates",
    from: "2000-01-01",
    sort: "oldest",
  });
  expect(href.searchParams.get("tz")).toBeTruthy();
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(wanted);
  expect(csv).not.toContain(other);
  expect(download.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
});

test("one person's timeline shows everything they sent, and erasing removes it", async ({ page, request }) => {
  const email = uniqueEmail("erase");
  await visitor.lead(request, { name: "Era Se", email, message: "A lead.", serviceType: "contact" });
  await visitor.contactRequest(request, { name: "Era Se", email, serviceType: "ai-twin", message: "A request." });
  await visitor.chat(request, `Please write to me at ${email}`);

  await loginAt(page, `/admin?tab=leads&q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Timeline of ${email}` }).click();
  await expect(page).toHaveURL(`/admin/people?email=${encodeURIComponent(email)}`);
  const timeline = page.getByRole("list", { name: "Timeline, oldest first" });
  await expect(timeline).toContainText("Lead form: CONTACT");
  await expect(timeline).toContainText("Contact request");
  await expect(timeline).toContainText("Conversation with Investor assistant · DAY-O");
  await expect(timeline).toContainText(`Please write to me at ${email}`);
  await expectNoSeriousAxe(page, "person");

  await page.getByRole("button", { name: "Erase this person" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
  await expect(dialog).toContainText(
    `This permanently deletes every lead submission, contact request, chat message and investor access code stored for ${email}. It cannot be undone.`,
  );
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed" })).toHaveText(
    /^Removed \d+ leads?, 1 contact request and [1-9]\d* chat messages?\.$/,
  );
  await expect(page.getByText("Nothing is stored for this address.")).toBeVisible();
  await page.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads found")).toBeVisible();
});

test("markup a visitor typed is shown as text and never runs", async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const email = uniqueEmail("xss");
  const name = "<img src=x onerror=alert(1)>";
  const message = "<script>alert(1)</script>";
  await visitor.lead(request, { name, email, message, serviceType: "contact" });
  await visitor.contactRequest(request, { name, email, message, serviceType: "aurora-ai" });

  await loginAt(page, `/admin?tab=leads&q=${encodeURIComponent(email)}`);
  const leads = page.getByRole("table", { name: "Leads" });
  await expect(leads.getByText(name, { exact: true })).toBeVisible();
  await expect(leads.getByText(message, { exact: true })).toBeVisible();
  await expect(leads.locator("img, script")).toHaveCount(0);

  await page.goto(`/admin/contact-requests?q=${encodeURIComponent(email)}`);
  const requests = page.getByRole("table", { name: "Contact requests" });
  await expect(requests.getByText(name, { exact: true })).toBeVisible();
  await expect(requests.getByText(message, { exact: true })).toBeVisible();
  await expect(requests.locator("img, script")).toHaveCount(0);

  await page.goto(`/admin/people?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("list", { name: "Timeline, oldest first" })).toContainText(message);
  await expect(page.locator("main img, main script")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("logging out ends the session on the server", async ({ page }) => {
  await loginAt(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page)).toContainText("Logged out");
  await expect(toast(page)).toContainText("You have been logged out successfully");
  await expect(page.getByRole("button", { name: "Access Portal" })).toBeVisible();
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Access Portal" })).toBeVisible();
});

test("a session that ends while the console is open returns it to the login form", async ({ page, context }) => {
  await loginAt(page);
  await context.clearCookies();
  await page.getByRole("tab", { name: "Leads" }).click();
  await expect(page.getByRole("button", { name: "Access Portal" })).toBeVisible();
  await expect(page.getByText("Failed to fetch leads")).toHaveCount(0);
  // Logging in again brings back the view that was open.
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Access Portal" }).click();
  await expect(page.getByRole("table", { name: "Leads" }).or(page.getByText("No leads found"))).toBeVisible();
});

test("the console works from the keyboard: tabs, the message tooltip on focus", async ({ page, request }) => {
  const email = uniqueEmail("keys");
  const long =
    "We would like Aurora to answer our phones after six, book callbacks, and send a summary of every call to our front desk each morning.";
  await visitor.lead(request, { name: "Key Board", email, message: long, serviceType: "contact" });
  await loginAt(page, "/admin");
  await page.getByRole("tab", { name: "Dashboard" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Leads" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/tab=leads/);
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  const cut = page.getByRole("button", { name: /^We would like Aurora.*…$/ });
  await expect(cut).toBeVisible();
  await page.getByRole("link", { name: `Timeline of ${email}` }).focus();
  await page.keyboard.press("Tab");
  await expect(cut).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText(long);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test("every console screen has no serious axe findings and no sideways scrolling", async ({ page, request }) => {
      const email = uniqueEmail("axe");
      await visitor.lead(request, { name: "Axe Person", email, message: "Hello there.", serviceType: "contact" });
      await visitor.contactRequest(request, { name: "Axe Person", email, serviceType: "max-ai" });
      await visitor.chat(request, `Reach me at ${email}`);
      await page.goto("/admin");
      await waitForHydration(page);
      await expectNoSeriousAxe(page, `login at ${width}`);
      await loginAt(page);
      for (const path of [
        "/admin",
        "/admin?tab=leads",
        "/admin?tab=chats",
        "/admin/contact-requests",
        `/admin/people?email=${encodeURIComponent(email)}`,
        "/admin/people",
      ]) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByText("Loading...").or(page.getByText("Loading contact requests..."))).toHaveCount(0);
        await expectNoSeriousAxe(page, `${path} at ${width}`);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${path} scrolls sideways at ${width}`).toBe(0);
      }
    });
  });
}
