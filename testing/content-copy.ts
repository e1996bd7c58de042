import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// A copy of the repository's content/ in a fresh folder, for tests that need every file (the content check) and
// change a few of them as staff would.

export type ContentCopy = {
  root: string;
  /** Replaces `from` by `to` in a file of the copy; throws when `from` is not there (the content changed). */
  edit(path: string, from: string | RegExp, to: string): void;
  write(path: string, text: string): void;
  remove(path: string): void;
};

export function contentCopy(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), "content-copy-"));
  cpSync("content", join(root, "content"), { recursive: true });
  return {
    root,
    edit(path, from, to) {
      const file = join(root, path);
      const text = readFileSync(file, "utf8");
      const edited = text.replace(from, to);
      if (edited === text) throw new Error(`${path} has no ${String(from)} to edit`);
      writeFileSync(file, edited);
    },
    write(path, text) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    },
    remove(path) {
      rmSync(join(root, path));
    },
  };
}
