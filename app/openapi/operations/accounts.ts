/** The contract of sign-up, sign-in and the caller's account (docs/api.md "Accounts"). */
import * as z from "~/utils/zod";

import { accountExportSchema } from "~/models/accounts";
import { successMessageSchema } from "~/utils/api.responses";
import { publicUserSchema, signInResultSchema, signUpRefusedSchema, signUpResultSchema } from "~/models/accounts";
import { forgotPasswordSchema, resetPasswordSchema, signUpSchema, signUpWithUsernameSchema } from "~/models/accounts";

import { common, refusal, RETRY_AFTER, SETS_SESSION, type ApiOperation } from "../define";

const TURNSTILE =
  'With Cloudflare Turnstile configured, a solved token in `cf-turnstile-response` (docs/security.md "Signing up").';

const signUpResponses = {
  201: { description: "Signed up; a confirmation link is on its way by e-mail.", schema: signUpResultSchema },
  400: { description: "A field is missing or refused.", schema: signUpRefusedSchema },
  409: { description: "The e-mail address or username is taken.", schema: signUpRefusedSchema },
  429: { description: "Too many sign-ups from this address.", schema: signUpRefusedSchema, headers: RETRY_AFTER },
};

/** Sign-in's body: the variant's login field and the password (parsed as `signInSchema`). */
const signInBody = (field: "email" | "username") =>
  z.object({
    [field]: z.string().min(1).max(254),
    password: z.string().min(1).max(1024),
    "cf-turnstile-response": z.string().optional(),
  });

const signInResponses = {
  200: { description: "Signed in.", schema: signInResultSchema, headers: SETS_SESSION },
  400: refusal("The login or the password is missing."),
  401: refusal("Wrong login or password."),
  429: common.tooMany,
};

export const accountOperations: ApiOperation[] = [
  {
    file: "api.register-user.ts",
    method: "post",
    path: "/api/register-user",
    operationId: "registerUser",
    tag: "accounts",
    summary: "Sign up with an e-mail address and a profile",
    description: `The username is made from the e-mail address when none is given. ${TURNSTILE}`,
    access: "public",
    body: signUpSchema,
    responses: signUpResponses,
  },
  {
    file: "api.auth.register.ts",
    method: "post",
    path: "/api/auth/register",
    operationId: "registerWithUsername",
    tag: "accounts",
    summary: "Sign up with a username",
    description: TURNSTILE,
    access: "public",
    body: signUpWithUsernameSchema,
    responses: signUpResponses,
  },
  {
    file: "api.login-user.ts",
    method: "post",
    path: "/api/login-user",
    operationId: "loginWithEmail",
    tag: "accounts",
    summary: "Sign in with an e-mail address",
    description: "Starts a session (its cookie comes with the answer). Over an address's failure limit, " + TURNSTILE,
    access: "public",
    body: signInBody("email"),
    responses: signInResponses,
  },
  {
    file: "api.auth.login.ts",
    method: "post",
    path: "/api/auth/login",
    operationId: "loginWithUsername",
    tag: "accounts",
    summary: "Sign in with a username or an e-mail address",
    description: "Starts a session (its cookie comes with the answer). Over an address's failure limit, " + TURNSTILE,
    access: "public",
    body: signInBody("username"),
    responses: signInResponses,
  },
  {
    file: "api.auth.user.ts",
    method: "get",
    path: "/api/auth/user",
    operationId: "currentUser",
    tag: "accounts",
    summary: "The signed-in user",
    access: "signedIn",
    responses: { 200: { description: "The caller.", schema: publicUserSchema }, 401: common.unauthorized },
  },
  {
    file: "api.logout.tsx",
    method: "post",
    path: "/api/logout",
    operationId: "logout",
    tag: "accounts",
    summary: "Sign out",
    description: "Ends the session on the server and goes home.",
    access: "browser",
    responses: { 302: { description: "To `/`, the session ended and its cookie cleared.", media: "none" } },
  },
  {
    file: "api.logout.tsx",
    method: "get",
    path: "/api/logout",
    operationId: "logoutByNavigation",
    tag: "accounts",
    summary: "Sign out by following a link of this site",
    description:
      "A navigation from this site (or typed in) signs out; from another site it goes to `/logout`, which asks first.",
    access: "browser",
    responses: {
      302: { description: "To `/` signed out, or to `/logout` when the link came from another site.", media: "none" },
    },
  },
  {
    file: "api.login.tsx",
    method: "get",
    path: "/api/login",
    operationId: "externalSignIn",
    tag: "accounts",
    summary: "Sign in with the external OpenID Connect provider",
    description: "A navigation: to the provider, which comes back to `/api/auth/callback`.",
    access: "browser",
    query: z.object({ redirectTo: z.string().optional().describe("A path of this site to return to.") }),
    responses: {
      302: { description: "To the provider (or back to `/login` when it cannot be reached).", media: "none" },
      503: { description: "No provider is configured: a page that says so.", media: "html" },
    },
  },
  {
    file: "api.auth.callback.ts",
    method: "get",
    path: "/api/auth/callback",
    operationId: "externalSignInCallback",
    tag: "accounts",
    summary: "Where the OpenID Connect provider sends the browser back",
    description:
      "Checks the state and the PKCE verifier, exchanges the code, then signs in (or links the identity to the signed-in account that asked from its settings).",
    access: "browser",
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    responses: {
      302: { description: "Signed in, to where the sign-in started; or back with a message.", media: "none" },
    },
  },
  {
    file: "api.auth.forgot-password.ts",
    method: "post",
    path: "/api/auth/forgot-password",
    operationId: "forgotPassword",
    tag: "accounts",
    summary: "Ask for a password reset link",
    access: "public",
    body: forgotPasswordSchema,
    responses: {
      202: {
        description: "A link is sent if the account exists (the same answer when it does not).",
        schema: successMessageSchema,
      },
      400: common.badInput,
      429: common.tooMany,
      503: refusal("E-mail cannot be sent from this server."),
    },
  },
  {
    file: "api.auth.reset-password.ts",
    method: "post",
    path: "/api/auth/reset-password",
    operationId: "resetPassword",
    tag: "accounts",
    summary: "Set a new password with a reset link's token",
    access: "public",
    body: resetPasswordSchema,
    responses: {
      200: { description: "The password is changed; every session ended.", schema: successMessageSchema },
      400: refusal("A field is refused, or the link is invalid or expired."),
    },
  },
  {
    file: "api.user.export.ts",
    method: "get",
    path: "/api/user/export",
    operationId: "exportAccount",
    tag: "accounts",
    summary: "Everything held about the caller",
    description: "The same file as the settings' download (docs/account.md).",
    access: "signedIn",
    responses: { 200: { description: "The export.", schema: accountExportSchema }, 401: common.unauthorized },
  },
];
