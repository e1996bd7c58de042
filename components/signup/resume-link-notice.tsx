import { RESUME_LINK_INVALID } from "@/lib/clients/messages";

/** On /signup after an expired, used or unknown 'finish your signup' link. */
export function ResumeLinkNotice() {
  return (
    <p role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
      {RESUME_LINK_INVALID}
    </p>
  );
}
