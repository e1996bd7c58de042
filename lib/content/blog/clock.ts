// What "now" is for the blog's visibility (lib/content/blog/posts.ts getPosts). Tests move it to just before and after a
// post's publish instant (app/(site)/_blog/schedule.test.ts); the site itself always reads the real clock.

let fixed: Date | null = null;

export function blogNow(): Date {
  return fixed ?? new Date();
}

/** Tests only: the instant the blog takes for now, or null for the real clock again. */
export function setBlogNowForTests(date: Date | null): void {
  fixed = date;
}
