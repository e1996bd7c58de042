import type { RegionParams } from "../region-params";
import { RegionHome, homeMetadata } from "../home-route";

export const generateMetadata = homeMetadata;

export default function ThemeFourPage(props: RegionParams) {
  return <RegionHome {...props} />;
}
