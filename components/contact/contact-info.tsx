import type { ReactNode } from "react";
import { EmailAddress } from "@/components/ui/email-address";
import type { ContactWords } from "./contact-map";

type Props = { email: string; phone: string; other: string; words: Pick<ContactWords, "email" | "phone" | "office"> };

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** E-mail as mailto:, phone as tel:, the office as an address. */
export function ContactInfo({ email, phone, other, words }: Props) {
  return (
    <ul className="space-y-6">
      <InfoItem label={words.email} icon={<path d="M3 6h18v12H3zM3 7l9 6 9-6" />}>
        <a href={`mailto:${email}`} className="text-brand-700 underline-offset-4 hover:underline">
          <EmailAddress address={email} className="font-semibold" />
        </a>
      </InfoItem>
      <InfoItem
        label={words.phone}
        icon={<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />}
      >
        <a href={telHref(phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {phone}
        </a>
      </InfoItem>
      <InfoItem
        label={words.office}
        icon={
          <>
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </>
        }
      >
        <address className="not-italic leading-7 text-slate-700">{other}</address>
      </InfoItem>
    </ul>
  );
}

function InfoItem({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className="size-6"
        >
          {icon}
        </svg>
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
