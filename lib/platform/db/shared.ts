import type { Database, DatabaseHandle } from "./client";

/** Where the shared database lives: on globalThis in the app, so every route bundle of the process finds it. */
export type DatabaseSlot = { database?: Promise<Database> };

/**
 * The database in `slot`, opened with `open` on first use and shared by every caller after. Opened again on the next
 * use after opening failed (instead of failing forever) or after the database stopped by itself (its handle's `lost`).
 */
export function sharedDatabase(slot: DatabaseSlot, open: () => Promise<DatabaseHandle>): Promise<Database> {
  if (slot.database) return slot.database;
  const forget = () => {
    if (slot.database === opening) slot.database = undefined;
  };
  const opening: Promise<Database> = open()
    .then((handle) => {
      void handle.lost?.then(forget);
      return handle.db;
    })
    .catch((error: unknown) => {
      forget();
      throw error;
    });
  slot.database = opening;
  return opening;
}
