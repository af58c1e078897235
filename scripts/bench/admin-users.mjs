/**
 * The users dashboard at scale (npm run bench; issue 15): /admin/users with 10,000 users against
 * the same page with 100 users, in one run, requests interleaved between two servers so the
 * machine's speed cancels out. Each view an admin uses is measured (a search, each tab, a late
 * page): p50 and p95 of both sizes, and the ratio of the p50s, at most 1.5x (docs/admin.md,
 * "Fast with many users"; the query plans themselves are checked by admin-users.server.test.ts).
 *
 * The users are written straight into each server's local D1 before it starts, with one
 * INSERT … SELECT over a recursive counter (statuses, names and join dates spread over the
 * rows), plus an admin with a real server-side session whose cookie is signed with the bench's
 * secret. `npm run bench -- --admin-users` runs this part alone.
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";

import { createCookie } from "@remix-run/cloudflare";

const SIZES = { small: 100, big: 10_000 };
const SAMPLES = 40;
/** The first requests of each view warm the isolates: not counted. */
const WARM = 5;
const PAGE_SIZE = 25;
const BUDGET = 1.5;

/** Statuses in the proportions of a real platform: most pending, some verified, a few rejected. */
const STATUS_SQL = "CASE WHEN i % 10 < 6 THEN 'pending' WHEN i % 10 < 9 THEN 'verified' ELSE 'rejected' END";

function seedSql(size, sessionId) {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  return [
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${size})
     INSERT INTO users (id, username, email, first_name, last_name, occupation, location, verification_status, created_at)
     SELECT 'bench-user-' || i, 'benchuser' || i, 'benchuser' || i || '@bench.local',
            'Citizen' || (i % 97), 'Number' || i, 'Teacher', 'Pune', ${STATUS_SQL},
            strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || i || ' minutes')
     FROM n;`,
    `INSERT INTO users (id, username, email, first_name, last_name, role, verification_status, created_at)
     VALUES ('bench-admin', 'benchadmin', 'benchadmin@bench.local', 'Bench', 'Admin', 'admin', 'verified', '${now}');`,
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at)
     VALUES ('${sessionId}', 'bench-admin', '${now}', '${now}', '${later}');`,
  ].join("\n");
}

/** Counts of a seeded size per tab (the same CASE as the seed, plus the admin, who is verified). */
function tabCount(size, tab) {
  let count = 0;
  for (let i = 1; i <= size; i++) {
    const r = i % 10;
    const status = r < 6 ? "pending" : r < 9 ? "verified" : "rejected";
    if (tab === "all" || tab === status) count++;
  }
  return count + (tab === "all" || tab === "verified" ? 1 : 0);
}

/** The seeded user `i`'s keyset cursor ("createdAt~id", as the dashboard's Previous and Next carry it). */
function cursorOf(i) {
  return `${new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString()}~bench-user-${i}`;
}

/**
 * The views an admin uses: a search, each tab's first page, and a late page of All Users reached
 * by Next (keyset: ?before= the cursor of the last user of the page above it) and by Previous
 * (?after=). Users 50 to 26 are the oldest pages for 100 users and the 398th page for 10,000.
 */
function views() {
  return [
    { name: "search", path: "/admin/users?q=citizen4" },
    ...["all", "verified", "pending", "rejected"].map((tab) => ({
      name: `tab ${tab}`,
      path: tab === "all" ? "/admin/users" : `/admin/users?tab=${tab}`,
    })),
    { name: "late page (Next)", path: `/admin/users?before=${encodeURIComponent(cursorOf(2 * PAGE_SIZE + 1))}` },
    { name: "late page (Previous)", path: `/admin/users?after=${encodeURIComponent(cursorOf(PAGE_SIZE + 1))}` },
  ];
}

/** The bench's rows in a fresh local D1 at `state`, and the admin's session cookie. */
async function prepare({ seededD1, state, size, sessionSecret }) {
  const token = randomBytes(32).toString("base64url");
  const sessionId = createHash("sha256").update(token).digest("hex");
  seededD1(state, seedSql(size, sessionId));
  const cookie = createCookie("ds_session", { secrets: [sessionSecret], path: "/", httpOnly: true, sameSite: "lax" });
  return (await cookie.serialize(token)).split(";")[0];
}

async function timed(base, path, cookie) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const body = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms, body };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

/**
 * Seeds two local D1s (100 and 10,000 users), starts a page Worker on each, and reports each
 * view's p50/p95 for both sizes and the ratio of the p50s (budget 1.5x).
 */
export async function benchAdminUsers({ root, report, waitFor, secrets, seededD1, pageWorker }) {
  const servers = {};
  try {
    for (const [label, size] of Object.entries(SIZES)) {
      const state = join(root, ".wrangler", `bench-admin-${label}-${process.pid}`);
      const cookie = await prepare({ seededD1, state, size, sessionSecret: secrets.SESSION_SECRET });
      const { child, base } = await pageWorker(state, `page Worker (${size} users)`);
      servers[label] = { size, state, cookie, child, base };
    }
    for (const server of Object.values(servers)) await waitFor(`${server.base}/robots.txt`, server.child);

    // The big server really shows 10,000 users (the figure is on the page).
    const { body } = await timed(servers.big.base, "/admin/users", servers.big.cookie);
    const shown = tabCount(SIZES.big, "all").toLocaleString("en");
    if (!body.includes(shown)) throw new Error(`the dashboard with ${SIZES.big} users does not show ${shown} users`);
    // The late page is the keyset page it claims: users 50 to 26, none of the page above.
    const late = (await timed(servers.big.base, views()[5].path, servers.big.cookie)).body;
    if (!late.includes(">benchuser50<") || !late.includes(">benchuser26<") || late.includes(">benchuser51<")) {
      throw new Error("the late page does not show users 50 to 26");
    }

    const smallViews = views();
    const bigViews = views();
    for (let v = 0; v < bigViews.length; v++) {
      const times = { small: [], big: [] };
      for (let i = 0; i < SAMPLES + WARM; i++) {
        const big = await timed(servers.big.base, bigViews[v].path, servers.big.cookie);
        const small = await timed(servers.small.base, smallViews[v].path, servers.small.cookie);
        if (i >= WARM) {
          times.big.push(big.ms);
          times.small.push(small.ms);
        }
      }
      const name = `admin users dashboard, ${bigViews[v].name}`;
      const [p50Small, p95Small, p50Big, p95Big] = [
        percentile(times.small, 50),
        percentile(times.small, 95),
        percentile(times.big, 50),
        percentile(times.big, 95),
      ];
      report(`${name}: 100 users p50 / p95`, `${round(p50Small)} / ${round(p95Small)}`, "ms");
      report(`${name}: 10,000 users p50 / p95`, `${round(p50Big)} / ${round(p95Big)}`, "ms");
      report(`${name}: ratio of the p50s, 10,000 / 100 users`, round(p50Big / p50Small, 2), "x", BUDGET);
    }
  } finally {
    for (const server of Object.values(servers)) server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    for (const server of Object.values(servers)) rmSync(server.state, { recursive: true, force: true });
  }
}
