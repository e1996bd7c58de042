import { toCachedResponse, type CachedResponse, type OriginResponse } from "./cached-response";

type PageCacheOptions = {
  /** Memory for bodies (all codings); an answer that would pass it is served once and not kept. */
  maxBytes: number;
  now?: () => number;
  /** How long a key whose answer could not be kept is sent straight to the origin. */
  retryAfterMs?: number;
};

/**
 * Answers a shared cache may keep, in memory, by key. A miss asks the origin once however many requests wait for
 * the same key; an answer that may not be kept is remembered for a while, so its path goes straight to the origin.
 * A new answer is compressed fast for the requests waiting on it, then again at the best setting in the background.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly filling = new Map<string, Promise<CachedResponse | null>>();
  private readonly bypassUntil = new Map<string, number>();
  private readonly recompressing = new Set<Promise<void>>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly retryAfterMs: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.retryAfterMs = options.retryAfterMs ?? 60_000;
  }

  /** The kept answer for key, or what fill() brings when it may be kept; null means: let the origin answer. */
  async get(key: string, fill: () => Promise<OriginResponse>): Promise<CachedResponse | null> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry;
    if ((this.bypassUntil.get(key) ?? 0) > now) return null;

    let pending = this.filling.get(key);
    if (!pending) {
      pending = this.fill(key, fill).finally(() => this.filling.delete(key));
      this.filling.set(key, pending);
    }
    return pending;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private async fill(key: string, fill: () => Promise<OriginResponse>): Promise<CachedResponse | null> {
    let cached: CachedResponse | null;
    let answer: OriginResponse | undefined;
    try {
      answer = await fill();
      cached = await toCachedResponse(answer, this.now(), "fast");
    } catch (error) {
      console.error(`Page cache: could not fill ${key}:`, error instanceof Error ? error.message : error);
      cached = null;
    }
    this.remove(key);
    if (!cached) {
      this.bypassUntil.set(key, this.now() + this.retryAfterMs);
      return null;
    }
    this.bypassUntil.delete(key);
    if (this.bytes + cached.bytes <= this.options.maxBytes) {
      this.entries.set(key, cached);
      this.bytes += cached.bytes;
      if (answer && cached.codings.length > 1) this.recompressing.add(this.recompress(key, cached, answer));
    }
    return cached;
  }

  /** Waits until every background recompression started so far has ended. */
  async settled(): Promise<void> {
    while (this.recompressing.size > 0) await Promise.all(this.recompressing);
  }

  /** Replaces a fast-compressed entry with the best compression, unless it has been replaced or dropped since. */
  private recompress(key: string, fast: CachedResponse, answer: OriginResponse): Promise<void> {
    const done: Promise<void> = toCachedResponse(answer, this.now(), "best")
      .then((best) => {
        if (!best || this.entries.get(key) !== fast || this.bytes - fast.bytes + best.bytes > this.options.maxBytes) return;
        this.entries.set(key, { ...best, expiresAt: fast.expiresAt });
        this.bytes += best.bytes - fast.bytes;
      })
      .catch((error: unknown) => console.error(`Page cache: could not recompress ${key}:`, error instanceof Error ? error.message : error))
      .finally(() => this.recompressing.delete(done));
    return done;
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }
}
