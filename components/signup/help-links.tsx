import Link from "next/link";

const link = "font-semibold underline underline-offset-2";

/** Under every error in signup and checkout: a person to ask, by the contact page or sales. */
export function HelpLinks() {
  return (
    <p className="text-sm text-slate-700" data-testid="help-links">
      Need a hand?{" "}
      <Link href="/contact-page" className={link}>
        Contact us
      </Link>{" "}
      or{" "}
      <Link href="/talk-to-sales" className={link}>
        talk to sales
      </Link>
      .
    </p>
  );
}
