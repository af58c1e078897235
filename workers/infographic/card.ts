/**
 * What the infographic Worker draws: the shareable card of a debate (SPEC.md, Overlay 9).
 * Every string arrives already translated and formatted by the page Worker
 * (app/models/debates/infographic.server.ts), so this Worker needs no database and no i18n.
 */
import { cardSchema, type Card } from "../../app/utils/infographic-card";

export { cardSchema, type Card };

/** Layout size in CSS pixels; the PNG is rendered at twice this (SPEC.md: scale 2). */
export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 600;
export const CARD_SCALE = 2;

export const colours = {
  ink: "#0f172a",
  muted: "#475569",
  paper: "#ffffff",
  support: "#15803d",
  supportWeak: "#b45309",
  oppose: "#b91c1c",
  bharat: "#c2410c",
  global: "#1d4ed8",
  track: "#e2e8f0",
};

const PADDING = 44;
const TOP_BORDER = 14;
const BAR_HEIGHT = 22;

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: Child | Child[] };
}
type Child = Node | string | null;

function h(type: string, style: Style, ...children: Child[]): Node {
  const kids = children.filter((c): c is Node | string => c !== null && c !== "");
  return { type, props: { style, children: kids.length === 1 ? kids[0] : kids } };
}

function clip(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max
    ? value
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/**
 * The support/oppose bar: two rounded segments side by side. Not a rounded track with
 * `overflow: hidden`, which satori turns into a clip path and a mask per segment (about 7 ms of
 * resvg's time). A segment narrower than the corner radius (a 1 % share) would bend its corners
 * differently from the track's curve, so only that case still clips.
 */
function bar(support: number, supportColour: string): Node {
  const radius = BAR_HEIGHT / 2;
  const track: Style = { display: "flex", height: BAR_HEIGHT, borderRadius: radius };
  if (support === 0 || support === 100) {
    return h("div", { ...track, backgroundColor: support === 100 ? supportColour : colours.oppose });
  }
  const segment = (share: number, colour: string, corners: Style) =>
    h("div", { display: "flex", width: `${share}%`, height: "100%", backgroundColor: colour, ...corners });
  const narrowest = ((CARD_WIDTH - 2 * PADDING) * Math.min(support, 100 - support)) / 100;
  if (narrowest < radius) {
    return h(
      "div",
      { ...track, backgroundColor: colours.track, overflow: "hidden" },
      segment(support, supportColour, {}),
      segment(100 - support, colours.oppose, {}),
    );
  }
  return h(
    "div",
    { display: "flex", height: BAR_HEIGHT },
    segment(support, supportColour, { borderTopLeftRadius: radius, borderBottomLeftRadius: radius }),
    segment(100 - support, colours.oppose, { borderTopRightRadius: radius, borderBottomRightRadius: radius }),
  );
}

/** The card as a satori element tree (plain objects: no React needed in this Worker). */
export function cardElement(card: Card): Node {
  const support = card.forPercentage;
  const supportColour = support !== null && support >= 50 ? colours.support : colours.supportWeak;
  const divisionColour = card.division === "bharat" ? colours.bharat : colours.global;

  const figures =
    support === null
      ? h(
          "div",
          { display: "flex", fontSize: 26, color: colours.muted, marginTop: 8, marginBottom: 8 },
          card.noVotesLabel,
        )
      : h(
          "div",
          { display: "flex", flexDirection: "column" },
          h(
            "div",
            { display: "flex", justifyContent: "space-between", marginBottom: 12 },
            h(
              "div",
              { display: "flex", alignItems: "baseline", color: supportColour },
              h("div", { display: "flex", fontSize: 44, fontWeight: 700 }, `${support}%`),
              h("div", { display: "flex", fontSize: 22, marginLeft: 10 }, card.supportLabel),
            ),
            h(
              "div",
              { display: "flex", alignItems: "baseline", color: colours.oppose },
              h("div", { display: "flex", fontSize: 22, marginRight: 10 }, card.opposeLabel),
              h("div", { display: "flex", fontSize: 44, fontWeight: 700 }, `${100 - support}%`),
            ),
          ),
          bar(support, supportColour),
        );

  return h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // The white paper is resvg's background (render.ts): a full-size box here would be painted
      // a second time, about 4 ms of rasterising.
      color: colours.ink,
      fontFamily: "Noto Sans",
    },
    // The division's colour along the top. A plain box rather than a border: satori draws a
    // border through nested clip paths, which cost resvg full-size layers (about 18 ms a card).
    h("div", { display: "flex", height: TOP_BORDER, backgroundColor: divisionColour }),
    h(
      "div",
      { display: "flex", flexDirection: "column", flexGrow: 1, padding: PADDING },
      h(
        "div",
        { display: "flex", justifyContent: "space-between", alignItems: "center" },
        h(
          "div",
          {
            display: "flex",
            padding: "6px 14px",
            borderRadius: 8,
            backgroundColor: divisionColour,
            color: colours.paper,
            fontSize: 18,
            fontWeight: 700,
            letterSpacing: 1,
          },
          card.divisionLabel,
        ),
        h("div", { display: "flex", fontSize: 20, fontWeight: 700, color: colours.muted }, card.brand),
      ),
      h(
        "div",
        { display: "flex", fontSize: 38, fontWeight: 700, lineHeight: 1.3, marginTop: 28, maxHeight: 200 },
        clip(card.title, 140),
      ),
      card.headline
        ? h(
            "div",
            { display: "flex", fontSize: 19, color: colours.muted, lineHeight: 1.4, marginTop: 14, maxHeight: 56 },
            `${card.headlineLabel} ${clip(card.headline, 150)}`,
          )
        : null,
      h("div", { display: "flex", flexGrow: 1 }),
      figures,
      h(
        "div",
        {
          display: "flex",
          justifyContent: "space-between",
          marginTop: 26,
          fontSize: 18,
          color: colours.muted,
        },
        h("div", { display: "flex" }, card.participants),
        h("div", { display: "flex" }, card.source ? `${card.date} · ${clip(card.source, 60)}` : card.date),
      ),
    ),
  );
}
