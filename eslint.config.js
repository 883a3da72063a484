import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries of ARCHITECTURE.md: the client never reaches the server; shared reaches neither. */
const serverImports = {
  group: ["**/server/**", "**/src/server", "fastify", "@fastify/*", "kysely", "better-sqlite3", "pg", "node:*"],
  message: "Client code must not import server code or server-only packages; share through src/shared.",
};
const appImports = {
  group: ["**/app/**", "react", "react-dom", "react-router"],
  message: "src/shared holds pure contracts and helpers; it must not import the app.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
      "reports/",
      ".stryker-tmp/",
      ".building/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["src/app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [serverImports] }],
      // Schema modules pull zod into the browser bundle: the app takes only their types, and gets
      // values from the plain modules beside them (lead-fields, money, videos, demo-chat).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "zod",
                ...[
                  "business",
                  "leads",
                  "offers",
                  "pages",
                  "blog",
                  "site-config",
                  "load-context",
                  "admin",
                  "investor-console",
                  "text-fields",
                ].map((name) => `**/shared/${name}.ts`),
              ],
              allowTypeImports: true,
              message: "Import only types from schema modules in client code; values live in the plain shared modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // React Router's server entry and `.server` modules (which its build refuses to bundle for
    // the browser) run only on the server, so Node modules are theirs to import.
    files: ["src/app/entry.server.tsx", "src/app/**/*.server.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverImports, appImports] }] },
  },
);
