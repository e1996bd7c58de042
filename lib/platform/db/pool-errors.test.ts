import { Client } from "pg";
import { logContext, logger, withLogContext } from "@/lib/platform/log";
import { createPool } from "./pg-pool";

// A pool's idle connection that ends (the server restarted, an admin terminated it) is logged as the pool's event, not
// as part of the request that happened to open the connection (docs/observability.md, Logs).

const url = process.env.TEST_DATABASE_URL;

(url ? it : it.skip)("logs an idle connection's end without the route of the request that opened it", async () => {
  const pool = createPool(url!, 2);
  const admin = new Client({ connectionString: url });
  let spy: jest.SpyInstance | undefined;
  try {
    const pid = await withLogContext({ requestId: "req-a", route: "/api/clients/register" }, async () => {
      const { rows } = await pool.query<{ pid: number }>("select pg_backend_pid() as pid");
      return rows[0].pid;
    });
    const logged = new Promise<{ context: object; msg: unknown }>((resolve) => {
      spy = jest
        .spyOn(logger, "error")
        .mockImplementation(((_fields: unknown, msg: unknown) => resolve({ context: logContext(), msg })) as never);
    });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    const { context, msg } = await logged;
    expect(msg).toMatch(/PostgreSQL pool error/);
    expect(context).toEqual({});
  } finally {
    spy?.mockRestore();
    await admin.end();
    await pool.end();
  }
});
