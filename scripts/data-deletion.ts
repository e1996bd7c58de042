// npm run data-deletion -- --reference DDR-2026-7KQ3-M9XH – carries out a confirmed data-deletion request on our
// database (lib/inbox/data-deletion/carry-out.ts) and mails the requester that it is done.
// It runs with the server's settings (the same .env files, scripts/server-settings.ts), so the mail goes where the
// server's would (SMTP_URL, or files in MAIL_DIR); with the embedded PGlite database it refuses while the server runs.
import path from "node:path";
import { openServerDatabase, serverSettings } from "./server-settings";
import { carryOutDeletionRequest, deletionDoneKey, DeletionRequestError } from "@/lib/inbox/data-deletion/carry-out";
import { deletionTemplates } from "@/lib/inbox/data-deletion/mails";
import { mailTexts } from "@/lib/content/mail-texts";
import { isDeletionReference } from "@/lib/inbox/data-deletion/rules";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { claimFirstAttempt, runClaimedJob } from "@/lib/platform/outbox";
import { signedIdKey } from "@/lib/platform/security/signed-id";
import { dataDeletionRequests } from "@/lib/platform/db/schema";
import { eq } from "drizzle-orm";

function referenceArgument(argv: string[]): string | null {
  const index = argv.indexOf("--reference");
  const value =
    index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith("--reference="))?.slice("--reference=".length);
  return value && isDeletionReference(value.toUpperCase()) ? value.toUpperCase() : null;
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
async function main() {
  const reference = referenceArgument(process.argv.slice(2));
  if (!reference) {
    console.error("Usage: npm run data-deletion -- --reference DDR-YYYY-XXXX-XXXX");
    process.exit(2);
  }
  const env = await serverSettings();
  const handle = await openServerDatabase(env);
  try {
    const done = await carryOutDeletionRequest(handle.db, reference);
    console.log(
      `${done.reference} carried out: ${done.clients} company account(s) and ${done.users} login(s) anonymised, ${done.contactMessages} contact message(s) anonymised, ${done.comments} comment(s) and ${done.listMemberships} list membership(s) deleted; invoices kept.`,
    );
    // The requester's mail now; if SMTP fails it stays in the outbox, which the app retries.
    const [request] = await handle.db
      .select({ id: dataDeletionRequests.id })
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.reference, reference));
    const job = await claimFirstAttempt(handle.db, deletionDoneKey(request.id), { now: new Date() });
    if (job) {
      const templates = deletionTemplates({
        siteUrl: env.siteUrl,
        linkKey: signedIdKey(env.sessionSecret, "data-deletion-links"),
        staffInbox: env.mail.privacyInbox,
        texts: mailTexts,
      });
      const outcome = await runClaimedJob(
        handle.db,
        { email: emailJobHandler(createMailer(env.mail), templates) },
        job,
      );
      const where = env.mail.smtpUrl
        ? `over SMTP (${new URL(env.mail.smtpUrl).host})`
        : `as a file in ${path.resolve(env.mail.dir)} (SMTP_URL is not set)`;
      console.log(
        outcome.ok
          ? `The requester has been told by e-mail, ${where}.`
          : `The e-mail to the requester failed (${outcome.error}); the app's outbox will retry it.`,
      );
    }
  } catch (error) {
    if (error instanceof DeletionRequestError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error("Carrying out the request failed:", error);
  process.exit(1);
});
