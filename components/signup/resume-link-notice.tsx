import { SignInOrReset } from "./sign-in-or-reset";
import { RESUME_ACCOUNT_ACTIVE, RESUME_LINK_INVALID } from "@/lib/accounts/companies/messages";

const linkClasses = "font-semibold text-amber-950 underline underline-offset-2";

/** On /signup after a spent 'finish your signup' link: how to get a new one, or that there is nothing left to pay. */
export function ResumeLinkNotice({ outcome }: { outcome: "expired" | "active" }) {
  if (outcome === "active") {
    return (
      <div
        role="status"
        className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
      >
        <p className="font-medium">{RESUME_ACCOUNT_ACTIVE}</p>
        <SignInOrReset className="mt-1" linkClassName={linkClasses} />
      </div>
    );
  }
  return (
    <p
      role="alert"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900"
    >
      {RESUME_LINK_INVALID}
    </p>
  );
}
