import type { RegionParams } from "../region-params";
import { RegionHome, homeMetadata } from "../home-route";

export const generateMetadata = homeMetadata;

export default function ThemeTwoPage(props: RegionParams) {
  return <RegionHome {...props} />;
}
