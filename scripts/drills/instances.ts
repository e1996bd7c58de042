// Drills (not part of npm test) on two `next start` instances of a production build sharing one PostgreSQL database, a
// real SMTP server on 127.0.0.1 (testing/smtp.ts) and TCP proxies that cut or stall SMTP and each instance's database:
// a crash mid-send, SMTP down, hung or refusing, the database stalled, one instance partitioned, SIGTERM with SMTP
// hung. Each registration (POST /api/clients/register, each from its own address) queues a welcome mail. Prints one
// JSON line per drill: mails delivered, addresses mailed twice, times (docs/operations.md, "What runs where").
//   NEXT_DIST_DIR=.next-b TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     nice -n 10 npx tsx scripts/drills/instances.ts [drill names…]
// Needs a production build (`next build`) in NEXT_DIST_DIR (default .next).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Client } from "pg";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { startFakeSmtp, type FakeSmtp, type FakeSmtpOptions } from "@/testing/smtp";
import { startTcpProxy, type TcpProxy } from "@/testing/tcp-proxy";

const BASE_PORT = Number(process.env.DRILL_PORT ?? 3420);

type Instance = {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
};

async function startInstance(name: string, port: number, databaseUrl: string, smtpUrl: string): Promise<Instance> {
  let output = "";
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      APP_URL: "http://127.0.0.1:9/app",
      PAYMENTS_SANDBOX: "true",
      TRUSTED_PROXY_HOPS: "1",
    } as Record<string, string | undefined> as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${name} did not start:\n${output}`);
    await sleep(300);
  }
  return { name, url, child, output: () => output, exited };
}

type World = {
  run: string;
  smtp: FakeSmtp;
  smtpPort: number;
  smtpOptions: FakeSmtpOptions;
  smtpProxy: TcpProxy;
  dbProxies: [TcpProxy, TcpProxy];
  a: Instance;
  b: Instance;
  sql: Client;
  stop: () => Promise<void>;
};

async function world(adminUrl: string, smtpOptions: FakeSmtpOptions = {}): Promise<World> {
  const scratch = await createScratchDatabase(adminUrl);
  const direct = new URL(scratch.url);
  const target = { host: direct.hostname, port: Number(direct.port || 5432) };
  const dbProxies: [TcpProxy, TcpProxy] = [await startTcpProxy(target), await startTcpProxy(target)];
  const through = (proxy: TcpProxy) => {
    const url = new URL(scratch.url);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    return url.toString();
  };
  const smtp = await startFakeSmtp(0, smtpOptions);
  const smtpPort = Number(new URL(smtp.url).port);
  const smtpProxy = await startTcpProxy({ host: "127.0.0.1", port: smtpPort });
  const smtpUrl = `smtp://127.0.0.1:${smtpProxy.port}`;
  // One at a time: both migrate the new database at start.
  const a = await startInstance("A", BASE_PORT, through(dbProxies[0]), smtpUrl);
  const b = await startInstance("B", BASE_PORT + 1, through(dbProxies[1]), smtpUrl);
  const sql = new Client({ connectionString: scratch.url });
  await sql.connect();
  const w: World = {
    run: randomBytes(3).toString("hex"),
    smtp,
    smtpPort,
    smtpOptions,
    smtpProxy,
    dbProxies,
    a,
    b,
    sql,
    stop: async () => {
      for (const proxy of [...dbProxies, smtpProxy]) proxy.restore();
      for (const instance of [a, b]) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
      await Promise.all([a.exited, b.exited]);
      await sql.end();
      await w.smtp.close();
      await Promise.all([...dbProxies, smtpProxy].map((proxy) => proxy.close()));
      await scratch.drop();
    },
  };
  return w;
}

let ipCounter = 0;
async function register(w: World, instance: Instance, n: number, local = "drill"): Promise<string> {
  const email = `${local}-${w.run}-${n}@acme.example`;
  ipCounter += 1;
  const answer = await fetch(`${instance.url}/api/clients/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${ipCounter >> 8}.${ipCounter & 255}` },
    body: JSON.stringify({
      client_name: `Drill Co ${n}`,
      contact_name: "Ada",
      contact_email: email,
      contact_phone: "+14155550100",
      acceptTerms: true,
    }),
  });
  if (answer.status !== 201)
    throw new Error(`registration ${n} on ${instance.name}: ${answer.status} ${await answer.text()}`);
  return email;
}

