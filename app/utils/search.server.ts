/** A page's answer to a refused search (app/utils/search.schema.ts): what was typed, and why, in the reader's language. */
import { SEARCH_TOO_LONG, type SearchRefusal } from "~/utils/search.schema";

import { translate, translatorFor } from "./http.server";

/** The longest refused text given back to the search box (the address can be much longer). */
const ECHO_MAX = 1_000;

export async function searchRefusal(request: Request, params: URLSearchParams): Promise<SearchRefusal> {
  const t = await translatorFor(request);
  return { text: (params.get("q") ?? "").slice(0, ECHO_MAX), message: translate(t, SEARCH_TOO_LONG) };
}
