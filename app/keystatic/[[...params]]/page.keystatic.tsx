// Every /keystatic/... address is the admin UI's own routing (layout.keystatic.tsx renders it).
export default function KeystaticPage() {
  return null;
}
