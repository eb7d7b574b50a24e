import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Public pages link with SiteLink, which does not prefetch (src/components/ui/site-link.tsx).
    files: ["src/**"],
    ignores: ["src/components/ui/site-link.tsx", "src/components/admin/**", "src/app/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use SiteLink from @/components/ui/site-link." }] },
      ],
    },
  },
  {
    // The database is server code's alone: pages and components ask src/server for what they show.
    // (The typescript-eslint twin of the rule, so it does not replace the SiteLink rule above.)
    files: ["src/**"],
    ignores: ["src/server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/db", "@/server/db/*"],
              message: "Only src/server reads the database: add a function there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand over with a callback named `use`, which is not a React hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    ".deploy-test/**",
    "scripts/bench/bare-next/.next/**",
    "out/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "data/**",
    "public/**",
  ]),
]);
