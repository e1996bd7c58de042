import { KeystaticAdmin } from "./admin-ui";

// /keystatic: the content editor (README, For marketing staff). The site's header and footer stay around it (the root
// layout); it runs below the header.
export const metadata = { title: "Content editor", robots: { index: false, follow: false } };

export default function KeystaticLayout() {
  return (
    <div className="pt-16">
      <KeystaticAdmin />
    </div>
  );
}
