/**
 * Common ground on a seeded debate (docs/common-ground.md): the demo's reactions were computed by
 * the seed, so the debate's page shows its groups, where both sides agree and what divides them, in
 * English, Hindi and Bengali, rendered on the server (the js-off project proves it works without
 * JavaScript), with the map drawn as SVG; the "how this is computed" page; and the summary in the
 * Insights dialog (a computed debate, and one that still needs reactions). axe checks each.
 */
import { seedCommonGroundDemos } from "../../app/seed/content/common-ground";
import { seedId } from "../../app/seed/ids";
import { expect, test } from "./fixtures";

const demo = seedCommonGroundDemos[0];
const debateId = seedId(`debate:${demo?.key ?? ""}`);

const WORDING = {
  en: {
    title: "Common ground",
    agree: "Where both sides agree",
    divides: "What divides them",
    how: "How this is computed",
  },
  hi: { title: "साझा ज़मीन", agree: "जहाँ दोनों पक्ष सहमत हैं", divides: "उन्हें क्या बाँटता है", how: "यह कैसे निकाला जाता है" },
  bn: {
    title: "অভিন্ন অবস্থান",
    agree: "যেখানে দুই পক্ষই একমত",
    divides: "কী তাঁদের আলাদা করে",
    how: "এটি কীভাবে হিসাব করা হয়",
  },
} as const;

for (const [lng, words] of Object.entries(WORDING)) {
  test(`a reader sees the debate's common ground (${lng})`, async ({ page, checkA11y }) => {
    test.setTimeout(90_000);
    await page.goto(`/debates/${debateId}?lng=${lng}`);
    const section = page.locator("#common-ground");
    await expect(section.getByRole("heading", { level: 2, name: words.title })).toBeVisible();
    await expect(section.getByRole("heading", { level: 3, name: words.agree })).toBeVisible();
    await expect(section.getByRole("heading", { level: 3, name: words.divides })).toBeVisible();
    // Two groups, their map, and the arguments both accept (the demo's bridging ones) first.
    await expect(section.getByTestId("common-ground-groups").getByRole("listitem")).toHaveCount(2);
    await expect(section.getByTestId("common-ground-map")).toBeVisible();
    const consensus = section.getByTestId("common-ground-consensus").getByRole("listitem");
    const bridging = (demo?.bridging ?? []).map((text) => text.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await expect(consensus.first()).toContainText(new RegExp(bridging.join("|")));
    await checkA11y();

    await section.getByRole("link", { name: words.how }).click();
    await expect(page).toHaveURL(/\/common-ground/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkA11y();
  });
}

test("Insights sums up the common ground and links to the debate page's section", async ({ page, checkA11y }) => {
  test.setTimeout(90_000);
  await page.goto(`/debates/${debateId}?lng=en`);
  await page.getByRole("link", { name: "Insights", exact: true }).click();
  const brief = page.getByTestId("insights-dialog").getByTestId("insights-common-ground");
  await expect(brief.getByRole("heading", { level: 3, name: "Common ground" })).toBeVisible();
  await expect(brief).toContainText("Where both sides agree");
  // The top argument both groups agree with: one of the demo's bridging arguments, cut to 120 characters.
  const bridging = (demo?.bridging ?? []).map((text) => text.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const quote = brief.locator("q");
  await expect(quote).toContainText(new RegExp(bridging.join("|")));
  expect([...((await quote.textContent()) ?? "")].length).toBeLessThanOrEqual(120);
  await expect(brief).toContainText("2 groups of citizens who react alike.");
  await expect(brief).toContainText(/[Bb]ased on \d+ citizens/);
  await checkA11y();

  await brief.getByRole("link", { name: "See the common ground on the debate's page" }).click();
  await expect(page).toHaveURL(new RegExp(`/debates/${debateId}#common-ground$`));
  await expect(page.locator("#common-ground").getByTestId("common-ground-ready")).toBeVisible();
});

test("Insights says what common ground still needs on a debate with too few reactions (hi)", async ({
  page,
  checkA11y,
}) => {
  await page.goto(`/?insights=${seedId("debate:global-plastic-treaty")}&lng=hi`);
  const brief = page.getByTestId("insights-dialog").getByTestId("insights-common-ground");
  await expect(brief.getByRole("heading", { level: 3, name: "साझा ज़मीन" })).toBeVisible();
  await expect(brief.getByTestId("common-ground-needs-more")).toContainText(
    "समूह पहचानने के लिए अभी पर्याप्त प्रतिक्रियाएँ नहीं हैं।",
  );
  await expect(brief.getByRole("link", { name: "बहस के पृष्ठ पर साझा ज़मीन देखें" })).toHaveAttribute(
    "href",
    `/debates/${seedId("debate:global-plastic-treaty")}#common-ground`,
  );
  await checkA11y();
});
