/**
 * The security suite (docs/security.md), driven by the route table (routes.ts) and the bad-input
 * corpus (corpus.ts), through the Worker as deployed:
 *   1. every route file has its row, and the check that says so bites;
 *   2. authorization: every door × visitor, citizen, expert, premium member, admin and another
 *      user's resource answers the status its row says;
 *   3. bad input: every mutating door survives the corpus: never 5xx, never a hang, and the
 *      database unchanged whenever the door refuses;
 *   4. cross-origin: every mutating door refuses a foreign Origin, `Origin: null` and
 *      `Sec-Fetch-Site: cross-site`, changing nothing;
 *   5. headers on every kind of response;
 *   6. bad input on every door, reading ones too: unreadable cookies (expired in the answer),
 *      path parameters that cannot be decoded, searches no LIKE pattern could hold; and every
 *      cookie the app creates is one the Worker entry checks.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import worker from "~built-worker";
import { getTableName } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";
import { allTables } from "~/db/tables";

import { APP_COOKIES } from "~/utils/cookies.server";

import { contractProblem, expectContract } from "../helpers/contract";
import { BODIES, COOKIE_NAMES, COOKIE_VALUES, FIELD_VALUES, ODD_IDS, PATH_ENCODINGS, SEARCH_VALUES } from "./corpus";
import { createFixtures, type Fixtures } from "./fixtures";
import { missingRows, ROLES, ROUTES, staleRows, type Door, type Role, type Status } from "./routes";

const ORIGIN = "http://localhost";
const db = createDb(env.DB);
const routeFiles = Object.keys(
  import.meta.glob(["../../app/routes/**/*.{ts,tsx}", "!../../app/routes/**/*.test.*"]),
).map((path) => path.slice(path.indexOf("/routes/") + "/routes/".length));

let f: Fixtures;
beforeAll(async () => {
  f = await createFixtures();
}, 120_000);

let ipCounter = 0;
/** Every request from its own address, so address limits of one never decide another's answer. */
const freshIp = () => `192.0.2.${(ipCounter++ % 254) + 1}-${ipCounter}`;

/** Tables that log attempts rather than hold what a request changes: counters, sessions seen, run records. */
const LOGS = new Set(["auth_rate_limits", "sign_in_throttles", "sessions", "news_runs", "feed_state"]);
const fingerprintSql = `SELECT ${allTables
  .filter((table) => !LOGS.has(getTableName(table)))
  .map((table) => {
    const name = getTableName(table);
    const columns = getTableConfig(table).columns.map((c) => `coalesce(length(CAST("${c.name}" AS TEXT)), 0)`);
    return `(SELECT count(*) || ':' || total(${columns.join(" + ")}) FROM "${name}") AS "${name}"`;
  })
  .join(", ")}`;

/** Every table's row count and the total length of its values: changes when anything is written. */
async function fingerprint() {
  return JSON.stringify(await env.DB.prepare(fingerprintSql).first());
}

function matches(status: number, expected: Status) {
  return typeof expected === "number" ? status === expected : expected.includes(status);
}

async function cookieFor(door: Door, role: Role) {
  if (role === "visitor" || !door.endsSession) return f.cookies[role];
  // A session of its own: signing out must not end the one the other doors use.
  const { user } = await createUser(db, { password: null, role: role === "admin" ? "admin" : "citizen" });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return setCookie.split(";")[0] ?? "";
}

function encodeBody(door: Door, fields: Record<string, unknown>): { body: string; contentType: string } {
  if (door.format === "json") return { body: JSON.stringify(fields), contentType: "application/json" };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
  }
  return { body: params.toString(), contentType: "application/x-www-form-urlencoded" };
}

interface SendOptions {
  path?: string;
  body?: BodyInit | null;
  contentType?: string | null;
  headers?: Record<string, string | null>;
}

/**
 * One request, as a browser of that role would send it (or as told), to the deployed Worker's
 * fetch handler; it waits for the work the request left running (e-mails sent after the answer),
 * so what a request wrote is written before the database is looked at again. Fails after 20 s.
 */
