import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { data } from "~/utils/remix.server";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useContext, useEffect, type ReactNode } from "react";
import { LocaleAreas, useTranslation } from "~/i18n/react";

import { getUser } from "./auth/guards.server";
import { AuthDialogProvider } from "./components/auth/auth-dialog";
import { ConfirmEmailBanner } from "./components/auth/confirm-banner";
import { ErrorPage } from "./components/error-page";
import { OfflineSupport } from "./components/pwa/offline-support";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { NowProvider } from "./components/ui/relative-time";
import { ToastProvider } from "./components/ui/toast";
import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, isSupportedLanguage } from "./i18n/config";
import { getFixedT, getLocale, visitLanguageCookie } from "./i18n/i18n.server";
import stylesheet from "./tailwind.css";
import { unreadCount } from "~/models/notifications";
import { AfterPaintContext } from "~/utils/after-paint";
import { displayName } from "~/utils/display-name";
import { fontPreloads } from "~/utils/fonts";
import { withoutScripts } from "~/utils/handle";
import { methodNotAllowed } from "./utils/http.server";
import { localRedirect } from "./utils/redirect.server";
import { useNonce } from "./utils/nonce";
import { readToast, toastHeader } from "./utils/toast.server";
import { keepDataWhenOffline } from "./pwa/revalidate";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(request, context);

  // A link with ?lng= reads this visit in that language (a cookie that ends with the browser's
  // session) and saves nothing: a GET changes no state, so another site's link cannot change an
  // account's language. The language menu and the settings save it with a POST (routes/language.ts).
  // Then back to the same address without ?lng=, through the one redirect function: an address such
  // as "//evil.example?lng=en" comes back as "/", never as another site.
  if (url.searchParams.has("lng")) {
    const requested = url.searchParams.get("lng");
    url.searchParams.delete("lng");
    const headers = new Headers();
    if (isSupportedLanguage(requested)) {
      headers.append(
        "Set-Cookie",
        await visitLanguageCookie.serialize(requested, { secure: url.protocol === "https:" }),
      );
      const t = await getFixedT(requested);
      const kept = user && isSupportedLanguage(user.language) && user.language !== requested ? user.language : null;
      headers.append(
        "Set-Cookie",
        await toastHeader(context.config, request, {
          title: t("language.changed", { language: LANGUAGE_NAMES[requested] }),
          // A signed-in citizen is told that their account keeps its language.
          ...(kept ? { description: t("language.visitOnly", { language: LANGUAGE_NAMES[kept] }) } : {}),
        }),
      );
    }
    throw localRedirect(`${url.pathname}${url.search}`, { headers });
  }

  // A signed-in citizen's request is already read in their account's language (the Worker entry
  // gives it the account's cookie: app/auth/account-language.server.ts), without a redirect.
  // The unread count's round trip runs while the cookies are read (decision 0118).
  const [unread, locale, { toast, clearHeader }] = await Promise.all([
    user ? unreadCount(context.db, user.id) : 0,
    getLocale(request),
    readToast(context.config, request),
  ]);
  const cookieHeaders = new Headers();
  if (clearHeader) cookieHeaders.append("Set-Cookie", clearHeader);
  return data(
    {
      locale,
      toast,
      // The clock relative times start from, so the server and the browser render them alike.
      now: Date.now(),
      user: user
        ? {
            id: user.id,
            name: displayName(user),
            role: user.role,
            isPremium: user.isPremium,
            isExpert: user.isExpert,
            // Not confirmed yet: the banner that asks for it shows this address.
            unconfirmedEmail: user.emailConfirmedAt ? null : user.email,
            unreadNotifications: unread,
          }
        : null,
      oidcProvider: context.config.oidc?.providerName ?? null,
      turnstileSiteKey: context.config.turnstile?.siteKey ?? null,
    },
    { headers: cookieHeaders },
  );
}

/**
 * A post to "/" without `?index` is the root's (the home page's forms post to "/?index"; a post
 * such as "/debates/.." resolves to "/"): the root has no form, so it answers 405 with Allow: GET,
 * where Remix would log "no action for route root" for each.
 */
export const action = async ({ request }: ActionFunctionArgs) => {
  // Thrown, so that a document POST shows the error page ("That action is not available here").
  throw await methodNotAllowed(request, ["GET"]);
};

/** A vote or comment kept offline by the service worker leaves the page's data as it is (docs/pwa.md). */
export const shouldRevalidate = keepDataWhenOffline;

export const meta: MetaFunction = () => [{ name: "theme-color", content: "#1e1b4b" }];

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const afterPaintScript = useContext(AfterPaintContext);
  const locale = rootData?.locale ?? (isSupportedLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE);
  // The offline page is served by the service worker at other addresses: it must not hydrate.
  const scripts = !withoutScripts(useMatches().map((match) => match.handle));
  // Marks the document once React has hydrated it (pages and error pages; browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The browser holds the strings of the document's language: when the page's language changes
  // without a new document (the account's language saved in /settings), load the page again.
  useEffect(() => {
    if (rootData?.locale && rootData.locale !== i18n.language) window.location.reload();
  }, [rootData?.locale, i18n.language]);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Noto Sans: the Latin face always, and the page language's script (app/utils/fonts.ts). */}
        {fontPreloads(locale).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
        {/* The installable app's manifest in the page's language (scripts/build-pwa.mjs; docs/pwa.md). */}
        <link rel="manifest" href={`/manifest.${locale}.webmanifest`} />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased">
        <NowProvider serverNow={rootData?.now ?? 0}>
          <ToastProvider initial={rootData?.toast ?? null}>
            <AuthDialogProvider signedIn={Boolean(rootData?.user)} oidcProvider={rootData?.oidcProvider ?? null}>
              <SkipLink />
              <SiteHeader user={rootData?.user ?? null} />
              {rootData?.user?.unconfirmedEmail ? <ConfirmEmailBanner email={rootData.user.unconfirmedEmail} /> : null}
              <OfflineSupport userId={rootData?.user?.id ?? null} renderedAt={rootData?.now ?? 0} language={locale}>
                <main
                  id="main"
                  tabIndex={-1}
                  className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6"
                >
                  {children}
                </main>
              </OfflineSupport>
              <SiteFooter locale={locale} />
            </AuthDialogProvider>
          </ToastProvider>
        </NowProvider>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            {/* Restores what app/entry.server.tsx made inert, once the page has painted (app/utils/after-paint.server.ts). */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterPaintScript }} suppressHydrationWarning />
          </>
        ) : null}
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-indigo-900 focus:shadow"
    >
      {t("nav.skipToContent")}
    </a>
  );
}

export default function App() {
  return (
    <LocaleAreas>
      <Outlet />
    </LocaleAreas>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} path={location.pathname} />;
  }
  if (error instanceof Error) console.error(error);
  return <ErrorPage status={500} path={location.pathname} />;
}
