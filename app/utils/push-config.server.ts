/**
 * The Web Push settings (docs/push.md): the VAPID key pair and subject, checked once for the page
 * Worker (app/env.server.ts parseConfig: the settings page subscribes with the public key) and for
 * the news Worker, which signs and encrypts every push as the push queue's consumer
 * (docs/decisions/0120-queue-consumers-on-news-worker.md). Apart from app/env.server.ts so that the
 * news Worker reads only these settings.
 */
import { APP_ENVS, ConfigError, type AppEnv } from "./config-error";
import { isVapidSubject } from "./web-push";

export type PushConfig = {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: how a push service's operator reaches ours (RFC 8292). */
  subject: string;
  /** http: endpoints too: only outside production (the tests' local push service). */
  allowHttp: boolean;
};

const VAPID_POINT = /^B[A-Za-z0-9_-]{86}$/;
const VAPID_SCALAR = /^[A-Za-z0-9_-]{43}$/;

/** What the Web Push settings are read from: the page Worker's Env, or the news Worker's (its push consumer). */
interface PushEnv {
  APP_ENV?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/**
 * The Web Push settings alone, checked as the page Worker's parseConfig checks them: for the news
 * Worker, which runs the push queue's consumer (docs/decisions/0120-queue-consumers-on-news-worker.md).
 * APP_ENV defaults to production, as parseConfig's does (http: endpoints only outside production).
 */
export function parsePushConfig(env: PushEnv): PushConfig | null {
  const appEnv = env.APP_ENV || "production";
  if (!(APP_ENVS as readonly string[]).includes(appEnv)) {
    throw new ConfigError(
      `Invalid setting APP_ENV: ${appEnv} is not one of ${APP_ENVS.join(", ")}. Set it under [vars] in wrangler.toml.`,
    );
  }
  return parsePush(env, appEnv as AppEnv);
}

/** The VAPID secrets: all three or none, each of its shape (the page Worker's parseConfig calls it too). */
export function parsePush(env: PushEnv, appEnv: AppEnv): PushConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim().replace(/=+$/, "");
  const privateKey = env.VAPID_PRIVATE_KEY?.trim().replace(/=+$/, "");
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey && !privateKey && !subject) return null;
  const missing = [
    ["VAPID_PUBLIC_KEY", publicKey],
    ["VAPID_PRIVATE_KEY", privateKey],
    ["VAPID_SUBJECT", subject],
  ].find(([, value]) => !value);
  if (missing) {
    throw new ConfigError(
      `Missing required secret ${missing[0]}: Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (or none of them); \`node scripts/vapid-keys.mjs mailto:you@example.org\` makes them (docs/push.md).`,
    );
  }
  if (!VAPID_POINT.test(publicKey as string)) {
    throw new ConfigError(
      "Invalid secret VAPID_PUBLIC_KEY: an uncompressed P-256 point in base64url (87 characters from B), as scripts/vapid-keys.mjs prints it.",
    );
  }
  if (!VAPID_SCALAR.test(privateKey as string)) {
    throw new ConfigError(
      "Invalid secret VAPID_PRIVATE_KEY: a 32-octet P-256 private key in base64url (43 characters).",
    );
  }
  if (!isVapidSubject(subject as string)) {
    throw new ConfigError(
      `Invalid secret VAPID_SUBJECT: a mailto: address or an https: URL where push services reach you, not ${subject}.`,
    );
  }
  return {
    publicKey: publicKey as string,
    privateKey: privateKey as string,
    subject: subject as string,
    allowHttp: appEnv !== "production",
  };
}
