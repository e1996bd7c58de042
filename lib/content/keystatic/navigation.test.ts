import keystaticConfig from "@/lib/content/keystatic/config";

// The editor's grouped menu (lib/content/keystatic/config.ts ui.navigation) lists what staff can edit: an entry left out of it
// would be missing from the menu.

it("every collection and singleton is in the editor's menu, once", () => {
  const listed = Object.values(keystaticConfig.ui?.navigation ?? {}).flat();
  const defined = [...Object.keys(keystaticConfig.collections ?? {}), ...Object.keys(keystaticConfig.singletons ?? {})];
  expect([...listed].sort()).toEqual([...defined].sort());
});

it("puts the plans' words beside the pricing section's heading", () => {
  const group = Object.values(keystaticConfig.ui?.navigation ?? {}).find((names) => names.includes("pricingCopy"));
  expect(group?.[group.indexOf("pricingCopy") + 1]).toBe("planCopy");
  expect(keystaticConfig.singletons?.planCopy.label).toBe("Plans: descriptions and features");
});
