/**
 * Whether the app answers at `origin`: its own robots.txt (which disallows /api/), not whatever else
 * may listen there (the "starting" page scripts/start.mjs serves on the port meanwhile, another
 * server). Used by scripts/start.mjs and the local browser tests (tests/e2e-local).
 * @param {string} origin
 * @param {number} timeoutMs
 * @returns {Promise<boolean>}
 */
export async function appAnswers(origin, timeoutMs) {
  try {
    const response = await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok && (await response.text()).includes("Disallow: /api/");
  } catch {
    return false; // not listening (yet), or no answer in time
  }
}
