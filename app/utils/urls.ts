/** Home-page URLs that open a dialog over the current listing, keeping its filters. */
const DIALOG_PARAMS = ["debate", "tab", "cpage", "insights", "view", "overlay", "q"];

export function withDialog(search: string, params: Record<string, string | number | null | undefined>) {
  const next = new URLSearchParams(search);
  for (const name of DIALOG_PARAMS) next.delete(name);
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
