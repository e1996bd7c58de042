import { renderToStaticMarkup } from "react-dom/server";

// Staff's edit of a plan's words (content/plan-copy.json, "Plans: descriptions and features") reaches every place that
// shows a plan: the /pricing page's card and comparison table, and the content API's pricing section.
// The file is imported by the catalog (lib/billing/plans/plans.ts), not read from CONTENT_ROOT at run time: the build bundles
// it, so an edit shows from the next build. This test stands in for that build by giving the import the edited file.

const EDITED_DESCRIPTION = "For teams of five, as edited in the CMS.";
const EDITED_FEATURE = "WhatsApp follow-ups, as edited in the CMS";

jest.mock("../../../../content/plan-copy.json", () => {
  const actual = jest.requireActual("../../../../content/plan-copy.json");
  return {
    ...actual,
    "2": {
      description: "For teams of five, as edited in the CMS.",
      features: ["WhatsApp follow-ups, as edited in the CMS", ...actual["2"].features],
    },
  };
});

const region = { params: Promise.resolve({ region: "global" }) };

it("an edited description and feature are on /pricing's Starter card and in its comparison table", async () => {
  const { default: PricingPage } = await import("./page");
  const html = renderToStaticMarkup(await PricingPage(region));
  const card = /<article aria-labelledby="plan-2"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
  expect(card).toContain(EDITED_DESCRIPTION);
  expect(card).toContain(EDITED_FEATURE);
  const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
  // Its own row: not in Free's column, in Starter's and in the plans that have "Everything in Starter".
  const row = new RegExp(`<tr><th scope="row"[^>]*>${EDITED_FEATURE}</th>([\\s\\S]*?)</tr>`).exec(table)?.[1] ?? "";
  expect([...row.matchAll(/ (Included|Not included)</g)].map((match) => match[1])).toEqual([
    "Not included",
    "Included",
    "Included",
    "Included",
  ]);
});

it("an edited description and feature are on the home page's Starter card", async () => {
  const { RegionHome } = await import("../home-route");
  const html = renderToStaticMarkup(await RegionHome(region));
  const card = /<article aria-labelledby="plan-2"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
  expect(card).toContain(EDITED_DESCRIPTION);
  expect(card).toContain(EDITED_FEATURE);
});

it("an edited feature is in the content API's pricing section (its plan list has no description)", async () => {
  const { GET } = await import("@/app/api/content/[section]/route");
  const answer = await GET(new Request("http://localhost/api/content/pricing") as never, {
    params: Promise.resolve({ section: "pricing" }),
  });
  const [{ content_data }] = await answer.json();
  const starter = content_data.pricingData.find((item: { planTitle: string }) => item.planTitle === "Starter");
  expect([starter.li_3, starter.li_4]).toEqual([EDITED_FEATURE, "Lead capture from web forms and e-mail"]);
});
