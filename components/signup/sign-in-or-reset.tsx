import Link from "next/link";

/** "Please sign in, or reset your password if you do not have it.": for an account that is ready. */
export function SignInOrReset({ linkClassName, className }: { linkClassName: string; className?: string }) {
  return (
    <p className={className}>
      Please{" "}
      <Link href="/login" className={linkClassName}>
        sign in
      </Link>
      , or{" "}
      <Link href="/forgot" className={linkClassName}>
        reset your password
      </Link>{" "}
      if you do not have it.
    </p>
  );
}
