import type { RegionParams } from "../region-params";
import { RegionHome, homeMetadata } from "../home-route";

export const generateMetadata = homeMetadata;

export default function ThemeFivePage(props: RegionParams) {
  return <RegionHome {...props} />;
}
