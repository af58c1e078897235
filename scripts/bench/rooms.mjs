/**
 * A live room's fan-out (npm run bench; issue 13): 200 signed-in premium members with open
 * WebSockets in one room, one of them posts one argument, and each socket's delivery time is the
 * time from the send to the moment that socket receives the argument (after one warm-up argument
 * that is not measured; beside it, one socket's round trip through the same server, the floor). p50 and p95 of the 200
 * (budget: p95 at most 100 ms, docs/performance.md), and every socket must receive it exactly once.
 *
 * The members, their premium flag, the room (host: the first member; 200 places, beyond the
 * Create Room form's 100, so that one room holds them all) and real server-side sessions, whose
 * cookies are signed with the bench's secret, are written straight into the local D1 before the
 * server starts. The sockets go through the real door (GET /live-rooms/{id}/socket: Origin,
 * session, premium, room) of a `wrangler dev` page Worker, with the `ws` client (it sets Origin).
 * `npm run bench -- --rooms` runs this part alone.
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";

import { createCookie } from "@remix-run/cloudflare";
import WebSocket from "ws";

const MEMBERS = 200;
const ROOM = "bench-room";
const BUDGET_P95 = 100;
/** Sockets opened at once while the room fills (the door reads D1 for each). */
const CONNECT_BATCH = 20;
/** How long every socket may take to receive the argument before the bench gives up. */
const DELIVERY_TIMEOUT_MS = 30_000;
/** After the last delivery: how long a duplicate has to show up. */
const DUPLICATE_GRACE_MS = 1_000;
/** One socket's round trips measured for comparison. */
const ROUND_TRIPS = 20;

async function seed({ seededD1, state, sessionSecret }) {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const cookie = createCookie("ds_session", { secrets: [sessionSecret], path: "/", httpOnly: true, sameSite: "lax" });
  const members = [];
  const sessions = [];
  for (let i = 1; i <= MEMBERS; i++) {
    const token = randomBytes(32).toString("base64url");
    const sessionId = createHash("sha256").update(token).digest("hex");
    sessions.push(`('${sessionId}', 'bench-member-${i}', '${now}', '${now}', '${later}')`);
    members.push({ id: `bench-member-${i}`, cookie: (await cookie.serialize(token)).split(";")[0] });
  }
  seededD1(
    state,
    [
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS})
       INSERT INTO users (id, username, email, first_name, last_name, is_premium, created_at)
       SELECT 'bench-member-' || i, 'benchmember' || i, 'benchmember' || i || '@bench.local',
              'Member', 'Number ' || i, 1, '${now}'
       FROM n;`,
      `INSERT INTO live_rooms (id, title, description, category, host_id, max_participants, created_at)
       VALUES ('${ROOM}', 'Bench: 200 members in one room', '', 'global', 'bench-member-1', ${MEMBERS}, '${now}');`,
      `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES\n${sessions.join(",\n")};`,
    ].join("\n"),
  );
  return members;
}

/** One member's socket: every message it received, with the time it arrived. */
function open(base, member) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/live-rooms/${ROOM}/socket`, {
      origin: base,
      headers: { Cookie: member.cookie },
    });
    const socket = { ws, member, messages: [], waiters: new Set() };
    socket.until = (ready) =>
      new Promise((done) => {
        if (ready()) return done();
        const check = () => ready() && (socket.waiters.delete(check), done());
        socket.waiters.add(check);
      });
    ws.on("message", (data) => {
      const at = performance.now();
      socket.messages.push({ at, message: JSON.parse(String(data)) });
      for (const check of [...socket.waiters]) check();
    });
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_request, response) =>
      reject(new Error(`${member.id}: the socket door answered ${response.statusCode}`)),
    );
    ws.once("error", reject);
  });
}

const has = (socket, test) => socket.messages.some(({ message }) => test(message));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

