export type CacheEvent = { type: string; [detail: string]: unknown };
type Operation = (...args: never[]) => unknown;

export function guardSharedHandler<
  Handler extends { name: string; get: Operation; set: Operation; revalidateTag: Operation; delete?: Operation },
>(
  handler: Handler,
  options: {
    deadlineMs: number;
    retryAfterMs: number;
    report: (event: CacheEvent) => void;
    mirror?: { set: Operation };
    now?: () => number;
  },
): {
  name: string;
  get: (key: string, meta?: unknown) => Promise<unknown>;
  set: (key: string, value: unknown, ctx?: unknown) => Promise<unknown>;
  revalidateTag: (tag: string) => Promise<unknown>;
  delete: (key: string) => Promise<unknown>;
  whileSeeding<T>(seed: () => Promise<T>): Promise<T>;
};
