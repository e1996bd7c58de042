type Props = { siteUrl: string; name: string; email: string; logoPath: string };

/** schema.org Organization for search engines; "<" is escaped so content can never close the script tag. */
export function OrganizationJsonLd({ siteUrl, name, email, logoPath }: Props) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logoPath}`,
    contactPoint: [{ "@type": "ContactPoint", contactType: "customer support", email }],
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
