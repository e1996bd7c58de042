import { PageHeader } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { planCurrencyForCountry } from "@/lib/billing/plans/catalog";
import { locationFor } from "@/lib/site/region/detect";
import { gatewayFacts, gatewayForCountry } from "@/lib/billing/gateways";
import { suggestedPhonePrefix } from "@/lib/site/region/phone";
import { regionForCountry } from "@/lib/site/region/regions";
import { editablePageMetadata } from "@/lib/content/page-seo";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Country and currency test",
    description: "Detection results for each test country.",
    path: "/country-currency-test",
    noindex: true,
  });

const TEST_COUNTRIES = ["IN", "US", "CA", "GB", "AU", "EU", "JP", "CN", "BR", "MX"];

export default function CountryCurrencyTestPage() {
  return (
    <>
      <PageHeader
        title="Country and currency test"
        text="What each test country is detected as, and what it is priced and charged in."
      />
      <Container className="py-12">
        <div
          className="overflow-x-auto rounded-2xl ring-1 ring-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Test countries"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                {["Country", "Name", "Currency", "Plans priced in", "Region", "Gateway", "Phone prefix"].map(
                  (label) => (
                    <th key={label} scope="col" className="p-3 font-semibold text-ink">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {TEST_COUNTRIES.map((code) => {
                const location = locationFor(code, false, 0);
                return (
                  <tr key={code}>
                    <th scope="row" className="p-3 font-semibold">
                      {code}
                    </th>
                    <td className="p-3">{location.countryName}</td>
                    <td className="p-3">{location.currency}</td>
                    <td className="p-3">{planCurrencyForCountry(code)}</td>
                    <td className="p-3">{regionForCountry(code)}</td>
                    <td className="p-3">{gatewayFacts(gatewayForCountry(code)).summary}</td>
                    <td className="p-3">{suggestedPhonePrefix(code)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Container>
    </>
  );
}
