/**
 * When a deferred island's code is needed, and how what the visitor did before it ran reaches it.
 *
 * The island's server HTML is on screen from the start; its code is fetched when the visitor comes near it (scrolls
 * within NEAR of it) or touches it (pointer, focus, keys). The island then replaces that HTML with the same markup,
 * rendered by React. What the visitor did to the server HTML is carried over: what they typed (by field name), where
 * the focus was, and each click on a button or submit of a form, held back and replayed on the island's own elements.
 */
export const NEAR = "600px 0px";

const NEED_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Replay = { kind: "click"; button: number } | { kind: "submit"; form: number; submitter: number | null };
type Focus = { field: string; start: number | null; end: number | null } | { button: number } | null;

export type IslandGate = {
  /** Starts watching the server HTML's box; `need` asks for the island's code, once. Returns the clean-up. */
  watch(box: HTMLElement, need: () => void): () => void;
  /** Notes where the focus is in the server HTML, just before React replaces it. */
  leave(box: HTMLElement): void;
  /** Hands the island, just rendered in `box` (call it in a layout effect), the focus, then what was typed, then held events. */
  arrive(box: HTMLElement): void;
};

export function islandGate(): IslandGate {
  const typed = new Map<string, string>();
  const held: Replay[] = [];
  let focus: Focus = null;

  return {
    watch(box, askForCode) {
      let asked = false;
      const need = () => {
        if (asked) return;
        asked = true;
        askForCode();
      };
      const inBox = (event: Event) => event.target instanceof Node && box.contains(event.target);
      const hold = (event: Event, replay: Replay) => {
        event.preventDefault();
        event.stopPropagation();
        held.push(replay);
        need();
      };
      const onNeed = (event: Event) => {
        if (inBox(event)) need();
      };
      const onClick = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (button && box.contains(button) && !button.disabled) hold(event, { kind: "click", button: indexIn(box, "button", button) });
      };
      const onSubmit = (event: Event) => {
        if (!inBox(event)) return;
        const submitter = (event as SubmitEvent).submitter;
        const form = indexIn(box, "form", event.target as Element);
        hold(event, { kind: "submit", form, submitter: submitter ? indexIn(box, "button", submitter) : null });
      };
      const onInput = (event: Event) => {
        if (isTextField(event.target) && event.target.name && inBox(event)) typed.set(event.target.name, event.target.value);
      };

      const observer = typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), { rootMargin: NEAR })
        : null;
      if (observer) observer.observe(box);
      else need();
      // On the window, in the capture phase: before React, whose root is the document, sees an event aimed at HTML
      // it does not manage.
      const view = box.ownerDocument.defaultView ?? window;
      const listeners: Array<[string, (event: Event) => void]> = [
        ...NEED_EVENTS.map((type) => [type, onNeed] as [string, (event: Event) => void]),
        ["click", onClick],
        ["submit", onSubmit],
        ["input", onInput],
        ["change", onInput],
      ];
      for (const [type, listener] of listeners) view.addEventListener(type, listener, true);
      return () => {
        observer?.disconnect();
        for (const [type, listener] of listeners) view.removeEventListener(type, listener, true);
      };
    },

    leave(box) {
      const active = box.ownerDocument.activeElement;
      if (!active || !box.contains(active)) return;
      if (isTextField(active) && active.name) {
        const selectable = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
        focus = { field: active.name, start: selectable ? safeSelection(active, "start") : null, end: selectable ? safeSelection(active, "end") : null };
      } else if (active instanceof HTMLButtonElement) {
        focus = { button: indexIn(box, "button", active) };
      }
    },

    arrive(box) {
      // At once, in React's commit: no keystroke can land between the old field's removal and this.
      const focused = focusTarget(box, focus);
      focused?.focus();
      const values = [...typed];
      const selection = focus && "field" in focus ? focus : null;
      const replays = held.splice(0);
      typed.clear();
      focus = null;
      // Then, once React has finished the commit: an event dispatched inside it is handled before React has
      // applied the state it sets.
      queueMicrotask(() => {
        for (const [name, value] of values) {
          const field = box.querySelector(`[name="${CSS.escape(name)}"]`);
          if (isTextField(field)) retype(field, value);
        }
        if (selection && focused && !(focused instanceof HTMLSelectElement) && selection.start !== null) {
          try {
            (focused as HTMLInputElement).setSelectionRange(selection.start, selection.end ?? selection.start);
          } catch {
            // Not every input type has a selection.
          }
        }
        for (const replay of replays) {
          if (replay.kind === "click") box.querySelectorAll("button")[replay.button]?.click();
          else {
            const form = box.querySelectorAll("form")[replay.form];
            const submitter = replay.submitter === null ? null : box.querySelectorAll("button")[replay.submitter];
            if (form && submitter) form.requestSubmit(submitter);
            else form?.requestSubmit();
          }
        }
      });
    },
  };
}

function indexIn(box: HTMLElement, selector: string, element: Element) {
  return Array.prototype.indexOf.call(box.querySelectorAll(selector), element);
}

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLInputElement) return target.type !== "checkbox" && target.type !== "radio" && target.type !== "hidden";
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

// An e-mail input has no selection to read: reading it throws.
function safeSelection(field: HTMLInputElement | HTMLTextAreaElement, end: "start" | "end") {
  try {
    return end === "start" ? field.selectionStart : field.selectionEnd;
  } catch {
    return null;
  }
}

function focusTarget(box: HTMLElement, focus: Focus): HTMLElement | null {
  if (!focus) return null;
  if ("button" in focus) return box.querySelectorAll("button")[focus.button] ?? null;
  const field = box.querySelector(`[name="${CSS.escape(focus.field)}"]`);
  return isTextField(field) ? field : null;
}

/**
 * Hands React a value as if the visitor typed it now. React compares a field's value with the last one it saw,
 * so the field is first set through its own setter, which React watches, then through the element's, which it
 * does not.
 */
function retype(field: TextField, value: string) {
  if (value === field.value) return;
  field.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  // React hears a text field through "input" and a select through "change"; the second of the two changes nothing.
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}
