/**
 * ESLint rule `layers/imports-point-down`: every import (static, `export … from`, `import()`)
 * of the project's own code is held against scripts/imports/layers.mjs. `~/…` is app/…, as in
 * tsconfig.json; packages and runtime modules are not the house's business.
 */
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { breach } from "./layers.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The import's target relative to the root (extension as written), or null for a package. */
function target(spec, file) {
  if (spec.startsWith("~/")) return `app/${spec.slice(2)}`;
  if (!spec.startsWith(".")) return null;
  return relative(root, join(dirname(file), spec));
}

const importsPointDown = {
  meta: {
    type: "problem",
    docs: { description: "Imports point down the floors of docs/architecture.md; other domains through their face." },
    schema: [],
    messages: { breach: "{{why}}. See docs/architecture.md." },
  },
  create(context) {
    const file = relative(root, context.filename);
    if (file.startsWith("..")) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const to = target(source.value, context.filename);
      const why = to && breach(file, to);
      if (why) context.report({ node: source, messageId: "breach", data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "imports-point-down": importsPointDown } };
