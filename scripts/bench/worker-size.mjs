/**
 * Worker bundle sizes for `npm run bench`: what wrangler would upload, gzip-compressed, and what
 * it is made of.
 *
 *   benchWorkerSize(): the page Worker (wrangler.toml): gzip total (budget 300 KB), that it carries
 *   no WebAssembly, and its ten largest parts.
 *   bundleParts(): the parts of a bundle, used for the infographic Worker too (./infographic.mjs).
 *
 * A part is a non-JavaScript module (exact gzip size), or, inside the JavaScript, one package
 * (node_modules/<name>) or one file of our own, from esbuild's metafiles: raw is its minified
 * size in the bundle (exact); gzip is an estimate: that of its sources minified on their own,
 * scaled down to the share of them the bundle keeps (modules compress a little better together). Where wrangler bundled a file that
 * is itself a bundle with a metafile beside it (build/server/index.js, the Remix build), the
 * parts come from that metafile.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

const KB = (bytes) => Number((bytes / 1024).toFixed(1));

/** wrangler's dry-run bundle of a Worker: its files and esbuild's metafile. */
export function dryRun({ root, env, config }) {
  const outdir = mkdtempSync(join(tmpdir(), "worker-size-"));
  const metafile = join(outdir, "bundle-meta.json");
  execFileSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["deploy", "--dry-run", "-c", config, "--outdir", outdir, "--metafile", metafile],
    { cwd: root, env, stdio: "pipe" },
  );
  // esbuild names inputs relative to the directory of the wrangler config.
  const base = dirname(join(root, config));
  return { outdir, metafile, base, cleanUp: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** Who a bundled input belongs to: its package, or the file itself. */
function owner(input) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1] : input.replace(/^(\.\.\/)+/, "");
}

async function minifiedSource(path) {
  try {
    const source = readFileSync(path, "utf8");
    if (path.endsWith(".json")) return JSON.stringify(JSON.parse(source));
    const { transform } = await import("esbuild");
    const loader = /\.tsx?$/.test(path) ? "tsx" : "js";
    return (await transform(source, { loader, minify: true, format: "esm" })).code;
  } catch {
    return null;
  }
}

/**
 * The parts of a bundle in `outdir` (wrangler's output) with its metafile, largest first:
 * [{ name, raw, gzip }], sizes in bytes, and the total gzip of the files wrangler uploads.
 */
export async function bundleParts({ root, base, outdir, metafile }) {
  const files = readdirSync(outdir).filter(
    (f) => !f.endsWith(".map") && !f.endsWith(".md") && f !== "bundle-meta.json",
  );
  const parts = [];
  let total = 0;
  const meta = JSON.parse(readFileSync(metafile, "utf8"));
  for (const file of files) {
    const bytes = readFileSync(join(outdir, file));
    const gzip = gzipSync(bytes).length;
    total += gzip;
    if (!file.endsWith(".js")) {
      parts.push({ name: file.replace(/^[0-9a-f]{40}-/, ""), raw: bytes.length, gzip });
      continue;
    }
    // The JavaScript: its inputs, grouped by owner; inputs that are bundles themselves, expanded.
    const output = Object.entries(meta.outputs).find(([path]) => path.endsWith(`/${file}`))?.[1];
    if (!output) {
      parts.push({ name: file, raw: bytes.length, gzip });
      continue;
    }
    const groups = new Map();
    const add = (input, raw, dir) => {
      const name = owner(input);
      const group = groups.get(name) ?? { name, raw: 0, sources: [] };
      group.raw += raw;
      group.sources.push(join(dir, input));
      groups.set(name, group);
    };
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      // The Remix build, bundled again by wrangler: its own metafile names its parts (inputs
      // relative to the repository root, where remix build runs).
      const inner = join(dirname(join(base, input)), "metafile.server.json");
      if (input.endsWith("build/server/index.js") && existsSync(inner)) {
        const innerMeta = JSON.parse(readFileSync(inner, "utf8"));
        const innerOutput = Object.entries(innerMeta.outputs).find(([p]) => p.endsWith("index.js"))?.[1];
        const scale = bytesInOutput / Object.values(innerOutput.inputs).reduce((sum, i) => sum + i.bytesInOutput, 0);
        for (const [innerInput, { bytesInOutput: size }] of Object.entries(innerOutput.inputs)) {
          add(innerInput, Math.round(size * scale), root);
        }
      } else {
        add(input, bytesInOutput, base);
      }
    }
    const rawTotal = [...groups.values()].reduce((sum, g) => sum + g.raw, 0);
    for (const group of groups.values()) {
      const sources = await Promise.all(group.sources.map(minifiedSource));
      const known = sources.filter((s) => s !== null).join("\n");
      // Sources minified alone keep what tree-shaking drops: scale to the part's size in the bundle.
      // Virtual or unreadable inputs: their share of the file's gzip size.
      const gzipSize = known
        ? Math.round(gzipSync(known).length * Math.min(1, group.raw / known.length))
        : Math.round((gzip * group.raw) / rawTotal);
      const several = files.filter((f) => f.endsWith(".js")).length > 1;
      parts.push({ name: several ? `${group.name} (${file})` : group.name, raw: group.raw, gzip: gzipSize });
    }
  }
  parts.sort((a, b) => b.gzip - a.gzip);
  return { total, parts, files };
}

/** The largest parts, for bench/results.json: [{ name, gzipKB, rawKB }]. */
export function topParts(parts, count = 10) {
  return parts.slice(0, count).map((p) => ({ name: p.name, gzipKB: KB(p.gzip), rawKB: KB(p.raw) }));
}

/** Prints the largest parts under a report line. */
export function printParts(parts, count = 10) {
  for (const part of parts.slice(0, count)) {
    console.log(
      `        ${String(KB(part.gzip)).padStart(7)} KB gzip ${String(KB(part.raw)).padStart(8)} KB raw  ${part.name}`,
    );
  }
}

/** The page Worker: size against its budget, no WebAssembly, its ten largest parts. */
export async function benchWorkerSize({ root, env, report }) {
  const bundle = dryRun({ root, env, config: "wrangler.toml" });
  try {
    const { total, parts, files } = await bundleParts({ root, ...bundle });
    report("page Worker WebAssembly modules", files.filter((f) => f.endsWith(".wasm")).length, "files", 0);
    report("page Worker bundle (gzip)", Math.round(total / 1024), "KB", 300, "max", { largest: topParts(parts) });
    console.log("      largest parts (gzip of each alone is an estimate; raw is its minified size in the bundle):");
    printParts(parts);
  } finally {
    bundle.cleanUp();
  }
}
