/**
 * The users forms of the admin area: the dashboard's bulk bar (/admin/users: the checked `userId`s
 * with a `status` button, or with a `role` button; `confirmed` answers the question asked before
 * rejecting citizens or making admins), and the Review dialog's buttons (/admin/verification/{id}:
 * one `status` for the user of its address; rejecting asks first there too). Pages hand their form here, so what a change answers is written once; the JSON API is
 * the other door onto the same model functions (setVerificationStatus, setUserRole), which write
 * the change, its audit entries and the users' notifications in one batch.
 */
import type { Role, User } from "~/db/schema";
import { bulkFormSchema, bulkRoleFormSchema, reviewFormSchema } from "~/models/admin";
import type { AdminActor } from "~/models/audit";
import { setUserRole, setVerificationStatus, type UserChangeResult } from "~/models/accounts";
import { pageUrl, respond, type ActionArgs } from "~/utils/action.server";
import { translatorFor, type Translate } from "~/utils/http.server";
import { parseForm, type SubmissionResult } from "~/utils/validation.server";

type FormName = "bulk" | "review";
/** Which strings a change's answer uses: "admin.verification.*" or "admin.role.*". */
type Kind = "verification" | "role";

/** Where a plain post goes back to: the same list, without the one-off parts of its address. */
function backTo(request: Request) {
  const url = new URL(pageUrl(request), "http://localhost");
  url.searchParams.delete("select");
  return `${url.pathname}${url.search}`;
}

function refuse(
  args: ActionArgs,
  t: Translate,
  name: FormName,
  kind: Kind,
  description: string,
  status: number,
  result?: SubmissionResult,
) {
  return respond(args, {
    form: name,
    ok: false,
    status,
    result,
    toast: { title: t(`admin.${kind}.failed`), description, variant: "destructive" },
  });
}

function invalid(args: ActionArgs, t: Translate, name: FormName, kind: Kind, reply: SubmissionResult) {
  const first = Object.values(reply.error ?? {}).flat()[0] ?? t("validation.invalid");
  return refuse(args, t, name, kind, first, 400, reply);
}

function answer<V>(
  args: ActionArgs,
  t: Translate,
  name: FormName,
  kind: Kind,
  result: UserChangeResult<V>,
  payload: Record<string, string>,
  /** What was left as it was, and why (said after what changed). */
  skipped?: string,
) {
  if (!result.ok) {
    if ("missing" in result) {
      return refuse(args, t, name, kind, t("admin.errors.notFound", { count: result.missing.length }), 404);
    }
    return refuse(args, t, name, kind, t("admin.errors.ownRole"), 409);
  }
  return respond(args, {
    form: name,
    ok: true,
    redirectTo: backTo(args.request),
    toast: {
      title: t(`admin.${kind}.updated`),
      description: [
        result.changed ? t(`admin.${kind}.updatedDescription`) : skipped ? "" : t(`admin.${kind}.unchanged`),
        skipped ?? "",
      ]
        .filter(Boolean)
        .join(" "),
    },
    payload: { changed: result.changed, ...payload },
  });
}

/** Asks before a change that is hard on people (the page shows the question; `confirmed=yes` answers). */
function ask(args: ActionArgs, name: FormName, question: "reject" | "admin", userIds: string[]) {
  return respond(args, {
    form: name,
    ok: true,
    payload: { confirm: { id: crypto.randomUUID(), question, userIds } },
  });
}

/** The bulk bar: one status, or one role, for every checked user. */
export async function bulkUsersAction(args: ActionArgs, actor: AdminActor, form: FormData) {
  if (form.has("role")) return bulkRoleAction(args, actor, form);
  const t = await translatorFor(args.request);
  const parsed = parseForm(t, form, bulkFormSchema);
  if (!parsed.ok) return invalid(args, t, "bulk", "verification", parsed.reply());
  const { status, userId, confirmed } = parsed.value;
  // Rejecting takes citizens' votes out of the verified figures and tells each of them.
  if (status === "rejected" && !confirmed) return ask(args, "bulk", "reject", userId);
  return applyStatus(args, t, actor, "bulk", userId, status);
}

/**
 * The Review dialog: Approve, Reject or Set Pending for the one user it shows (a plain post comes
 * back to it). Rejecting asks first, as the bulk bar does.
 */
export async function reviewUserAction(args: ActionArgs, actor: AdminActor, userId: string, form: FormData) {
  const t = await translatorFor(args.request);
  const parsed = parseForm(t, form, reviewFormSchema);
  if (!parsed.ok) return invalid(args, t, "review", "verification", parsed.reply());
  const { status, confirmed } = parsed.value;
  if (status === "rejected" && !confirmed) return ask(args, "review", "reject", [userId]);
  return applyStatus(args, t, actor, "review", [userId], status);
}

async function bulkRoleAction(args: ActionArgs, actor: AdminActor, form: FormData) {
  const t = await translatorFor(args.request);
  const parsed = parseForm(t, form, bulkRoleFormSchema);
  if (!parsed.ok) return invalid(args, t, "bulk", "role", parsed.reply());
  const { role, userId, confirmed } = parsed.value;
  // An admin can verify and reject everyone: asked first.
  if (role === "admin" && !confirmed) return ask(args, "bulk", "admin", userId);
  return applyRole(args, t, actor, userId, role);
}

async function applyStatus(
  args: ActionArgs,
  t: Translate,
  actor: AdminActor,
  name: FormName,
  userIds: string[],
  status: User["verificationStatus"],
) {
  const result = await setVerificationStatus(args.context.db, actor, userIds, status);
  // Only confirmed accounts become verified: the Review dialog's one account is refused, saying
  // why; the bulk bar verifies the others and says how many were left, and why.
  const unconfirmed = result.ok ? result.unconfirmed.length : 0;
  if (unconfirmed && name === "review") {
    return refuse(args, t, name, "verification", t("admin.errors.unconfirmed"), 409);
  }
  const skipped = unconfirmed ? t("admin.verification.skippedUnconfirmed", { count: unconfirmed }) : undefined;
  return answer(args, t, name, "verification", result, { status }, skipped);
}

async function applyRole(args: ActionArgs, t: Translate, actor: AdminActor, userIds: string[], role: Role) {
  const result = await setUserRole(args.context.db, actor, userIds, role);
  return answer(args, t, "bulk", "role", result, { role });
}
