/**
 * The home feed through the Worker as deployed (docs/home-page.md): the search and the cursor
 * face the bad-input corpus (and FTS5 syntax) on the page, the fetcher's data request (single fetch: /_root.data?index) and the
 * JSON API, never a 5xx; search reaches the API; the page's weight is measured.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { FEED_PAGE_SIZE } from "~/models/debates/feed.server";
import { createDebate } from "~/seed/factories";

import { FIELD_VALUES } from "../security/corpus";

const db = createDb(env.DB);
const get = (path: string) => exports.default.fetch(`http://localhost${path}`);

const FTS = ['"', '""', "*", "(", ")", "NEAR", "NEAR(a b, 2)", "AND OR NOT", "^x", "-x", "title:x", "x*", "{a b}"];
const values = [...FIELD_VALUES.map((v) => String(v.value)).filter((v) => v.length < 20_000), ...FTS];

describe("home feed doors", () => {
  it("answers every odd search and cursor with a page, never an error", async () => {
    await createDebate(db, { title: "Should every town run a repair café?" });
    for (const value of values) {
      for (const key of ["q", "cursor", "sort"]) {
        const query = new URLSearchParams({ [key]: value }).toString();
        for (const path of [`/?${query}`, `/_root.data?index&${query}`, `/api/debates?${query}`]) {
          const response = await get(path);
          expect(response.status, `${path.slice(0, 80)}`).toBe(200);
          await response.arrayBuffer();
        }
      }
    }
  });

  it("searches titles and headlines in the JSON API", async () => {
    const tag = `zq${crypto.randomUUID().slice(0, 8)}`;
    const found = await createDebate(db, { title: `${tag} পশ্চিমবঙ্গে বন্যা`, language: "bn", region: "bharat" });
    const body = (await (await get(`/api/debates?q=${encodeURIComponent(`বন্যা ${tag}`)}`)).json()) as { id: string }[];
    expect(body.map((d) => d.id)).toEqual([found.id]);
    // Syntax characters in the search are text: the tag alone still finds it.
    const quoted = (await (await get(`/api/debates?q=${encodeURIComponent(`${tag} "*`)}`)).json()) as { id: string }[];
    expect(quoted.map((d) => d.id)).toEqual([found.id]);
  });

  it("serves 12 cards a page with a Show more link, and says how heavy the page is", async () => {
    for (let i = 0; i < 30; i++)
      await createDebate(db, { title: `Should measure page ${i} be adopted?`, description: "d".repeat(600) });
    const html = await (await get("/")).text();
    expect(html.match(/data-testid="debate-card"/g)).toHaveLength(FEED_PAGE_SIZE);
    const showMore = html.match(/<a[^>]*data-testid="show-more"[^>]*>/)?.[0] ?? "";
    expect(showMore).toMatch(/href="\/\?cursor=[A-Za-z0-9_-]+"/);
    const classes = [...html.matchAll(/class="([^"]*)"/g)].reduce((n, m) => n + (m[1]?.length ?? 0) + 9, 0);
    // Loader data travels in inline scripts (single fetch's stream).
    const data = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce(
      (n, m) => n + (m[1]?.length ?? 0),
      0,
    );
    console.log(
      `home page: ${html.length} bytes of HTML, class attributes ${classes}, inline scripts (loader data) ${data}`,
    );
    expect(html).not.toContain("d".repeat(300));
  });
});
