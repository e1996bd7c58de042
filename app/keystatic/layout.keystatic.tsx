import { KeystaticAdmin } from "./admin-ui";

// /keystatic: the content editor (README, For marketing staff). Keystatic lays itself out to fill the window (100vh):
// app/globals.css hides the site's fixed header and its footer around it, which would otherwise cover the editor's
// top bar and its Save button, or make the page scroll beneath it.
export const metadata = { title: "Content editor", robots: { index: false, follow: false } };

export default function KeystaticLayout() {
  return (
    <div id="content-editor">
      <KeystaticAdmin />
    </div>
  );
}
