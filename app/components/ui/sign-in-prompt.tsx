/** "Sign in to …" where a feature needs an account: the reason, and the sign-in link (the dialog with JavaScript). */
import { AuthLink } from "~/components/auth/auth-dialog";

import { buttonClass } from "./button";

export function SignInPrompt({ message, action, testId }: { message: string; action: string; testId: string }) {
  return (
    <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4" data-testid={testId}>
      <p className="text-indigo-950">{message}</p>
      <AuthLink mode="signin" className={buttonClass({}, "mt-3")}>
        {action}
      </AuthLink>
    </div>
  );
}

/** A filter pill's look (category, status): the current one filled. */
export const pillClass = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
    current
      ? "border-indigo-800 bg-indigo-800 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
  }`;
