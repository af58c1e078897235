/**
 * /live-rooms/{id}: one live debate room (docs/live-rooms.md "In the room"). The loader checks the
 * user and premium on the server and reads the transcript from the room's Durable Object, so
 * readers without JavaScript see it; with JavaScript the page joins the room's socket
 * (GET /live-rooms/{id}/socket, docs/api.md). Not nested in the /live-rooms list page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/guards.server";
import { LiveRoom } from "~/components/rooms/live-room";
import { LinkButton } from "~/components/ui/button";
import type { I18nHandle } from "~/i18n/areas";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { getLiveRoom, readRoomSnapshot } from "~/models/rooms";
import { notFound } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["rooms"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [room, t] = await Promise.all([
    getLiveRoom(context.db, params.roomId ?? ""),
    getLocale(request).then(getFixedT),
  ]);
  if (!room) notFound();
  const meta = { title: t("liveRoom.metaTitle", { title: room.title }), description: room.description };
  if (!user.isPremium) {
    return { view: "premium" as const, meta };
  }
  const snapshot = await readRoomSnapshot(context.env, room.id, user.id);
  return {
    view: "room" as const,
    meta,
    room: {
      id: room.id,
      title: room.title,
      description: room.description,
      sessionDuration: room.sessionDuration,
      sessionPrice: room.sessionPrice,
    },
    me: { userId: user.id, isHost: room.hostId === user.id },
    snapshot,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
  { name: "robots", content: "noindex" },
];

export default function LiveRoomPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (data.view === "premium") {
    return (
      <section className="mx-auto flex max-w-xl flex-col gap-3" aria-labelledby="premium-heading">
        <h1 id="premium-heading" className="text-2xl font-bold text-slate-900">
          {t("liveRoom.premiumTitle")}
        </h1>
        <p className="text-slate-700">{t("liveRoom.premiumBody")}</p>
        <div>
          <LinkButton to="/live-rooms">{t("liveRoom.premiumLink")}</LinkButton>
        </div>
      </section>
    );
  }
  return <LiveRoom room={data.room} me={data.me} snapshot={data.snapshot} />;
}
