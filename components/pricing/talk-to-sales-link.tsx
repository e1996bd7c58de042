import Link from "next/link";

/** The Enterprise card's secondary way in, under the product's 'Get Started': a short form for the sales team. */
export function TalkToSales() {
  return (
    <Link
      href="/talk-to-sales"
      prefetch={false}
      className="mt-3 block text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      Talk to sales
    </Link>
  );
}
