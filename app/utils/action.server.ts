/**
 * The one way a page acts (docs/decisions/0007-one-way-to-act.md). A form on a page posts
 * to that page's own action: a plain post without JavaScript, Remix's `.data` request with
 * it (a fetcher for forms that keep the visitor on the page, a <Form> for those that lead
 * elsewhere). The action answers all of them from one outcome:
 *
 *   - with `redirectTo`, a plain post is redirected there, carrying the toast in a flash
 *     cookie (post/redirect/get); so is a `.data` request when the outcome says `navigate`
 *     (sign-in: the browser goes on); otherwise a `.data` request (a fetcher) gets the
 *     outcome as data, toast included, and stays where it is;
 *   - without `redirectTo`, the page comes back with the outcome as its action data (field
 *     errors beside the fields): with the real status (400, 404 …) for a plain post, and
 *     status 200 for a `.data` request, since an expected refusal is an answer, not a failed
 *     load (the HTTP status of a refusal is for documents and the JSON API).
 *
 * Every action starts with `readForm`, which refuses a body it cannot read with 415 or 400
 * and a translated message, so no action ever answers such a body with 500.
 */
import { data } from "~/utils/remix.server";

import type { LoadContext } from "~/context.server";

import { translatorFor } from "./http.server";
import { localRedirect, serviceRedirect } from "./redirect.server";
import { toastHeader, type ToastInput } from "./toast.server";
import type { SubmissionResult } from "./validation.server";

export interface ActionArgs {
  request: Request;
  context: LoadContext;
}

/** What a form's fetcher or the page's action data holds after a post. */
export type ActionOutcome<Payload extends object = object> =
  | ({ ok: true; form: string; toast?: ToastWithId } & Payload)
  | ({ ok: false; form: string; result?: SubmissionResult; toast?: ToastWithId } & Partial<Payload>);

type ToastWithId = ToastInput & { id: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The submitted form. Refuses (throws) a body that is not a form with 415, and one that
 * cannot be read (broken multipart, invalid encoding) with 400, each with a translated message.
 */
export async function readForm({ request }: ActionArgs): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const t = await translatorFor(request);
  if (!FORM_TYPES.includes(type)) {
    throw new Response(t("errors.unsupportedBody"), {
      status: 415,
      headers: { "Content-Type": "text/plain; charset=utf-8", Accept: FORM_TYPES.join(", ") },
    });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response(t("errors.unreadableBody"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** The page the form was posted from, as a same-site path (without Remix's `index` marker). */
export function pageUrl(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

interface Outcome<Payload extends object> {
  /** Which form on the page answered (pages with several forms tell them apart by it). */
  form: string;
  ok: boolean;
  /**
   * Plain posts go here (with the toast); without it they get the page again. A path on this site,
   * kept only if it stays here (localRedirect: app/utils/redirect.server.ts).
   */
  redirectTo?: string;
  /**
   * Instead of `redirectTo`: an outside service's page that the service itself gave us (Stripe's
   * Checkout), never a value read from the request (serviceRedirect).
   */
  leaveTo?: string;
  /** With JavaScript too, go to `redirectTo` (a form that leads elsewhere, such as sign-in). */
  navigate?: boolean;
  toast?: ToastInput;
  /** A refusal's field-by-field messages (Conform's SubmissionResult). */
  result?: SubmissionResult;
  /** Status of a refused document post rendered in place (default 400). */
  status?: number;
  /** More data for the fetcher (and the page's action data). */
  payload?: Payload;
  headers?: HeadersInit;
}

export async function respond<Payload extends object = object>(
  { request, context }: ActionArgs,
  outcome: Outcome<Payload>,
) {
  const headers = new Headers(outcome.headers);
  const toast = outcome.toast ? { ...outcome.toast, id: crypto.randomUUID() } : undefined;
  const body = {
    ok: outcome.ok,
    form: outcome.form,
    ...(outcome.result ? { result: outcome.result } : {}),
    ...(toast ? { toast } : {}),
    ...outcome.payload,
  } as ActionOutcome<Payload>;

  const target = outcome.leaveTo ?? outcome.redirectTo;
  if (target && (!context.isDataRequest || outcome.navigate)) {
    if (outcome.toast) headers.append("Set-Cookie", await toastHeader(context.config, request, outcome.toast));
    return outcome.leaveTo ? serviceRedirect(outcome.leaveTo, { headers }) : localRedirect(target, { headers });
  }
  if (context.isDataRequest) return data(body, { status: 200, headers });
  return data(body, { status: outcome.ok ? 200 : (outcome.status ?? 400), headers });
}

/** A post naming no form this page has (an old page, a hand-made request): 400 with a translated message. */
export async function unknownForm(request: Request): Promise<never> {
  const t = await translatorFor(request);
  throw new Response(t("errors.unknownForm"), {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
