/** The ISO country Cloudflare saw the request come from, when it knows (request.cf.country). */
export function requestCountry(request: Request): string | null {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const country = cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) && country !== "XX" && country !== "T1"
    ? country
    : null;
}
