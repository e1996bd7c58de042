// Test-only: the set-up that database suites share, in one call inside their describe. setUpDatabase opens the
// suite's database (a driver's `open` from testing/test-databases.ts) before its tests and closes it after them;
// setUpDatabaseAndMailbox adds a fake SMTP server (testing/smtp.ts), empty at the start of each test, and the
// outbox handlers that mail through it. Both return accessors, not values: their hooks run after the describe body.
// openPostgresBehindProxy is the database of the fault suites that cut or stall PostgreSQL's network.
import type { PgTable } from "drizzle-orm/pg-core";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { openDatabase, type Database, type DatabaseHandle } from "@/lib/platform/db/client";
import { emailJobHandler, type EmailTemplate } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import type { JobHandlers } from "@/lib/platform/outbox";
import { createScratchDatabase } from "./scratch-postgres";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

/** The sender of every mail that emailHandlers sends. */
const FROM = "LeadFlow <no-reply@leadflow.example>";

export type SuiteDatabaseOptions = {
  /** Tables emptied before each test, in this order. */
  clearBeforeEach?: readonly PgTable[];
};

export type SuiteDatabase = { db: () => Database };

export type SuiteMailbox = {
  /** The fake SMTP server: its messages, as they arrived since the test began. */
  smtp: () => FakeSmtp;
  /** The mails to `address` so far in this test, raw with quoted-printable undone. */
  mailsTo: (address: string) => string[];
  /** Outbox handlers whose "email" jobs go to the fake SMTP server, rendered by `templates`. */
  emailHandlers: (templates: Readonly<Record<string, EmailTemplate>>) => JobHandlers;
};

function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} starts in beforeAll: use it inside a hook or a test`);
  return value;
}

/** The suite's database, opened before its tests and closed after them. */
export function setUpDatabase(
  open: () => Promise<DatabaseHandle>,
  { clearBeforeEach = [] }: SuiteDatabaseOptions = {},
): SuiteDatabase {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  const db = () => opened(handle, "database").db;
  if (clearBeforeEach.length > 0) {
    beforeEach(async () => {
      for (const table of clearBeforeEach) await db().delete(table);
    });
  }
  return { db };
}

/** The suite's database (see setUpDatabase) and a fake SMTP server whose mailbox each test starts empty. */
export function setUpDatabaseAndMailbox(
  open: () => Promise<DatabaseHandle>,
  options?: SuiteDatabaseOptions,
): SuiteDatabase & SuiteMailbox {
  const database = setUpDatabase(open, options);
  let server: FakeSmtp | undefined;
  beforeAll(async () => {
    server = await startFakeSmtp();
  });
  afterAll(() => server?.close());
  const smtp = () => opened(server, "fake SMTP server");
  beforeEach(() => {
    smtp().messages.length = 0;
  });
  return {
    ...database,
    smtp,
    mailsTo: (address) =>
      smtp()
        .messages.filter((mail) => mail.to.includes(address))
        .map((mail) => unfoldQuotedPrintable(mail.raw)),
    emailHandlers: (templates) => ({
      email: emailJobHandler(createMailer({ smtpUrl: smtp().url, from: FROM, dir: "unused" }), templates),
    }),
  };
}

export type PostgresBehindProxy = {
  /** The app's pool, through the proxy. close() restores the proxy, closes pool and proxy, and drops the database. */
  handle: DatabaseHandle;
  proxy: TcpProxy;
  /** Past the proxy: what the server really holds. */
  directUrl: string;
};

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server (`adminUrl`) that the app reaches through a TCP proxy. */
export async function openPostgresBehindProxy(adminUrl: string): Promise<PostgresBehindProxy> {
  const scratch = await createScratchDatabase(adminUrl);
  const direct = new URL(scratch.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(scratch.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const close = async (pool?: DatabaseHandle) => {
    proxy.restore();
    await pool?.close();
    await proxy.close();
    await scratch.drop();
  };
  const pool = await openDatabase({ url: proxied.toString() }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { handle: { ...pool, close: () => close(pool) }, proxy, directUrl: scratch.url };
}
