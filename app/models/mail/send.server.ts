/**
 * Sending e-mail. Production: an HTTP mail API (MAIL_API_URL, Resend's request shape:
 * POST { from, to, subject, text } with a bearer key). Development and tests: the
 * message is written to the log and to the local outbox (/dev/outbox), never sent.
 */
import type { LoadContext } from "~/context.server";
import { writeToOutbox } from "~/models/mail/outbox.server";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

class MailNotConfiguredError extends Error {
  override name = "MailNotConfiguredError";
  constructor() {
    super("No mail API is configured (MAIL_API_KEY): e-mail cannot be sent in production.");
  }
}

export async function sendMail(context: LoadContext, mail: Mail) {
  const { mail: api, isDevelopment } = context.config;
  if (api) {
    const response = await fetch(api.apiUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${api.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: api.from, to: [mail.to], subject: mail.subject, text: mail.text }),
    });
    if (!response.ok) {
      throw new Error(`Mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
    return;
  }
  if (!isDevelopment) throw new MailNotConfiguredError();
  console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
  await writeToOutbox(context.db, mail);
}
