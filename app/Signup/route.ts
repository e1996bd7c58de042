// the product's sign-in page linked to /Signup (capitalised); old links and bookmarks keep working. A route of its own,
// because next.config redirects match without regard to case and would catch /signup too.
export function GET(request: Request) {
  const { search } = new URL(request.url);
  return new Response(null, { status: 308, headers: { Location: `/signup${search}` } });
}
