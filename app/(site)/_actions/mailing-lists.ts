"use server";

import type { MailingList } from "@/lib/platform/db/schema";
import { formAction } from "@/lib/server/form-action";
import { subscribe, SUBSCRIBE_FAILED } from "@/lib/inbox/mailing-list/subscribe";
import { emailFormSchema } from "@/lib/platform/forms/email";

// Public POST endpoints: subscribe() validates every input. The newsletter form sits on the home page and
// /subscribe-page, the launch list's on /coming-soon.

function joinList(name: string, list: MailingList) {
  return formAction(
    emailFormSchema,
    async (_input, { db, ip, entries }) => {
      const result = await subscribe(db, list, entries, { ip });
      // The confirmation mail goes out after the answer.
      return { ...result, queuedJobs: result.status === "done" && result.mailQueued };
    },
    { name, fields: ["email"] as const, failed: { message: SUBSCRIBE_FAILED, log: "List sign-up failed" } },
  );
}

export const subscribeToNewsletter = joinList("subscribeToNewsletter", "newsletter");

export const joinLaunchList = joinList("joinLaunchList", "launch");
