import { type RouteConfig, index, route } from "@react-router/dev/routes";

/*
 * The route table of RESOLUTIONS.md §1. Static paths outrank the `:slug` shortcut, which
 * answers only for business slugs and aliases and 404s otherwise.
 */
export default [
  index("routes/marketing/home.tsx"),
  route("businesses", "routes/ventures/landing.tsx"),
  route("original-home", "routes/redirects/to-businesses.tsx", { id: "redirect-original-home" }),
  route("aurora-max", "routes/redirects/to-businesses.tsx", { id: "redirect-aurora-max" }),
  route("services/ai-reception-agents", "routes/marketing/service.tsx"),
  route("rappy-customer-ai", "routes/marketing/business-ai-wiz.tsx"),
  route("start-trial", "routes/marketing/trial.tsx", { id: "start-trial" }),
  route("book-call", "routes/marketing/trial.tsx", { id: "book-call" }),
  route("ai-twin-demo", "routes/personas/twin-demo.tsx"),
  route("aurora-ai-demo", "routes/personas/aurora-demo.tsx", { id: "aurora-ai-demo" }),
  route("widget/aurora", "routes/personas/aurora-demo.tsx", { id: "widget-aurora" }),
  route("max-ai-demo", "routes/personas/max-demo.tsx", { id: "max-ai-demo" }),
  route("widget/max", "routes/personas/max-demo.tsx", { id: "widget-max" }),
  route("widget/domu-sales-twin/chat", "routes/widget/sales-twin-chat.tsx"),
  // The staff console: one layout (the session, the login form or the console frame) for its pages.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/console.tsx"),
    route("contact-requests", "routes/admin/contact-requests.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("invitations", "routes/admin/invitations.tsx"),
    route("investors", "routes/admin/investors.tsx"),
  ]),
  route("blog", "routes/blog/index.tsx"),
  route("blog/post/:slug", "routes/blog/post.tsx"),
  route("blog/category/:category", "routes/blog/category.tsx"),
  route("blog/:slug", "routes/blog/slug.tsx"),
  route("terms", "routes/legal/legal.tsx", { id: "terms" }),
  route("privacy", "routes/legal/legal.tsx", { id: "privacy" }),
  route("investor/:slug", "routes/investor/portal.tsx"),
  route("business/:slug", "routes/ventures/business.tsx", { id: "business" }),
  route(":slug", "routes/ventures/business.tsx", { id: "business-shortcut" }),
  route(":slug/investors", "routes/redirects/to-investor.tsx", { id: "redirect-slug-investors" }),
  route("investors/:slug", "routes/redirects/to-investor.tsx", { id: "redirect-investors-slug" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
