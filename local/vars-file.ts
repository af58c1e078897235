/**
 * The vars files of `npm start` (.dev.vars) and `npm run start:prod` (.prod.vars): written by the first
 * start of each with fresh random secrets, never committed (.gitignore), and read by every start.
 * `VARS_FILE` points a start at another file (the browser tests give each server its own).
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

import { newIdentitiesValue } from "./oidc-identities";

export type Mode = "development" | "production";

const secret = () => randomBytes(24).toString("base64url");

const IDENTITIES_COMMENT = `# The local OpenID Connect provider's demo identities ("Continue with Local ID"), as login:password,
# separated by commas (README, "Local stand-ins").`;

const VAPID_COMMENT = `# Web Push (docs/push.md): this machine's VAPID key pair, made by its first start as
# \`node scripts/vapid-keys.mjs\` makes one. Browsers subscribe with the public key.`;

/** A fresh VAPID key pair (P-256), as scripts/vapid-keys.mjs prints it: the lines for a vars file. */
function vapidVars() {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = publicKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? "", "base64url"),
    Buffer.from(jwk.y ?? "", "base64url"),
  ]);
  return `${VAPID_COMMENT}
VAPID_PUBLIC_KEY="${point.toString("base64url")}"
VAPID_PRIVATE_KEY="${privateKey.export({ format: "jwk" }).d ?? ""}"
VAPID_SUBJECT="mailto:push@debatestorm.local"
`;
}

function productionVars() {
  return `# npm run start:prod: the production build on this machine (APP_ENV=production), with secrets made for it.
# Written by its first start; never committed. The local stand-ins' own keys are made afresh at each start.

# Signs the session and flash cookies.
SESSION_SECRET="${randomBytes(32).toString("hex")}"

# The first admin, created at its first sign-in at /admin while no admin exists (docs/admin.md), as on a
# real deployment.
FIRST_ADMIN_USERNAME="founder"
FIRST_ADMIN_EMAIL="founder@debatestorm.local"
FIRST_ADMIN_PASSWORD="${secret()}"

# The demo content is seeded as in development; its citizens sign in with this password.
DEMO_USER_PASSWORD="demo-${randomBytes(6).toString("hex")}"

${IDENTITIES_COMMENT}
LOCAL_OIDC_IDENTITIES="${newIdentitiesValue()}"

${vapidVars()}`;
}

/**
 * The vars file of `mode` (created the first time, with fresh secrets) and its values. An older
 * .dev.vars gets what it lacks: APP_ENV="development", the demo identities and a VAPID key pair.
 */
export function ensureVarsFile(root: string, mode: Mode, file = defaultVarsFile(root, mode)) {
  let created = false;
  if (!existsSync(file)) {
    const text =
      mode === "production"
        ? productionVars()
        : readFileSync(join(root, ".dev.vars.example"), "utf8")
            .replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET="${randomBytes(32).toString("hex")}"`)
            .replace(/^DEV_ADMIN_PASSWORD=.*$/m, `DEV_ADMIN_PASSWORD="${secret()}"`)
            .replace(/^DEMO_USER_PASSWORD=.*$/m, `DEMO_USER_PASSWORD="demo-${randomBytes(4).toString("hex")}"`)
            .replace(/^LOCAL_OIDC_IDENTITIES=.*$/m, `LOCAL_OIDC_IDENTITIES="${newIdentitiesValue()}"`)
            .replace(/\n*$/, `\n\n${vapidVars()}`);
    writeFileSync(file, text, { mode: 0o600 });
    created = true;
  } else if (mode === "development") {
    let current = readFileSync(file, "utf8");
    const before = current;
    // wrangler.toml says production; local development says so here (older .dev.vars lack it).
    if (!/^APP_ENV=/m.test(current)) current = `APP_ENV="development"\n${current}`;
    if (!/^LOCAL_OIDC_IDENTITIES=/m.test(current)) {
      current = `${current.replace(/\n*$/, "\n")}\n${IDENTITIES_COMMENT}\nLOCAL_OIDC_IDENTITIES="${newIdentitiesValue()}"\n`;
    }
    // Web Push came later: an older .dev.vars gets its own key pair.
    if (!/^VAPID_PUBLIC_KEY=/m.test(current)) current = `${current.replace(/\n*$/, "\n")}\n${vapidVars()}`;
    if (current !== before) writeFileSync(file, current, { mode: 0o600 });
  }
  return { file, created, vars: parseEnv(readFileSync(file, "utf8")) as Record<string, string> };
}

export function defaultVarsFile(root: string, mode: Mode) {
  return join(root, mode === "production" ? ".prod.vars" : ".dev.vars");
}

/**
 * What the Worker is given from the vars file: everything but the stand-ins' own settings (LOCAL_*),
 * and in production what only the seed reads.
 */
export function workerVarsOf(vars: Record<string, string>, mode: Mode) {
  const seedOnly = new Set(["DEV_ADMIN_USERNAME", "DEV_ADMIN_EMAIL", "DEV_ADMIN_PASSWORD", "DEMO_USER_PASSWORD"]);
  return Object.fromEntries(
    Object.entries(vars).filter(
      ([name]) => !name.startsWith("LOCAL_") && !(mode === "production" && seedOnly.has(name)),
    ),
  );
}

/** A dotenv file wrangler reads (`--env-file`). */
export function envFileText(vars: Record<string, string>) {
  return `${Object.entries(vars)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join("\n")}\n`;
}
