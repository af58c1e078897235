/** POST /api/register-user: sign up, variant A (email and profile; the username is made from the email). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { registrationResponse } from "~/auth/registration.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  return registrationResponse(context, request, { requireUsername: false });
}
