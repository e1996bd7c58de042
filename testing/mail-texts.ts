import { mailTextReader } from "@/lib/content/mail-texts";

/** The e-mails' words of the repository's content (content/emails), as the composition root gives them to the mails. */
export const repositoryMailTexts = mailTextReader(process.cwd());
