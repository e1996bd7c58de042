import { DiagnosticPage, diagnosticMetadata } from "../diagnostic-page";
import { DiagnosticTable } from "@/components/diagnostics/diagnostic-table";
import { gatewayFacts, gatewayForCountry } from "@/lib/billing/gateways";
import { planCurrencyForCountry } from "@/lib/billing/plans/catalog";
import { locationFor } from "@/lib/site/region/detect";
import { suggestedPhonePrefix } from "@/lib/site/region/phone";
import { regionForCountry } from "@/lib/site/region/regions";

const TITLE = "Country and currency test";

export const generateMetadata = diagnosticMetadata({
  title: TITLE,
  description: "Detection results for each test country.",
  path: "/country-currency-test",
});

const TEST_COUNTRIES = ["IN", "US", "CA", "GB", "AU", "EU", "JP", "CN", "BR", "MX"];

export default function CountryCurrencyTestPage() {
  return (
    <DiagnosticPage title={TITLE} text="What each test country is detected as, and what it is priced and charged in.">
      <DiagnosticTable
        label="Test countries"
        headings={["Country", "Name", "Currency", "Plans priced in", "Region", "Gateway", "Phone prefix"]}
        rows={TEST_COUNTRIES.map((code) => {
          const { countryName, currency } = locationFor(code, false, 0);
          const gateway = gatewayFacts(gatewayForCountry(code)).summary;
          const cells = [code, countryName, currency, planCurrencyForCountry(code), regionForCountry(code), gateway];
          return { key: code, cells: [...cells, suggestedPhonePrefix(code)] };
        })}
      />
    </DiagnosticPage>
  );
}
