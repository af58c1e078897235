/** POST /api/auth/register: sign up, variant B (username, email, password, confirmPassword, names). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { registrationResponse } from "~/auth/registration.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  return registrationResponse(context, request, { requireUsername: true });
}
