// A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives, for mail tests.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };
export type FakeSmtp = {
  url: string;
  messages: ReceivedMail[];
  /** When each connection was opened (Date.now()): a drill proves no new send started after a moment. */
  connectedAt: number[];
  close: () => Promise<void>;
};

export type FakeSmtpOptions = {
  /** Runs before each RCPT TO is answered; the client waits until it resolves (a drill holds a send mid-transaction). */
  beforeRcpt?: (address: string) => Promise<void>;
  /** Runs once the end of DATA arrived, before the server answers it (a drill measures the duplicate window). */
  beforeDataAnswer?: (mail: ReceivedMail) => Promise<void>;
};

/** port 0 picks a free one; pass an earlier server's port to bring "the same" server back after closing it. */
export async function startFakeSmtp(port = 0, options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const connectedAt: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    onConnect(_session, callback) {
      connectedAt.push(Date.now());
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!options.beforeRcpt) return callback();
      options.beforeRcpt(address.address).then(() => callback(), callback);
    },
    // smtp-server's bundled certificate has expired; without STARTTLS nodemailer stays on plain SMTP.
    disabledCommands: ["STARTTLS"],
    logger: false,
    // close() waits this long for open connections (a drill's held transaction), instead of 30 s.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail = {
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        // Kept from the end of DATA on: a real server may deliver it even if its answer never reaches the client.
        messages.push(mail);
        if (!options.beforeDataAnswer) return callback();
        options.beforeDataAnswer(mail).then(() => callback(), callback);
      });
    },
  });
  // A client that dies mid-transaction (a drill's SIGKILL) resets its connection: nothing for the server to report.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    connectedAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts TCP connections and never says anything (no greeting): the SMTP server that hangs. */
export async function startSilentServer(): Promise<{
  url: string;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const { createServer } = await import("node:net");
  const sockets = new Set<import("node:net").Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => undefined).on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
