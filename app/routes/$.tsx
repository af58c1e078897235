import type { MetaFunction } from "@remix-run/cloudflare";
import { useLocation } from "@remix-run/react";

import { ErrorPage } from "~/components/error-page";
import { notFound } from "~/utils/http.server";

/** Any path no other route matches: 404 'Page Not Found'. */
export function loader() {
  notFound();
}

export const meta: MetaFunction = () => [{ title: "404 · DebateStorm" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
