/** @jest-environment jsdom */
import { act, useState } from "react";
import { hydrateRoot, createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";
import { deferredIsland } from "./deferred-island";

/** jsdom has no IntersectionObserver: this one lets a test say when the island comes near the viewport. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  comeNear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [name, setName] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setCount((n) => n + 100);
      }}
    >
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label} {count}
      </button>
      <input aria-label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name ? `Hello ${name}` : ""}</output>
      <button type="submit">Send</button>
    </form>
  );
}

// What the server sends for a deferred island: the component in full, in the wrapper's box.
const serverHtml = (label: string) => renderToString(<ServerCounter label={label} />);
const ServerCounter = deferredIsland(async () => Counter, Counter);

let container: HTMLDivElement;
let root: Root | null;
let loads: number;

beforeEach(() => {
  loads = 0;
  TestIntersectionObserver.instances = [];
  Object.assign(window, { IntersectionObserver: TestIntersectionObserver });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement("div");
  document.body.append(container);
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

function deferredCounter() {
  return deferredIsland(async () => {
    loads += 1;
    return Counter;
  });
}

async function hydrate(Island: ReturnType<typeof deferredCounter>) {
  container.innerHTML = serverHtml("Clicked");
  await act(async () => {
    root = hydrateRoot(container, <Island label="Clicked" />);
  });
}

const button = () => container.querySelector("button[type=button]") as HTMLButtonElement;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("deferredIsland", () => {
  it("keeps the server HTML and loads nothing until the visitor comes near", async () => {
    const Island = deferredCounter();
    await hydrate(Island);
    await settle();
    expect(loads).toBe(0);
    expect(button().textContent).toBe("Clicked 0");

    act(() => TestIntersectionObserver.instances[0].comeNear());
    await settle();
    expect(loads).toBe(1);
    act(() => button().click());
    expect(button().textContent).toBe("Clicked 1");
  });

  it("loads on focus, and a click made before the island ran counts once, after it", async () => {
    const Island = deferredCounter();
    await hydrate(Island);
    const serverButton = button();

    act(() => {
      serverButton.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      serverButton.click();
    });
    await waitFor(() => expect(button().textContent).toBe("Clicked 1"));
    expect(loads).toBe(1);
    // React's own markup took the place of the server's.
    expect(button()).not.toBe(serverButton);
    expect(container.querySelectorAll("button[type=button]")).toHaveLength(1);
  });

  it("hands what was typed before the island ran to its state, keeps the focus there, then replays the submit", async () => {
    const Island = deferredCounter();
    await hydrate(Island);
    const input = container.querySelector("input") as HTMLInputElement;
    const form = container.querySelector("form") as HTMLFormElement;

    act(() => {
      input.focus();
      input.value = "Ada";
      input.dispatchEvent(new Event("input", { bubbles: true }));
      form.requestSubmit();
    });
    await waitFor(() => expect(button().textContent).toBe("Clicked 100"));
    const liveInput = container.querySelector("input") as HTMLInputElement;
    expect(liveInput.value).toBe("Ada");
    expect(container.querySelector("output")?.textContent).toBe("Hello Ada");
    expect(document.activeElement).toBe(liveInput);
  });

  it("does not wait when rendered in the browser, as after a client-side navigation", async () => {
    const Island = deferredCounter();
    await act(async () => {
      root = createRoot(container);
      root.render(<Island label="Fresh" />);
    });
    await settle();
    expect(loads).toBe(1);
    expect(button().textContent).toBe("Fresh 0");
  });
});
