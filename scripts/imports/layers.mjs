/**
 * The floors of the house (docs/architecture.md) and the one rule about them: an import points
 * down or stays on its floor, never up; another domain is reached through its face; nothing
 * under app/ imports workers/. Read by the ESLint rule (scripts/imports/eslint-rule.mjs) and by
 * `node scripts/imports/check.mjs`, which measures the whole graph.
 */

/** From the ground up. A path belongs to the first floor with a matching prefix. */
const FLOORS = [
  {
    name: "ground",
    says: "pure helpers, the schema and the per-request context: no rule of the product",
    paths: ["app/db/", "app/utils/", "app/i18n/", "app/env.server.ts", "app/context.server.ts"],
  },
  {
    name: "domains",
    says: "app/models/<domain>/: rules, queries, schemas; another domain only through its face",
    paths: ["app/models/"],
  },
  {
    name: "request",
    says: "app/auth: guards and sign-in flows, which read the request and call the accounts domain",
    paths: ["app/auth/"],
  },
  {
    name: "components",
    says: "app/components: the UI, which knows the domains' types and plain constants only",
    paths: ["app/components/"],
  },
  {
    name: "doors",
    says: "routes, their actions, the root and entries, the seed, the Workers, scripts",
    paths: [
      "app/routes/",
      "app/actions/",
      "app/root.tsx",
      "app/entry.server.tsx",
      "app/entry.client.tsx",
      "app/seed/",
      "workers/",
      "scripts/",
    ],
  },
];

/** Floors that stand side by side: neither may import the other. */
const SIDE_BY_SIDE = [["request", "components"]];

/** The floor of a path relative to the repository root, or null (tests, configs, packages). */
function floorOf(path) {
  const index = FLOORS.findIndex((floor) =>
    floor.paths.some((p) => (p.endsWith("/") ? path.startsWith(p) : path === p)),
  );
  return index === -1 ? null : { index, ...FLOORS[index] };
}

/** The domain a path lies in (app/models/<domain>/…), or null. */
function domainOf(path) {
  return /^app\/models\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/**
 * A domain's face: its index.ts, and its rules.ts (the plain constants the browser may show,
 * kept apart so that a component importing one never brings the schemas or queries along).
 */
function isFace(pathWithoutExtension) {
  return /^app\/models\/[^/]+(\/index|\/rules)?$/.test(pathWithoutExtension);
}

const withoutExtension = (path) => path.replace(/\.(ts|tsx|mts|js|mjs|jsx)$/, "");

/**
 * Why `from` may not import `to` (both relative to the repository root, `to` with or without its
 * extension), or null when it may.
 */
export function breach(from, to) {
  if (from.startsWith("app/") && to.startsWith("workers/")) {
    return "app/ never imports workers/: the Worker entry hands the app what it needs (app/context.server.ts)";
  }
  const a = floorOf(from);
  const b = floorOf(to.startsWith("app/models/") ? `${withoutExtension(to)}/` : to) ?? floorOf(to);
  if (!a || !b) return null;
  if (b.index > a.index) return `the ${a.name} floor (${from}) imports the ${b.name} floor above it (${to})`;
  if (SIDE_BY_SIDE.some(([x, y]) => (a.name === x && b.name === y) || (a.name === y && b.name === x))) {
    return `the ${a.name} floor and the ${b.name} floor stand side by side: neither imports the other`;
  }
  const target = domainOf(`${withoutExtension(to)}/`);
  if (target && domainOf(from) !== target && !isFace(withoutExtension(to))) {
    return `only the ${target} domain reaches into its own files: import "~/models/${target}" (its index.ts face) or its rules.ts`;
  }
  return null;
}
