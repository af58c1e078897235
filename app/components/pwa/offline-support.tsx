/**
 * The page's side of the installable app (docs/pwa.md): registers the service worker (/sw.js, never
 * loaded as a page script), tells it who reads the page in which language, shows the "offline, last
 * updated at …" bar, and tells the citizen what became of a vote or comment made offline (queued,
 * sent, refused with the server's words). Without JavaScript none of this exists: no worker, no bar.
 */
import { useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

import { useTranslation } from "~/i18n/react";
import { isWorkerMessage, type OutboxMessage, type PageMessage } from "~/pwa/messages";
import { pwaLanguage } from "~/pwa/rules";
import { formatDateTime } from "~/utils/format";

import { useToast } from "../ui/toast";

interface OfflineState {
  /** The browser says it has no network. */
  offline: boolean;
  /** This document is the device's saved copy (offline, or the network took over 3 s). */
  fromCache: boolean;
  /**
   * A saved copy is a public page (no one's session in it), but a citizen was signed in on this
   * device when it was last online: their vote and comment forms are shown, and what they post is
   * kept and sent as them when the connection returns (never as anyone else: docs/pwa.md).
   */
  deviceSignedIn: boolean;
}

const OfflineContext = createContext<OfflineState>({ offline: false, fromCache: false, deviceSignedIn: false });

export function useOfflineState(): OfflineState {
  return useContext(OfflineContext);
}

function send(message: PageMessage) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

export function OfflineSupport({
  userId,
  renderedAt,
  language,
  children,
}: {
  userId: string | null;
  /** When the server rendered this page (the root loader's `now`). */
  renderedAt: number;
  language: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<OfflineState>({ offline: false, fromCache: false, deviceSignedIn: false });
  const { toast } = useToast();
  const { t } = useTranslation();
  const revalidator = useRevalidator();

  // The worker, its messages and the browser's network events: once per page.
  useEffect(() => {
    const workers = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isWorkerMessage(message)) return;
      if (message.type === "welcome") {
        setState((s) => ({
          ...s,
          fromCache: message.fromCache,
          deviceSignedIn: message.fromCache && message.signedIn,
        }));
        return;
      }
      toast(outboxToast(message, t));
      if (message.event === "sent") revalidator.revalidate();
    };
    const online = () => {
      setState((s) => ({ ...s, offline: false }));
      send({ type: "flush" });
    };
    const offline = () => setState((s) => ({ ...s, offline: true }));
    // The same state when nothing changed (online, the usual case): a new object re-rendered every
    // reader of useOfflineState (a debate page entire) right after hydration (decision 0123).
    setState((s) => (s.offline === !navigator.onLine ? s : { ...s, offline: !navigator.onLine }));
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    workers?.addEventListener("message", onMessage);
    workers?.startMessages();
    // After the page's own loads, so the worker never competes with them.
    const register = () => {
      workers?.register("/sw.js", { scope: "/" }).catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      window.removeEventListener("load", register);
      workers?.removeEventListener("message", onMessage);
    };
    // `t`, `toast` and the revalidator are stable for the page's life; the listeners stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Who reads, in which language: on load, and whenever the root's data changes (sign-in, sign-out).
  useEffect(() => {
    const workers = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    if (!workers) return;
    const hello = () => send({ type: "hello", userId, language: pwaLanguage(language) });
    hello();
    workers.addEventListener("controllerchange", hello);
    return () => workers.removeEventListener("controllerchange", hello);
  }, [userId, renderedAt, language]);

  return (
    <OfflineContext.Provider value={state}>
      <OfflineBar state={state} renderedAt={renderedAt} language={language} />
      {children}
    </OfflineContext.Provider>
  );
}

/** Always in the page (an empty live region), so what it says when the network goes is announced. */
function OfflineBar({ state, renderedAt, language }: { state: OfflineState; renderedAt: number; language: string }) {
  const { t } = useTranslation();
  const shown = state.offline || state.fromCache;
  const iso = new Date(renderedAt).toISOString();
  return (
    <div
      role="status"
      data-testid="offline-bar"
      className={shown ? "border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950" : ""}
    >
      {shown
        ? t(state.offline ? "pwa.offline.bar" : "pwa.offline.barSlow", {
            time: formatDateTime(iso, language, "local"),
          })
        : null}
    </div>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function outboxToast(message: OutboxMessage, t: Translate) {
  if (message.event === "needsNetwork") {
    return { title: t("pwa.outbox.needsNetwork"), variant: "destructive" as const };
  }
  const kind = message.intent === "vote" ? "vote" : "comment";
  if (message.event === "queued") {
    return { title: t(`pwa.outbox.queued.${kind}`), description: t("pwa.outbox.queued.description") };
  }
  const serverSaid = [message.title, message.description].filter(Boolean).join(" ");
  if (message.event === "sent") {
    return { title: t(`pwa.outbox.sent.${kind}`), ...(serverSaid ? { description: serverSaid } : {}) };
  }
  return {
    title: t(`pwa.outbox.refused.${kind}`),
    description: message.signedOut ? t("pwa.outbox.signedOut") : serverSaid,
    variant: "destructive" as const,
  };
}
