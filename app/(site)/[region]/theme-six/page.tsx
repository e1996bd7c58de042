import type { RegionParams } from "../region-params";
import { RegionHome, homeMetadata } from "../home-route";

export const generateMetadata = homeMetadata;

export default function ThemeSixPage(props: RegionParams) {
  return <RegionHome {...props} variant="bold" />;
}
