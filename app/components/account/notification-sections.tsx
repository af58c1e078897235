/**
 * Two sections of /settings: whether replies to the citizen's comments, and new comments on the
 * debates they follow, are notified (a plain form,
 * with or without JavaScript), and push notifications on this device (docs/push.md), which need
 * the browser's PushManager and so JavaScript: the subscription is made in the browser with the
 * site's VAPID public key, then posted to the settings page's own action by a fetcher.
 */
import { Form, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";

import { useTranslation } from "~/i18n/react";

import { Button } from "../ui/button";
import { useOutcomeToast } from "../ui/action-result";

import { Section, Submit } from "./section";

export function RepliesSection({ on }: { on: { replies: boolean; followed: boolean } }) {
  const { t } = useTranslation();
  return (
    <Section id="replies" title={t("account.replies.title")} intro={t("account.replies.intro")}>
      <Form method="post">
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="replies" defaultChecked={on.replies} className="h-5 w-5" />
          <span>{t("account.replies.label")}</span>
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="followed" defaultChecked={on.followed} className="h-5 w-5" />
          <span>{t("account.replies.followedLabel")}</span>
        </label>
        <div className="mt-3">
          <Submit intent="replyNotifications" label={t("account.replies.save")} />
        </div>
      </Form>
    </Section>
  );
}

/** What this browser can do, once the page runs here: before that, nothing is claimed. */
type PushState = "checking" | "unavailable" | "unsupported" | "denied" | "off" | "on";

/** The registration of our service worker (registered by the PWA on load; registering again returns it). */
async function workerRegistration() {
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

function supportsPush() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export function PushSection({ publicKey, devices }: { publicKey: string | null; devices: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ toast?: { id: string; title: string } }>();
  const [state, setState] = useState<PushState>("checking");
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  useOutcomeToast(fetcher.data);

  useEffect(() => {
    let live = true;
    const check = async () => {
      if (!publicKey) return "unavailable" as const;
      if (!supportsPush()) return "unsupported" as const;
      if (Notification.permission === "denied") return "denied" as const;
      const registration = await workerRegistration();
      return (await registration.pushManager.getSubscription()) ? ("on" as const) : ("off" as const);
    };
    check()
      .then((next) => live && setState(next))
      .catch(() => live && setState("unsupported"));
    return () => {
      live = false;
    };
  }, [publicKey]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setWorking(true);
    setFailed(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        return;
      }
      const registration = await workerRegistration();
      // A subscription made with another key (the site's keys changed) cannot be reused.
      const existing = await registration.pushManager.getSubscription();
      if (existing) await existing.unsubscribe();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      const { endpoint, keys } = subscription.toJSON();
      fetcher.submit(
        { intent: "pushSubscribe", endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
        { method: "post" },
      );
      setState("on");
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }, [fetcher, publicKey]);

  const turnOff = useCallback(async () => {
    setWorking(true);
    setFailed(false);
    try {
      const registration = await workerRegistration();
      const subscription = await registration.pushManager.getSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        fetcher.submit({ intent: "pushUnsubscribe", endpoint }, { method: "post" });
      }
      setState("off");
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }, [fetcher]);

  const busy = working || fetcher.state !== "idle";
  // Until the page runs here (and always without JavaScript), it says push needs JavaScript.
  const message: Partial<Record<PushState, string>> = {
    checking: t("account.push.needsJs"),
    unavailable: t("account.push.unavailable"),
    unsupported: t("account.push.unsupported"),
    denied: t("account.push.denied"),
    on: t("account.push.on"),
    off: t("account.push.off"),
  };
  return (
    <Section id="push" title={t("account.push.title")} intro={t("account.push.intro")}>
      <div aria-live="polite" data-testid="push-state" data-state={state}>
        {message[state] ? <p className="text-slate-800">{message[state]}</p> : null}
        {failed ? <p className="mt-2 text-red-800">{t("account.push.failed")}</p> : null}
      </div>
      {state === "off" || state === "on" ? (
        <div className="mt-3">
          <Button
            type="button"
            variant={state === "on" ? "secondary" : "primary"}
            disabled={busy}
            onClick={() => void (state === "on" ? turnOff() : turnOn())}
          >
            {t(state === "on" ? "account.push.turnOff" : "account.push.turnOn")}
          </Button>
        </div>
      ) : null}
      {devices > 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("account.push.devices", { count: devices })}</p>
      ) : null}
    </Section>
  );
}
