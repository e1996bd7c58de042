// Test-only: a TCP proxy on 127.0.0.1 (random port) in front of a real server (PostgreSQL, a platform API), to
// make that server "go away" on purpose: cut() resets every open connection and every new one until restore();
// stall() keeps every connection open but forwards nothing (a network partition) until restore().
import { createConnection, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type TcpProxy = {
  port: number;
  /** Resets every open connection now, and each new one at once, until restore(). */
  cut: () => void;
  /** Cuts the moment a client sends bytes that match, before they reach the server (e.g. a given SQL statement). */
  cutWhen: (matches: (sent: Buffer) => boolean) => void;
  /** Stalls (as stall()) the moment a client sends bytes that match; those bytes are held too. */
  stallWhen: (matches: (sent: Buffer) => boolean) => void;
  readonly isStalled: boolean;
  /**
   * Stops forwarding in both directions, closing nothing: open connections and new ones (accepted as usual) get no
   * answer. What either side sends meanwhile is held, and goes through on restore(), as after a healed partition.
   */
  stall: () => void;
  /** Back to normal: new connections are forwarded again, and whatever a stall held goes through first. */
  restore: () => void;
  readonly isCut: boolean;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let down = false;
  let trigger: ((sent: Buffer) => boolean) | null = null;
  let onTrigger: "cut" | "stall" = "cut";
  /** Bytes a stall holds back, in the order they were sent; null when not stalled. */
  let held: { to: Socket; bytes: Buffer }[] | null = null;

  const forward = (to: Socket, bytes: Buffer) => {
    if (held) held.push({ to, bytes });
    else if (!to.destroyed) to.write(bytes);
  };

  const release = () => {
    const waiting = held ?? [];
    held = null;
    for (const { to, bytes } of waiting) forward(to, bytes);
  };

  const cut = () => {
    down = true;
    trigger = null;
    held = null;
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  const server = createServer((client) => {
    if (down) return void client.resetAndDestroy();
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("data", (sent: Buffer) => {
      if (trigger?.(sent)) {
        trigger = null;
        if (onTrigger === "cut") return cut();
        held ??= [];
      }
      forward(upstream, sent);
    });
    upstream.on("data", (received: Buffer) => forward(client, received));
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    port: (server.address() as AddressInfo).port,
    cut,
    cutWhen: (matches) => {
      trigger = matches;
      onTrigger = "cut";
    },
    stallWhen: (matches) => {
      trigger = matches;
      onTrigger = "stall";
    },
    stall: () => {
      held ??= [];
    },
    restore: () => {
      down = false;
      trigger = null;
      release();
    },
    get isCut() {
      return down;
    },
    get isStalled() {
      return held !== null;
    },
    close: () => {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