async function send(door: Door, role: Role, options: SendOptions & { cookie?: string } = {}) {
  const headers: Record<string, string> = { Host: "localhost", Origin: ORIGIN, "CF-Connecting-IP": freshIp() };
  const cookie = options.cookie ?? (await cookieFor(door, role));
  if (cookie) headers.Cookie = cookie;
  let body: BodyInit | null = null;
  if (door.method !== "GET") {
    if (options.body !== undefined) {
      body = options.body;
      if (options.contentType) headers["Content-Type"] = options.contentType;
    } else if (door.body) {
      const encoded = encodeBody(door, door.body(f, role));
      body = encoded.body;
      headers["Content-Type"] = encoded.contentType;
    }
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const ctx = createExecutionContext();
  const request = Promise.resolve(
    worker.fetch(
      new Request(`${ORIGIN}${options.path ?? door.path(f, role)}`, {
        method: door.method,
        headers,
        body,
        redirect: "manual",
      }) as Parameters<typeof worker.fetch>[0],
      env,
      ctx,
    ),
  ).then(async (response) => {
    // A copy to read (the API's answers are checked against its contract); this one is drained.
    const copy = response.clone();
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return copy;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer within 20 s")), 20_000);
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const doors = ROUTES.flatMap((row) => row.doors.map((door) => ({ file: row.file, door })));
/** Fixtures with placeholders, to name the doors in the test titles before the real ones exist. */
const byRole = (value: string) => Object.fromEntries(ROLES.map((role) => [role, value])) as Record<Role, string>;
/** Stands for any area's fixture: every property is another placeholder, and it reads as ":area". */
const placeholder = (name: string): unknown =>
  new Proxy(
    {},
    {
      get: (_, key) =>
        key === Symbol.toPrimitive || key === "toString"
          ? () => `:${name}`
          : key === "toJSON"
            ? () => `:${name}`
            : placeholder(name),
    },
  );
const PLACEHOLDERS: Fixtures = {
  cookies: byRole(""),
  users: byRole(":user"),
  areas: new Proxy({}, { get: (_, key) => placeholder(String(key)) }),
  debate: ":debate",
  debates: byRole(":debate"),
  apiDebates: byRole(":debate"),
  comment: ":comment",
  logins: byRole(":login"),
};
const label = (door: Door) => {
  const body = door.body ? ` ${JSON.stringify(door.body(PLACEHOLDERS, "citizen")).slice(0, 60)}` : "";
  return `${door.method} ${door.path(PLACEHOLDERS, "citizen")}${body}`;
};

describe("the route table", () => {
  it("has a row for every route file", () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    expect(missingRows(routeFiles, ROUTES)).toEqual([]);
    expect(staleRows(routeFiles, ROUTES)).toEqual([]);
  });

  it("fails for a route file that has no row (the check itself bites)", () => {
    expect(missingRows([...routeFiles, "campaigns.$id.tsx"], ROUTES)).toEqual(["campaigns.$id.tsx"]);
  });

  it("gives every mutating door a body to start the corpus from", () => {
    for (const { door } of doors) if (door.mutating) expect(door.body, label(door)).toBeDefined();
  });
});

describe("authorization: every door, every role", () => {
  for (const { file, door } of doors) {
    it(`${file}: ${door.method} ${label(door)}`, async () => {
      for (const role of ROLES) {
        const response = await send(door, role);
        expect(matches(response.status, door.expect[role]), `${role} got ${response.status}`).toBe(true);
        // Every answer of the JSON API is the one its contract documents (tests/helpers/contract.ts).
        await expectContract(door.method, door.path(f, role), response);
        const pattern = door.redirects?.[role];
        if (pattern && response.status === 302) {
          expect(response.headers.get("Location"), `${role}'s redirect`).toMatch(pattern);
        }
      }
    });
  }
});

/** The role the corpus runs as: the door's, or the first role its row lets through. */
function corpusRole(door: Door): Role {
  if (door.corpusAs) return door.corpusAs;
  return ROLES.find((role) => role !== "visitor" && matches(200, door.expect[role])) ?? "citizen";
}

/** What the corpus sends one door: every field swapped for every value, whole bodies, odd ids. */
function corpusFor(door: Door, role: Role): { name: string; options: SendOptions }[] {
  const cases: { name: string; options: SendOptions }[] = [];
  const valid = door.body?.(f, role) ?? {};
  const fields = Object.keys(valid).length ? Object.keys(valid) : ["unexpected"];
  const values = door.slow ? FIELD_VALUES.slice(0, 3) : FIELD_VALUES;
  for (const field of fields) {
    for (const { category, name, value } of values) {
      const encoded = encodeBody(door, { ...valid, [field]: value });
      cases.push({
        name: `${category}: ${field} = ${name}`,
        options: { body: encoded.body, contentType: encoded.contentType },
      });
    }
  }
  for (const { category, name, contentType, body } of door.slow ? BODIES.slice(0, 3) : BODIES) {
    cases.push({ name: `${category}: ${name}`, options: { body, contentType } });
  }
  const path = door.path(f, role);
  const id = [f.debate, f.comment, ...Object.values(f.debates), ...Object.values(f.apiDebates)].find((known) =>
    path.includes(known),
  );
  if (id && !door.slow) {
    for (const odd of ODD_IDS)
      cases.push({ name: `odd id: ${odd.slice(0, 30)}`, options: { path: path.replace(id, odd) } });
  }
  return cases;
}

describe("bad input: the corpus against every mutating door", () => {
  for (const { file, door } of doors.filter((d) => d.door.mutating)) {
    it(`${file}: ${label(door)}`, { timeout: 600_000 }, async () => {
      const role = corpusRole(door);
      const failures: string[] = [];
      for (const { name, options } of corpusFor(door, role)) {
        const cookie = await cookieFor(door, role);
        const before = await fingerprint();
        let status: number;
        try {
          const response = await send(door, role, { ...options, cookie });
          status = response.status;
          const problem = await contractProblem(door.method, options.path ?? door.path(f, role), response);
          if (problem) failures.push(`${name}: ${problem}`);
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        if (status >= 500) failures.push(`${name}: ${status}`);
        else if (status >= 400 && (await fingerprint()) !== before)
          failures.push(`${name}: refused (${status}) but wrote`);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe("cross-origin: every mutating door refuses a request from another site", () => {
  const variants: { name: string; headers: Record<string, string | null> }[] = [
    { name: "a foreign Origin", headers: { Origin: "https://evil.example" } },
    { name: "Origin: null", headers: { Origin: "null" } },
    { name: "Sec-Fetch-Site: cross-site, no Origin", headers: { Origin: null, "Sec-Fetch-Site": "cross-site" } },
    { name: "a look-alike origin", headers: { Origin: "http://localhost.evil.example" } },
  ];
  for (const { file, door } of doors.filter((d) => d.door.mutating)) {
    it(`${file}: ${label(door)}`, async () => {
      const role = corpusRole(door);
      for (const variant of variants) {
        const cookie = await cookieFor(door, role);
        const before = await fingerprint();
        const response = await send(door, role, { headers: variant.headers, cookie });
        expect(response.status, variant.name).toBe(403);
        expect(await fingerprint(), variant.name).toBe(before);
      }
    });
  }
});

describe("headers on every kind of response", () => {
  const baseline = (response: Response, what: string) => {
    expect(response.headers.get("X-Content-Type-Options"), what).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
  };
  const get = (path: string, headers: Record<string, string> = {}, url = ORIGIN) =>
    exports.default.fetch(`${url}${path}`, { headers: { Host: "localhost", ...headers }, redirect: "manual" });

  it("HTML pages: a Content-Security-Policy whose nonce every inline script carries, no framing", async () => {
    for (const path of ["/", "/login", `/debates/${f.debate}`, "/no/such/page"]) {
      const response = await get(path);
      baseline(response, path);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(/script-src[^;]*'unsafe-inline'/.test(csp), path).toBe(false);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
  });

  it("only the embed of a debate can be framed: every other GET door refuses framing", async () => {
    const framed: string[] = [];
    for (const { door } of doors.filter((d) => d.door.method === "GET")) {
      const path = door.path(f, "visitor");
      const response = await send(door, "visitor");
      const csp = response.headers.get("Content-Security-Policy");
      const embed = /^\/embed\/debates\/[^/?]+(\?|$)/.test(path);
      if (embed) {
        expect(response.headers.get("X-Frame-Options"), path).toBeNull();
        expect(csp, path).toContain("frame-ancestors *");
        framed.push(path);
      } else {
        expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
        if (csp) expect(csp, path).toContain("frame-ancestors 'none'");
      }
      // The embed's sign-in window alone keeps its opener (docs/embed.md).
      expect(response.headers.get("Cross-Origin-Opener-Policy"), path).toBe(
        path.startsWith("/embed/auth") ? "unsafe-none" : "same-origin",
      );
    }
    expect(framed.length).toBeGreaterThanOrEqual(3);
  });

  it("a new nonce for every response", async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec((await get("/")).headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it("signed-in pages and personal JSON are never stored by caches", async () => {
    const cookie = f.cookies.citizen;
    for (const path of ["/", "/?overlay=stats", "/api/auth/user", "/api/user/votes", "/_root.data"]) {
      const response = await get(path, { Cookie: cookie });
      baseline(response, path);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("JSON, Remix data, images, redirects and refusals carry them too", async () => {
    const cases: [string, Promise<Response>][] = [
      ["JSON", get("/api/debates")],
      ["JSON 404", get("/api/no-such-thing")],
      ["Remix data", get("/_root.data")],
      ["PNG", get(`/debates/${f.debate}/infographic.png?lng=en`)],
      ["redirect", get("/?overlay=stats")],
      ["405", get("/api/register-user")],
      [
        "403 cross-site",
        exports.default.fetch(`${ORIGIN}/api/register-user`, {
          method: "POST",
          headers: { Origin: "https://evil.example" },
        }),
      ],
      [
        "415",
        exports.default.fetch(`${ORIGIN}/login`, {
          method: "POST",
          headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": "text/plain" },
          body: "x",
        }),
      ],
    ];
    for (const [what, pending] of cases) baseline(await pending, what);
    const missing = await get("/api/no-such-thing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toContain("application/json");
    expect(await missing.json()).toMatchObject({ error: expect.any(String) });
  });

  it("HSTS over https", async () => {
    const response = await exports.default.fetch("https://localhost/help", { headers: { Host: "localhost" } });
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
    expect((await get("/help")).headers.get("Strict-Transport-Security")).toBeNull();
  });
});

/** The cookie names `source` creates with createCookie (a literal, or a constant of the same file). */
function createdCookies(source: string): string[] {
  return [...source.matchAll(/createCookie\(\s*(?:"([^"]+)"|([A-Z_][A-Z0-9_]*))/g)].map(
    ([, literal, constant]) =>
      literal ?? new RegExp(`const ${constant} = "([^"]+)"`).exec(source)?.[1] ?? `unresolved ${constant}`,
  );
}

describe("the cookie registry", () => {
  const sources = import.meta.glob<string>(["../../app/**/*.{ts,tsx}", "!../../app/**/*.test.*"], {
    query: "?raw",
    import: "default",
    eager: true,
  });

  it("names every cookie app/ creates, so the Worker entry drops its unreadable values", () => {
    const created = Object.values(sources).flatMap(createdCookies);
    expect(created.length).toBeGreaterThanOrEqual(6);
    expect(created.filter((name) => !(name in APP_COOKIES))).toEqual([]);
  });

  it("finds a new cookie (the check itself bites)", () => {
    expect(createdCookies('const NEW_COOKIE = "ds_new";\ncreateCookie(NEW_COOKIE, {});')).toEqual(["ds_new"]);
    expect(createdCookies('createCookie("ds_other")')).toEqual(["ds_other"]);
  });
});

/** Every id the fixtures hold (the roles', the debates', each area's), to find path parameters in addresses. */
function knownIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && /^[\w-]{6,64}$/.test(value)) ids.add(value);
    else if (value && typeof value === "object") for (const item of Object.values(value)) walk(item);
  };
  walk([f.debate, f.comment, f.debates, f.apiDebates, f.users, f.areas]);
  return ids;
}

/** `path` with each of its path parameters (a segment that is a fixture's id) swapped for each undecodable encoding. */
function undecodablePaths(path: string, ids: Set<string>): string[] {
  const [pathname = "", query] = path.split(/\?(.*)/s);
  const segments = pathname.split("/");
  return segments.flatMap((segment, i) => {
    const id = [...ids].find((known) => segment === known || segment.startsWith(`${known}.`));
    if (!id) return [];
    return PATH_ENCODINGS.map((bad) => {
      const swapped = [...segments];
      swapped[i] = segment.replace(id, bad);
      return `${swapped.join("/")}${query ? `?${query}` : ""}`;
    });
  });
}

/** The role's own cookies with `name` set to `value` (the session replaced when it is the session). */
function withCookie(roleCookie: string, name: string, value: string) {
  const others = roleCookie && !roleCookie.startsWith(`${name}=`) ? [roleCookie] : [];
  return [...others, `${name}=${value}`].join("; ");
}

interface EverywhereCase {
  name: string;
  options: SendOptions;
  /** The Cookie header, from the role's own cookie (a fresh session for doors that end theirs). */
  cookie?: (roleCookie: string) => string;
  /** Cookies of ours the answer must expire (or set anew). */
  expires?: string[];
}

/**
 * Issue 25's corpus for one door: every cookie but the session unreadable beside the role's real
 * session (so the door reads them past its guard), then an unreadable session; a search that no
 * LIKE pattern could hold as ?q=, ?search= and ?query= (reading doors); each path parameter
 * swapped for every undecodable encoding. The bad values rotate from door to door, so every value
 * is sent to many doors (tests/integration/bad-input.test.ts sends every one to a few).
 */
function everywhereFor(door: Door, role: Role, index: number, ids: Set<string>): EverywhereCase[] {
  const path = door.path(f, role);
  const bad = COOKIE_VALUES[index % COOKIE_VALUES.length]!;
  const badSession = COOKIE_VALUES[(index + 1) % COOKIE_VALUES.length]!;
  const others = COOKIE_NAMES.filter((name) => name !== "ds_session");
  const cases: EverywhereCase[] = [
    {
      name: `every other cookie = ${bad.name}`,
      options: {},
      cookie: (roleCookie) => [roleCookie, ...others.map((name) => `${name}=${bad.value}`)].filter(Boolean).join("; "),
      expires: others.filter((name) => name in APP_COOKIES),
    },
    {
      name: `ds_session = ${badSession.name}`,
      options: {},
      cookie: (roleCookie) => withCookie(roleCookie, "ds_session", badSession.value),
      expires: ["ds_session"],
    },
  ];
  if (door.method === "GET") {
    const probe = SEARCH_VALUES[index % SEARCH_VALUES.length]!;
    const q = encodeURIComponent(probe);
    cases.push({
      name: `search ${probe.slice(0, 12)}… (${probe.length})`,
      options: { path: `${path}${path.includes("?") ? "&" : "?"}q=${q}&search=${q}&query=${q}` },
    });
  }
  for (const odd of undecodablePaths(path, ids))
    cases.push({ name: `undecodable path ${odd}`, options: { path: odd } });
  return cases;
}

describe("bad input on every door: unreadable cookies, undecodable paths, searches", () => {
  doors.forEach(({ file, door }, index) => {
    it(`${file}: ${label(door)}`, { timeout: 600_000 }, async () => {
      const role = corpusRole(door);
      const ids = knownIds();
      const documented = new Set(ROLES.flatMap((r) => [door.expect[r]].flat()));
      const failures: string[] = [];
      for (const { name, options, cookie, expires = [] } of everywhereFor(door, role, index, ids)) {
        const roleCookie = await cookieFor(door, role);
        const before = door.mutating ? await fingerprint() : "";
        let response: Response;
        try {
          response = await send(door, role, { ...options, cookie: cookie ? cookie(roleCookie) : roleCookie });
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        const setCookies = response.headers.getSetCookie();
        // A 5xx only where the row documents it (a feature not configured in the tests: 503).
        if (response.status >= 500 && !documented.has(response.status)) failures.push(`${name}: ${response.status}`);
        else if (name.startsWith("undecodable") && response.status !== 404)
          failures.push(`${name}: ${response.status}`);
        else if (expires.some((cookieName) => !setCookies.some((value) => value.startsWith(`${cookieName}=`))))
          failures.push(`${name}: not expired`);
        else if (door.mutating && response.status >= 400 && (await fingerprint()) !== before)
          failures.push(`${name}: refused (${response.status}) but wrote`);
      }
      expect(failures).toEqual([]);
    });
  });
});
