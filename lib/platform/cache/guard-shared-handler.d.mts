export type CacheEvent = { type: string; [detail: string]: unknown };
type Operation = (...args: never[]) => unknown;
type OwnHandler = { name: string; get: Operation; set: Operation; revalidateTag: Operation; delete?: Operation };
type GuardedOwn<Own extends OwnHandler> = Omit<Own, "get" | "set" | "delete"> & {
  get: (key: string, meta?: unknown) => Promise<unknown>;
  set: (key: string, value: unknown, ctx?: unknown) => Promise<unknown>;
  delete: (key: string) => Promise<unknown>;
};

export function guardSharedHandler<
  Handler extends { name: string; get: Operation; set: Operation; revalidateTag: Operation; delete?: Operation },
  Own extends OwnHandler,
>(
  handler: Handler,
  options: {
    deadlineMs: number;
    retryAfterMs: number;
    report: (event: CacheEvent) => void;
    own: Own;
    now?: () => number;
  },
): {
  shared: {
    name: string;
    get: (key: string, meta?: unknown) => Promise<unknown>;
    set: (key: string, value: unknown, ctx?: unknown) => Promise<unknown>;
    revalidateTag: (tag: string) => Promise<unknown>;
    delete: (key: string) => Promise<unknown>;
    whileSeeding<T>(seed: () => Promise<T>): Promise<T>;
  };
  own: GuardedOwn<Own>;
};