export async function benchRooms({ root, report, waitFor, secrets, seededD1, pageWorker }) {
  const state = join(root, ".wrangler", `bench-rooms-${process.pid}`);
  const members = await seed({ seededD1, state, sessionSecret: secrets.SESSION_SECRET });
  const { child, base } = await pageWorker(state, "page Worker (live room)");
  const sockets = [];
  try {
    await waitFor(`${base}/robots.txt`, child);
    for (let i = 0; i < members.length; i += CONNECT_BATCH) {
      const batch = await Promise.all(members.slice(i, i + CONNECT_BATCH).map((m) => open(base, m)));
      for (const socket of batch) socket.ws.send(JSON.stringify({ type: "sync", after: 0 }));
      await Promise.all(batch.map((s) => s.until(() => has(s, (m) => m.type === "welcome"))));
      sockets.push(...batch);
    }
    // The host (the first member) takes a side and starts the session; everyone is told it is live.
    const [host] = sockets;
    host.ws.send(JSON.stringify({ type: "join", side: "support" }));
    await host.until(() => has(host, (m) => m.type === "presence" && m.userId === host.member.id && m.side));
    host.ws.send(JSON.stringify({ type: "start" }));
    await Promise.all(sockets.map((s) => s.until(() => has(s, (m) => m.type === "session"))));

    // The floor: one socket's round trip through the same server (sync answered by welcome).
    const trips = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const before = host.messages.length;
      const start = performance.now();
      host.ws.send(JSON.stringify({ type: "sync", after: Number.MAX_SAFE_INTEGER }));
      await host.until(() => host.messages.slice(before).some(({ message }) => message.type === "welcome"));
      trips.push(performance.now() - start);
    }
    // A first argument warms the room's argument path (not measured); everyone receives it first.
    const warm = `Bench warm-up ${randomBytes(6).toString("hex")}`;
    host.ws.send(JSON.stringify({ type: "argument", text: warm }));
    await Promise.all(
      sockets.map((s) => s.until(() => has(s, (m) => m.type === "argument" && m.argument.text === warm))),
    );

    // The argument measured; each socket's delivery time from the send.
    const text = `Bench argument ${randomBytes(6).toString("hex")}`;
    const isIt = (m) => m.type === "argument" && m.argument.text === text;
    const sentAt = performance.now();
    host.ws.send(JSON.stringify({ type: "argument", text }));
    const all = Promise.all(sockets.map((s) => s.until(() => has(s, isIt))));
    const timeout = new Promise((r) => setTimeout(r, DELIVERY_TIMEOUT_MS));
    await Promise.race([all, timeout]);
    await new Promise((r) => setTimeout(r, DUPLICATE_GRACE_MS));

    const copies = sockets.map((s) => s.messages.filter(({ message }) => isIt(message)));
    const times = copies.filter((c) => c.length > 0).map((c) => c[0].at - sentAt);
    const exactlyOnce = copies.filter((c) => c.length === 1).length;
    const load = loadavg().map((l) => round(l, 2));
    const details = {
      received: times.length,
      duplicates: copies.filter((c) => c.length > 1).length,
      first: round(Math.min(...times)),
      last: round(Math.max(...times)),
      load,
    };
    report(`live room, ${MEMBERS} sockets: received the argument exactly once`, exactlyOnce, "sockets", MEMBERS, "min");
    console.log(`      load average during the live room bench: ${load.join(" ")} (1, 5, 15 min)`);
    report(`live room, ${MEMBERS} sockets: delivery p50`, round(times.length ? percentile(times, 50) : NaN), "ms");
    report(
      `live room, ${MEMBERS} sockets: delivery p95`,
      round(times.length ? percentile(times, 95) : Infinity),
      "ms",
      BUDGET_P95,
      "max",
      details,
    );
    report(
      "  for comparison: one socket's round trip through the same server, median",
      round(percentile(trips, 50)),
      "ms",
    );
  } finally {
    for (const s of sockets) s.ws.terminate();
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(state, { recursive: true, force: true });
  }
}
