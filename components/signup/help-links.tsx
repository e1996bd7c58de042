import Link from "next/link";
import { wordParts } from "@/lib/site/words";
import type { HelpWords } from "./checkout-words";

const link = "font-semibold underline underline-offset-2";

/** Under every error in signup and checkout: a person to ask, by the contact page or sales (content/interface-words.yaml). */
export function HelpLinks({ words }: { words: HelpWords }) {
  return (
    <p className="text-sm text-slate-700" data-testid="help-links">
      {wordParts(words.needAHand, {
        contactUs: (
          <Link key="contact" href="/contact-page" className={link}>
            {words.contactUs}
          </Link>
        ),
        talkToSales: (
          <Link key="sales" href="/talk-to-sales" className={link}>
            {words.talkToSales}
          </Link>
        ),
      })}
    </p>
  );
}
