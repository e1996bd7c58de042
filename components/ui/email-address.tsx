import { Fragment } from "react";

/** Where a long address may break: after the @, and before each dot (the usual places, and never inside a word). */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address that wraps, when it must, after the @ or before a dot (<wbr>); a part still wider than the line
 * breaks anywhere only then (overflow-wrap: break-word, the last resort).
 */
export function EmailAddress({ address, className = "" }: { address: string; className?: string }) {
  return (
    <strong className={`wrap-break-word ${className}`}>
      {emailBreakParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}
