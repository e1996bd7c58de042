import type { RegionParams } from "./region-params";
import { RegionHome, homeMetadata } from "./home-route";

export const generateMetadata = homeMetadata;

export default function HomePage(props: RegionParams) {
  return <RegionHome {...props} />;
}
