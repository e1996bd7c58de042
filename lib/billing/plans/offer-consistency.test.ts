import { getContentSection } from "@/lib/content/sections";
import { readFaq } from "@/lib/content/faq";
import { siteCopyReader } from "@/lib/content/site-copy";
import { listCatalogPlans } from "./catalog";
import { comparisonRows } from "./comparison";
import { planFeatures } from "./features";
import { formatCount, formatUserLimit } from "./format";

// One offer: what the FAQ, the content API's plan list and the reviews say about plans must be what the cards and the
// comparison table say: the catalog's limits (lib/billing/plans/definitions.ts) and the plans' features as staff list them
// (content/plan-copy.json). An edit of either that contradicts the other fails here, before it ships.

const ROOT = process.cwd();
const plans = listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" }).plans;
const rows = comparisonRows(plans);

// How the FAQ words each catalog feature.
const FEATURE_WORDS: Record<string, RegExp> = {
  "Lead capture from web forms and e-mail": /lead capture/i,
  "Round-robin lead assignment": /assignment/i,
  "Follow-up calendar and reminders": /follow-up calendar/i,
  "Dashboard Analytics": /dashboard/i,
  "Email Support": /e-?mail support/i,
  "Dedicated Account Manager": /dedicated account manager/i,
};

const sentences = (text: string) => text.split(/(?<=\.)\s+/);

async function allCopy(): Promise<string[]> {
  const faq = await readFaq(ROOT);
  const pricingFaq = (await readFaq(ROOT)).pricingQuestions;
  const copy = siteCopyReader(ROOT);
  const [pricing, reviews, appDownload, feature] = await Promise.all([
    getContentSection("pricing"),
    copy.read("reviews"),
    copy.read("appDownload"),
    copy.read("feature"),
  ]);
  return [
    ...faq.faq.faqData.flatMap((item) => [item.title, item.content]),
    ...pricingFaq.flatMap((item) => [item.title, item.content]),
    JSON.stringify(pricing),
    JSON.stringify(reviews),
    JSON.stringify(appDownload),
    JSON.stringify(feature),
  ];
}

describe("one offer across the cards, the comparison table, the FAQ and the copy", () => {
  it("the FAQ's words for features are about features the plans' list has", () => {
    // A feature renamed or removed in "Plans: descriptions and features" while the FAQ still promises it: reword the
    // FAQ's answers (and FEATURE_WORDS) to match the list.
    const listed = rows.map((row) => row.feature);
    for (const feature of Object.keys(FEATURE_WORDS))
      expect([feature, listed.includes(feature)]).toEqual([feature, true]);
  });

  it("the FAQ's Free plan answer claims only what the Free card lists", async () => {
    const { faq } = await readFaq(ROOT);
    const answer = faq.faqData.find((item) => item.title === "What is included in the Free plan?")!.content;
    const free = plans.find((plan) => plan.price === 0)!;
    const freeFeatures = new Set(planFeatures(free));
    for (const row of rows) {
      const words = FEATURE_WORDS[row.feature];
      if (!words) continue;
      const claimed = sentences(answer).some((sentence) => words.test(sentence) && /includes/i.test(sentence));
      expect([row.feature, claimed]).toEqual([row.feature, freeFeatures.has(row.feature)]);
    }
    expect(answer).toContain(`${formatCount(free.ai_tokens_limit)} AI tokens`);
  });

  it("the FAQ's plan list names each plan's users and tokens as the catalog has them, and features every plan has", async () => {
    const { faq } = await readFaq(ROOT);
    const answer = faq.faqData.find((item) => item.title === "Which plans does LeadFlow offer?")!.content;
    for (const plan of plans) {
      expect(answer).toContain(`${formatCount(plan.ai_tokens_limit)} AI tokens`);
      const users = formatUserLimit(plan.user_limit).replace(/^Up to 1 user$/, "1 user");
      expect(answer.toLowerCase()).toContain(users.toLowerCase());
    }
    // "Every plan includes X" only for what every card (and so every column of the table) has.
    const everyPlan = sentences(answer).filter((sentence) => /every plan includes/i.test(sentence));
    for (const row of rows) {
      const words = FEATURE_WORDS[row.feature];
      if (words && everyPlan.some((sentence) => words.test(sentence)))
        expect([row.feature, row.included.every(Boolean)]).toEqual([row.feature, true]);
    }
    // "X comes with Starter and every plan above it": Starter's column and the ones after it, not the ones before.
    for (const sentence of sentences(answer)) {
      const from = /come[s]? with (\w+) and every plan above it/i.exec(sentence)?.[1];
      if (!from) continue;
      const first = plans.findIndex((plan) => plan.plan_name === from);
      expect([sentence, first]).not.toEqual([sentence, -1]);
      for (const row of rows)
        if (FEATURE_WORDS[row.feature]?.test(sentence))
          expect([row.feature, row.included]).toEqual([row.feature, plans.map((_, index) => index >= first)]);
    }
    // "Enterprise (…, with a dedicated account manager)": what the brackets after a plan's name claim, its card has.
    plans.forEach((plan, index) => {
      const claims = new RegExp(`${plan.plan_name} \\(([^)]*)\\)`).exec(answer)?.[1] ?? "";
      for (const row of rows)
        if (FEATURE_WORDS[row.feature]?.test(claims))
          expect([plan.plan_name, row.feature, row.included[index]]).toEqual([plan.plan_name, row.feature, true]);
    });
  });

  it("the content API's plan list says what the cards say", async () => {
    const [{ content_data }] = await getContentSection("pricing");
    if (!("pricingData" in content_data)) throw new Error("the pricing section has no plan list");
    expect(content_data.pricingData.map((item) => item.planTitle)).toEqual(plans.map((plan) => plan.plan_name));
    content_data.pricingData.forEach((item, index) => {
      const plan = plans[index];
      // The card's lines, with "Everything in Starter" expanded as the comparison table expands it.
      const card = [
        formatUserLimit(plan.user_limit),
        `${formatCount(plan.ai_tokens_limit)} AI tokens/month`,
        ...planFeatures(plan),
        ...rows.filter((row) => row.included[index]).map((row) => row.feature),
      ];
      for (const point of [item.li_1, item.li_2, item.li_3, item.li_4]) expect(card).toContain(point);
    });
  });

  it("never shows 999 users, and mentions the mobile apps only as coming soon", async () => {
    for (const text of await allCopy()) {
      expect(text).not.toMatch(/999 users/);
      // A question ("Is there a mobile app?") claims nothing; its answer does.
      for (const sentence of sentences(text).filter((part) => !part.trim().endsWith("?")))
        if (/mobile app|apps? for android|android and ios|google play|app store/i.test(sentence))
          expect(sentence).toMatch(/coming soon/i);
    }
    for (const plan of plans) expect(planFeatures(plan).join(" ")).not.toMatch(/999/);
  });
});
