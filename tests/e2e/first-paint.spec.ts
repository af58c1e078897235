/**
 * What a phone on a slow network gets first (docs/performance.md, "First paint"): the page's text,
 * then hydration's scripts, asked for only after the first paint and from their real addresses (no
 * redirect).
 */
import { expect, test } from "./fixtures";

/** The module addresses a document preloads and imports, in the order it names them. */
function moduleAddresses(html: string): { preloads: string[]; imports: string[] } {
  const preloads = [...html.matchAll(/<link rel="x-modulepreload-after-paint" href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1] ?? "",
  );
  const imports = [...html.matchAll(/import(?: \* as \w+ from)? ?\(?"(\/build\/[^"]+)"/g)].map((m) => m[1] ?? "");
  return { preloads, imports };
}

test.describe("first paint", () => {
  test("the document asks for no script before its first paint; hydration's modules come after it", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // As sent: Remix's preloads and its module script are inert (no browser fetches or runs them)...
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html.match(/<link rel="x-modulepreload-after-paint"[^>]*>/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html.match(/<script[^>]*type="x-module-after-paint"/g)).toHaveLength(1);
  });

  test("after the first paint the page loads its modules and hydrates", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "hydration needs JavaScript");
    const modules: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().includes("/build/")) modules.push(request.url());
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // ...and once the page has painted, none is left inert.
    expect(
      await page.locator('link[rel="x-modulepreload-after-paint"], script[type="x-module-after-paint"]').count(),
    ).toBe(0);
    expect(modules.some((url) => url.includes("/build/entry.client-"))).toBe(true);
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
