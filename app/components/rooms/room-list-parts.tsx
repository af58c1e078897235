/** The parts of /live-rooms: a room's card, the create-room dialog and the premium upgrade dialog. */
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";

import { outcomeOf, fieldError, fieldValue } from "~/components/ui/action-result";
import { Button, LinkButton, buttonClass } from "~/components/ui/button";
import { FormError, InputField, SelectField, SubmitButton, TextAreaField } from "~/components/ui/field";
import { RouteDialog } from "~/components/ui/route-dialog";
import { REGIONS } from "~/db/enums";
import { useTranslation } from "~/i18n/react";
import type { PublicRoom } from "~/models/rooms";
import {
  ROOM_DEFAULT_PARTICIPANTS,
  ROOM_MAX_PARTICIPANTS,
  ROOM_MIN_PARTICIPANTS,
  ROOM_TITLE_MAX,
} from "~/models/rooms/rules";
import { formatMoney, formatNumber } from "~/utils/format";

export function RoomCard({ room, premium }: { room: PublicRoom; premium: boolean }) {
  const { t, i18n } = useTranslation();
  const target = premium ? `/live-rooms/${room.id}` : `/live-rooms?join=${room.id}`;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="room-card">
      <div className="flex flex-wrap items-center gap-2">
        {room.isLive ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
            {t("rooms.card.live")}
          </span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">
            {t("rooms.card.scheduled")}
          </span>
        )}
        <span className="rounded-full border border-indigo-200 px-2 py-0.5 text-xs font-semibold text-indigo-900">
          {t(`rooms.region.${room.category}`)}
        </span>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{room.title}</h3>
      {room.description ? <p className="mt-1 line-clamp-3 text-slate-700">{room.description}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt>{t("rooms.card.participants")}</dt>
        <dd className="text-right font-medium">
          {t("rooms.card.seats", {
            current: formatNumber(room.currentParticipants, i18n.language),
            max: formatNumber(room.maxParticipants, i18n.language),
          })}
        </dd>
        <dt>{t("rooms.card.session")}</dt>
        <dd className="text-right font-medium">
          {t("rooms.card.minutes", {
            count: room.sessionDuration,
            minutes: formatNumber(room.sessionDuration, i18n.language),
          })}
        </dd>
        <dt>{t("rooms.card.continue")}</dt>
        <dd className="text-right font-medium">{formatMoney(room.sessionPrice, "usd", i18n.language)}</dd>
      </dl>
      <Link
        to={target}
        className={buttonClass({ variant: room.isLive ? "primary" : "outline", block: true }, "mt-4")}
        aria-label={`${room.isLive ? t("rooms.card.joinLive") : t("rooms.card.joinWhenLive")}: ${room.title}`}
      >
        {room.isLive ? t("rooms.card.joinLive") : t("rooms.card.joinWhenLive")}
      </Link>
    </li>
  );
}

export function CreateRoomDialog() {
  const { t } = useTranslation();
  const outcome = outcomeOf(useActionData(), "create");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <RouteDialog title={t("rooms.create.title")} closeTo="/live-rooms" testId="create-room-dialog">
      <Form method="post" className="grid gap-4" noValidate aria-describedby="create-error">
        <input type="hidden" name="intent" value="create" />
        <FormError id="create-error" message={fieldError(refused, "")} />
        <InputField
          label={t("rooms.create.titleLabel")}
          name="title"
          required
          minLength={3}
          maxLength={ROOM_TITLE_MAX}
          defaultValue={fieldValue(refused, "title")}
          error={fieldError(refused, "title")}
          hint={t("rooms.create.titleHint")}
        />
        <TextAreaField
          label={t("rooms.create.descriptionLabel")}
          name="description"
          rows={3}
          defaultValue={fieldValue(refused, "description")}
          error={fieldError(refused, "description")}
        />
        <SelectField
          label={t("rooms.create.categoryLabel")}
          name="category"
          defaultValue={fieldValue(refused, "category") ?? "global"}
          error={fieldError(refused, "category")}
          options={REGIONS.map((region) => ({ value: region, label: t(`rooms.region.${region}`) }))}
        />
        <InputField
          label={t("rooms.create.maxLabel")}
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          min={ROOM_MIN_PARTICIPANTS}
          max={ROOM_MAX_PARTICIPANTS}
          defaultValue={fieldValue(refused, "maxParticipants") ?? String(ROOM_DEFAULT_PARTICIPANTS)}
          error={fieldError(refused, "maxParticipants")}
          hint={t("rooms.create.maxHint", { min: ROOM_MIN_PARTICIPANTS, max: ROOM_MAX_PARTICIPANTS })}
        />
        <SubmitButton pending={pending} label={t("rooms.create.submit")} pendingLabel={t("rooms.create.submitting")} />
      </Form>
    </RouteDialog>
  );
}

export function UpgradeDialog({ price, available, joining }: { price: string; available: boolean; joining: boolean }) {
  const { t } = useTranslation();
  const refused = outcomeOf(useActionData(), "subscribe");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "subscribe";
  return (
    <RouteDialog title={t("rooms.upgrade.title")} closeTo="/live-rooms" testId="upgrade-dialog">
      <p className="text-slate-800">{joining ? t("rooms.upgrade.joinBody") : t("rooms.upgrade.body")}</p>
      <p className="mt-3 text-2xl font-bold text-slate-900">{t("rooms.upgrade.price", { price })}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>{t("rooms.upgrade.featureCreate")}</li>
        <li>{t("rooms.upgrade.featureJoin")}</li>
        <li>{t("rooms.upgrade.featureCancel")}</li>
      </ul>
      {available ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="subscribe" />
          <FormError id="subscribe-error" message={refused && !refused.ok ? refused.toast?.description : null} />
          <SubmitButton
            pending={pending}
            label={t("rooms.upgrade.submit")}
            pendingLabel={t("rooms.upgrade.submitting")}
          />
        </Form>
      ) : (
        <p
          role="status"
          className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800"
          data-testid="payments-unavailable"
        >
          {t("rooms.premium.notAvailable")}
        </p>
      )}
    </RouteDialog>
  );
}

/** The premium banner: what membership gives, and the way to it (or, for a member, to Stripe's portal). */
export function PremiumBanner({
  premium,
  price,
  paymentsAvailable,
  manageError,
}: {
  premium: boolean;
  price: string;
  paymentsAvailable: boolean;
  manageError?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="premium-banner-title"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      data-testid="premium-banner"
    >
      <h2 id="premium-banner-title" className="text-lg font-bold">
        {premium ? t("rooms.banner.memberTitle") : t("rooms.banner.title")}
      </h2>
      <p className="mt-1">{premium ? t("rooms.banner.memberBody") : t("rooms.banner.body", { price })}</p>
      <div className="mt-3">
        {premium ? (
          paymentsAvailable ? (
            <Form method="post" className="grid justify-start gap-2">
              <FormError id="manage-error" message={manageError} />
              <input type="hidden" name="intent" value="manage" />
              <Button type="submit" variant="secondary" data-testid="manage-premium">
                {t("rooms.banner.manage")}
              </Button>
            </Form>
          ) : null
        ) : (
          <LinkButton to="/live-rooms?upgrade=1" preventScrollReset variant="secondary">
            {t("rooms.banner.upgrade")}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
