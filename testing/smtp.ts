// A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives, for mail tests.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };
export type FakeSmtp = { url: string; messages: ReceivedMail[]; close: () => Promise<void> };

/** port 0 picks a free one; pass an earlier server's port to bring "the same" server back after closing it. */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server's bundled certificate has expired; without STARTTLS nodemailer stays on plain SMTP.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