/** Registrations 0..count-1, alternating A and B unless `on` picks the instance: their addresses. */
async function registerMany(w: World, count: number, on = (n: number) => (n % 2 ? w.b : w.a), local?: string) {
  const addresses: string[] = [];
  for (let n = 0; n < count; n++) addresses.push(await register(w, on(n), n, local));
  return addresses;
}

/** Mails per drill address so far: how many were delivered, and how many addresses got more than one. */
function tally(w: World, addresses: string[]) {
  const counts = new Map(addresses.map((address) => [address, 0]));
  for (const mail of w.smtp.messages) for (const to of mail.to) if (counts.has(to)) counts.set(to, counts.get(to)! + 1);
  const values = [...counts.values()];
  return {
    mailed: values.filter((count) => count > 0).length,
    twice: values.filter((count) => count > 1).length,
    mails: values.reduce((sum, count) => sum + count, 0),
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`Not within ${withinMs / 1000} s: ${what}`);
    await sleep(100);
  }
  return Date.now() - started;
}

async function jobs(w: World) {
  const { rows } = await w.sql.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from outbox_jobs where kind = 'email' group by status",
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** How long until every address had its mail; then a lease more (35 s), in which a second copy would show. */
async function allMailed(w: World, addresses: string[], withinMs: number): Promise<number> {
  const took = await until("every address mailed", () => tally(w, addresses).mailed === addresses.length, withinMs);
  await sleep(35_000);
  return took;
}

/** One drill in a world of its own, stopped whatever happens. */
async function inWorld<T>(w: World, drill: (w: World) => Promise<T>): Promise<T> {
  try {
    return await drill(w);
  } finally {
    await w.stop();
  }
}

const s = (ms: number) => Math.round(ms / 100) / 10;

const drills: Record<string, (adminUrl: string) => Promise<Record<string, unknown>>> = {
  /** A killed with SIGKILL while its mails go out (each DATA answered after 300 ms), no traffic after. */
  kill9: async (adminUrl) =>
    inWorld(await world(adminUrl, { beforeDataAnswer: () => sleep(300) }), async (w) => {
      const addresses = await registerMany(w, 20);
      await until("5 mails out", () => tally(w, addresses).mails >= 5, 60_000);
      w.a.child.kill("SIGKILL");
      const killedAt = Date.now();
      const atKill = tally(w, addresses).mails;
      const recovered = await allMailed(w, addresses, 120_000);
      return {
        mailsAtKill: atKill,
        ...tally(w, addresses),
        allMailedAfterKillS: s(recovered),
        killedAt,
        jobs: await jobs(w),
      };
    }),

  /** SMTP down (connections refused) for 45 s, then back; registrations while it is down, no traffic after. */
  smtpDown45: (adminUrl) => smtpDown(adminUrl, 45_000),
  smtpDown100: (adminUrl) => smtpDown(adminUrl, 100_000),

  /** SMTP accepts TCP and answers nothing for 30 s (a hung server), then answers again. */
  smtpHung: async (adminUrl) =>
    inWorld(await world(adminUrl), async (w) => {
      w.smtpProxy.stall();
      const addresses = await registerMany(w, 6);
      await sleep(30_000);
      const duringHang = tally(w, addresses);
      w.smtpProxy.restore();
      const backAt = Date.now();
      const recovered = await allMailed(w, addresses, 15 * 60_000);
      return { duringHang, ...tally(w, addresses), allMailedAfterBackS: s(recovered), backAt, jobs: await jobs(w) };
    }),

  /** Both instances' database stalls for 20 s (connections open, nothing answers) while 10 mails go out. */
  dbStalled: async (adminUrl) =>
    inWorld(await world(adminUrl, { beforeDataAnswer: () => sleep(200) }), async (w) => {
      const addresses = await registerMany(w, 10);
      await until("first mail", () => tally(w, addresses).mails >= 1, 30_000);
      for (const proxy of w.dbProxies) proxy.stall();
      await sleep(20_000);
      const duringStall = tally(w, addresses);
      for (const proxy of w.dbProxies) proxy.restore();
      const recovered = await allMailed(w, addresses, 5 * 60_000);
      await until("every job done", async () => (await jobs(w)).done === 10, 5 * 60_000);
      return { duringStall, ...tally(w, addresses), allMailedAfterBackS: s(recovered), jobs: await jobs(w) };
    }),

  /** A's database stalls for 45 s as its first mail is delivered (a partition longer than the lease); B goes on. */
  async partition(adminUrl) {
    let partitionedAt = 0;
    const w: World = await world(adminUrl, {
      beforeDataAnswer: async () => {
        if (partitionedAt === 0) {
          w.dbProxies[0].stall();
          partitionedAt = Date.now();
        }
      },
    });
    return inWorld(w, async () => {
      const addresses = await registerMany(w, 6, () => w.a);
      await until("the partition", () => partitionedAt > 0, 30_000);
      await sleep(45_000 - (Date.now() - partitionedAt));
      w.dbProxies[0].restore();
      const recovered = await allMailed(w, addresses, 5 * 60_000);
      await until("every job done", async () => (await jobs(w)).done === 6, 5 * 60_000);
      return { ...tally(w, addresses), allMailedAfterHealS: s(recovered), jobs: await jobs(w) };
    });
  },

  /** The SMTP server refuses some recipients for good (550 at RCPT TO). */
  refused550: async (adminUrl) =>
    inWorld(
      await world(adminUrl, {
        beforeRcpt: async (address) => {
          if (address.startsWith("nouser-"))
            throw Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 });
        },
      }),
      async (w) => {
        const good = await registerMany(w, 3, () => w.a);
        const refused = await registerMany(w, 3, () => w.b, "nouser");
        const took = await until(
          "3 dead and 3 done",
          async () => {
            const counts = await jobs(w);
            return counts.dead === 3 && counts.done === 3;
          },
          60_000,
        );
        const { rows } = await w.sql.query<{ last_error: string }>(
          "select last_error from outbox_jobs where status = 'dead' limit 1",
        );
        return {
          good: tally(w, good),
          refused: tally(w, refused),
          settledS: s(took),
          jobs: await jobs(w),
          lastError: rows[0]?.last_error,
        };
      },
    ),

  /** SIGTERM to A while SMTP hangs and A holds sends; B sends them once SMTP answers again. */
  sigtermSmtpHung: async (adminUrl) =>
    inWorld(await world(adminUrl), async (w) => {
      w.smtpProxy.stall();
      const addresses = await registerMany(w, 4, () => w.a);
      await sleep(1_000); // A's after-answer drain and its loop are sending into the hung server
      w.a.child.kill("SIGTERM");
      const signalled = Date.now();
      const { code, at } = await w.a.exited;
      w.smtpProxy.restore();
      const backAt = Date.now();
      const recovered = await allMailed(w, addresses, 15 * 60_000);
      return {
        exitS: s(at - signalled),
        exitCode: code,
        ...tally(w, addresses),
        allMailedAfterBackS: s(recovered),
        backAt,
        jobs: await jobs(w),
      };
    }),
};

async function smtpDown(adminUrl: string, downMs: number) {
  return inWorld(await world(adminUrl), async (w) => {
    await w.smtp.close();
    const addresses = await registerMany(w, 10);
    const downAt = Date.now();
    await sleep(downMs);
    w.smtp = await startFakeSmtp(w.smtpPort, w.smtpOptions);
    const backAt = Date.now();
    const recovered = await allMailed(w, addresses, 15 * 60_000);
    return {
      downS: s(backAt - downAt),
      ...tally(w, addresses),
      allMailedAfterBackS: s(recovered),
      jobs: await jobs(w),
    };
  });
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error("Set TEST_DATABASE_URL (a PostgreSQL server where a scratch database can be created).");
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(drills)) {
    const drill = drills[name];
    if (!drill) throw new Error(`No drill "${name}": ${Object.keys(drills).join(", ")}`);
    const started = Date.now();
    try {
      console.log(JSON.stringify({ drill: name, date: new Date().toISOString(), ...(await drill(adminUrl)) }));
    } catch (error) {
      console.log(JSON.stringify({ drill: name, failed: String(error), afterS: s(Date.now() - started) }));
    }
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
