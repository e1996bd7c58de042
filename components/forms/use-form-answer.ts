"use client";

import { useState } from "react";
import type { FormState } from "@/lib/platform/forms/form-state";
import { useFocusFirstInvalid } from "./use-focus-first-invalid";

/**
 * A form's answers from its server action. On each new one focus moves to the first invalid field and `onAnswer`
 * runs (while rendering, as React keeps a value from the previous render); `errors` are the answer's field errors
 * but those of the fields edited since (`edit`), which the visitor is already correcting.
 */
export function useFormAnswer<F extends string>(state: FormState<F>, onAnswer?: (answer: FormState<F>) => void) {
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const [seen, setSeen] = useState(state);
  const [edited, setEdited] = useState<readonly F[]>([]);
  if (state !== seen) {
    setSeen(state);
    setEdited([]);
    if (state.status === "invalid") focusFirstInvalid();
    onAnswer?.(state);
  }
  const errors: Partial<Record<F, string>> = {};
  const answered = Object.entries(state.status === "invalid" ? state.fieldErrors : {}) as [F, string][];
  for (const [field, message] of answered) if (!edited.includes(field)) errors[field] = message;
  const edit = (field: F) => setEdited((list) => (list.includes(field) ? list : [...list, field]));
  return { form, errors, edit };
}
