/**
 * The verification forms of the admin area: the dashboard's bulk bar (/admin/users, form "bulk":
 * `status`, the checked `userId`s, `confirmed` for a rejection) and the review of one user
 * (/admin/verification and the home page's Verification Management dialog, form "review":
 * `userId`, `status`). Both pages' actions hand their form here, so what a status change answers
 * is written once; the JSON API (PATCH /api/users/…/verification) is the other door onto the same
 * model function, setVerificationStatus, which writes the change, its audit entries and the
 * citizens' notifications in one batch.
 */
import type { User } from "~/db/schema";
import { bulkFormSchema, reviewFormSchema } from "~/models/admin-users.schema";
import type { AdminActor } from "~/models/audit.server";
import { setVerificationStatus } from "~/models/users.server";
import { pageUrl, respond, type ActionArgs } from "~/utils/action.server";
import { translatorFor, type Translate } from "~/utils/http.server";
import { parseForm, type SubmissionResult } from "~/utils/validation.server";

type FormName = "bulk" | "review";

/** Where a plain post goes back to: the same list, without the one-off parts of its address. */
function backTo(request: Request) {
  const url = new URL(pageUrl(request), "http://localhost");
  url.searchParams.delete("select");
  url.searchParams.delete("review");
  return `${url.pathname}${url.search}`;
}

function refuse(args: ActionArgs, t: Translate, name: FormName, description: string, status: number, result?: SubmissionResult) {
  return respond(args, {
    form: name,
    ok: false,
    status,
    result,
    toast: { title: t("admin.verification.failed"), description, variant: "destructive" },
  });
}

function invalid(args: ActionArgs, t: Translate, name: FormName, reply: SubmissionResult) {
  const first = Object.values(reply.error ?? {}).flat()[0] ?? t("validation.invalid");
  return refuse(args, t, name, first, 400, reply);
}

async function apply(
  args: ActionArgs,
  t: Translate,
  actor: AdminActor,
  name: FormName,
  userIds: string[],
  status: User["verificationStatus"],
) {
  const result = await setVerificationStatus(args.context.db, actor, userIds, status);
  if (!result.ok) return refuse(args, t, name, t("admin.errors.notFound", { count: result.missing.length }), 404);
  return respond(args, {
    form: name,
    ok: true,
    redirectTo: backTo(args.request),
    toast: {
      title: t("admin.verification.updated"),
      description: result.changed ? t("admin.verification.updatedDescription") : t("admin.verification.unchanged"),
    },
    payload: { changed: result.changed, status },
  });
}

/** The bulk bar: one status for every checked user. Rejecting asks first (`confirmed=yes` answers). */
export async function bulkVerificationAction(args: ActionArgs, actor: AdminActor, form: FormData) {
  const t = await translatorFor(args.request);
  const parsed = parseForm(t, form, bulkFormSchema);
  if (!parsed.ok) return invalid(args, t, "bulk", parsed.reply());
  const { status, userId, confirmed } = parsed.value;
  if (status === "rejected" && !confirmed) {
    // Rejecting takes citizens' votes out of the verified figures and tells each of them.
    return respond(args, { form: "bulk", ok: true, payload: { confirm: { id: crypto.randomUUID(), userIds: userId } } });
  }
  return apply(args, t, actor, "bulk", userId, status);
}

/** The review of one user: Approve, Reject or Set Pending. */
export async function reviewVerificationAction(args: ActionArgs, actor: AdminActor, form: FormData) {
  const t = await translatorFor(args.request);
  const parsed = parseForm(t, form, reviewFormSchema);
  if (!parsed.ok) return invalid(args, t, "review", parsed.reply());
  return apply(args, t, actor, "review", [parsed.value.userId], parsed.value.status);
}
