// Plain (not server-only): `npm run data-deletion` reads the e-mails' words in plain Node too (lib/content/mail-texts.ts).

/** `read`, or with `keep` each key read once and its answer shared by every later call. */
export function readOnceEach<Key, T>(read: (key: Key) => Promise<T>, keep: boolean): (key: Key) => Promise<T> {
  if (!keep) return read;
  const kept = new Map<Key, Promise<T>>();
  return (key) => {
    let value = kept.get(key);
    if (!value) kept.set(key, (value = read(key)));
    return value;
  };
}
