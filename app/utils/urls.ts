/** Home-page URLs that open a dialog over the current listing, keeping its filters. */
const DIALOG_PARAMS = ["debate", "tab", "cpage", "reply", "report", "insights", "view", "overlay", "q"];

export function withDialog(search: string, params: Record<string, string | number | null | undefined>) {
  const next = new URLSearchParams(search);
  // The plain listing (`/`, no query: most of a page's links) has nothing to remove.
  if (search && search !== "?") for (const name of DIALOG_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") next.set(name, String(value));
  }
  const query = next.toString();
  return query ? `/?${query}` : "/";
}

/** The listing without any dialog open. */
export function withoutDialog(search: string) {
  return withDialog(search, {});
}

/**
 * `href` (a path with its query, maybe a #fragment) with `params` set, or removed where null: the
 * discussion's reply and report forms are addresses (?reply=, ?report=), so they open without JavaScript.
 */
export function withParams(href: string, params: Record<string, string | number | null | undefined>) {
  const [beforeHash = "", hash] = href.split("#", 2);
  const [path = "", query = ""] = beforeHash.split("?", 2);
  const next = new URLSearchParams(query);
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  const search = next.toString();
  return `${path}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}

/** Whether a host name (as URL.hostname gives it) is this machine's: localhost, *.localhost, 127.x.x.x, ::1. */
export function isLoopbackHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}
