#!/usr/bin/env node
/**
 * Completes package-lock.json with entries for optional, platform-specific packages
 * (esbuild, workerd, rollup, tailwind oxide builds for macOS, Windows, ...) that the
 * registry reachable from our machines does not serve. Without them `npm ci`
 * refuses the lockfile ("Missing: <pkg>@ from lock file"). Each entry carries the
 * version its parent asks for and the os/cpu read from its name, so npm skips it on
 * any other platform and fetches it normally where it applies.
 *
 * Run after `npm install` changes the lockfile:  node scripts/complete-lockfile.mjs
 * (docs/decisions/0004-lockfile.md)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = {
  android: "android",
  darwin: "darwin",
  freebsd: "freebsd",
  linux: "linux",
  openbsd: "openbsd",
  netbsd: "netbsd",
  sunos: "sunos",
  win32: "win32",
  windows: "win32",
  aix: "aix",
  openharmony: "openharmony",
  wasi: "wasi",
  cygwin: "cygwin",
};
const CPU = {
  arm64: "arm64",
  aarch64: "arm64",
  x64: "x64",
  64: "x64",
  ia32: "ia32",
  arm: "arm",
  ppc64: "ppc64",
  s390x: "s390x",
  riscv64: "riscv64",
  loong64: "loong64",
  mips64el: "mips64el",
  wasm32: "wasm32",
};

/** Platform packages whose names do not say their platform. */
const KNOWN = { fsevents: { os: ["darwin"] } };

/** Where Node would find `name` when required from the package at `from`. */
function resolve(from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, meta] of Object.entries({ ...packages })) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const found = resolve(path, name);
    // Platform builds are pinned to an exact version; a range means an ordinary optional dependency.
    const exact = /^=?\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec);
    if (found && (!exact || packages[found].version === spec.replace(/^=/, ""))) continue;
    if (!exact && !KNOWN[name]) continue;
    const version = spec.replace(/^[=^~]/, "");
    const target =
      !found && !packages[`node_modules/${name}`] ? `node_modules/${name}` : `${path}/node_modules/${name}`;
    const parts = name.split("/").pop().split("-");
    const os = KNOWN[name]?.os ?? [...new Set(parts.map((p) => OS[p]).filter(Boolean))];
    const cpu = KNOWN[name]?.cpu ?? [...new Set(parts.map((p) => CPU[p]).filter(Boolean))];
    packages[target] = {
      version,
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
      ...(os.length ? { os } : {}),
      ...(cpu.length ? { cpu } : {}),
    };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `package-lock.json: added ${added} platform entries.` : "package-lock.json: complete.");
