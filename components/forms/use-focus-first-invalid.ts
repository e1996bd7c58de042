"use client";

import { useEffect, useRef, useState } from "react";

/**
 * After a submit that found errors (in the browser or on the server), focus moves to the first field marked invalid,
 * where its message is read out with it. Without JavaScript the field's autoFocus does the same on the answered page.
 */
export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { form, focusFirstInvalid: () => setRequests((count) => count + 1) };
}
