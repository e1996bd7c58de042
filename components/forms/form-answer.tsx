import type { ReactNode } from "react";

type Props = { children: ReactNode; className?: string; as?: "p" | "span" };

// One function for every answer, so React calls it once, on mount, and not again on each render.
const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

/**
 * A form's answer (sent, or failed), focused when it appears: the fields were disabled while sending, so focus
 * would otherwise fall back to the page. Without JavaScript the browser's autofocus does the same on the answered
 * page, which also scrolls to it.
 */
export function FormAnswer({ children, className = "", as: Tag = "p" }: Props) {
  return (
    <Tag ref={focusOnMount} tabIndex={-1} autoFocus className={`outline-none ${className}`}>
      {children}
    </Tag>
  );
}
