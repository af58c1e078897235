/**
 * What a phone on a slow network gets first (docs/performance.md, "First paint"): the page's text,
 * then hydration's scripts, fetched at low priority and from their real addresses (no redirect).
 */
import { expect, test } from "./fixtures";

/** The module addresses a document preloads and imports, in the order it names them. */
function moduleAddresses(html: string): { preloads: string[]; imports: string[] } {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1] ?? "");
  const imports = [...html.matchAll(/import(?: \* as \w+ from)? ?\(?"(\/build\/[^"]+)"/g)].map((m) => m[1] ?? "");
  return { preloads, imports };
}

test.describe("first paint", () => {
  test("hydration's modules are preloaded at low priority, after what the page shows", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const links = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
  });

  test("a debate page reaches every module it loads without a redirect (no bare $ in an address)", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    const debate = /href="(\/debates\/[0-9a-f-]{36})"/.exec(home)?.[1];
    expect(debate).toBeTruthy();
    const { preloads, imports } = moduleAddresses(await (await request.get(debate ?? "")).text());
    expect(imports.some((address) => address.includes("debates.%24debateId"))).toBe(true);
    for (const address of [...new Set([...preloads, ...imports])]) {
      expect(address, address).not.toContain("$");
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
    }
  });
});
