/** POST /api/login-user: sign in, variant A ({ email, password }). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { signInResponse } from "~/auth/registration.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  return signInResponse(context, request, "email");
}
