import { fields, singleton } from "@keystatic/core";

// Redirects staff manage (content/redirects.json): next.config.ts turns them into the site's redirects at build
// time, and the content check (lib/content/redirects.ts) refuses one that loops or leads nowhere, and asks for one
// when a post's slug changes.

export const redirects = singleton({
  label: "Redirects",
  path: "content/redirects",
  format: { data: "json" },
  schema: {
    redirects: fields.array(
      fields.object(
        {
          from: fields.text({
            label: "From",
            description: "The old address on this site, e.g. /blog-details-right-sidebar/old-slug.",
            validation: { isRequired: true },
          }),
          to: fields.text({
            label: "To",
            description: "Where visitors go instead: a page of this site (/pricing) or a full address (https://…).",
            validation: { isRequired: true },
          }),
          permanent: fields.checkbox({
            label: "Permanent",
            description: "On (308) when the old address is gone for good: search engines move to the new one.",
            defaultValue: true,
          }),
        },
        { layout: [5, 5, 2] },
      ),
      {
        label: "Redirects",
        description: "Applied by the next deployment. A post's old address redirects from both blog layouts.",
        itemLabel: (props) => `${props.fields.from.value || "…"} → ${props.fields.to.value || "…"}`,
      },
    ),
  },
});
