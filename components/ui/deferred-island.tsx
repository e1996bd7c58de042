"use client";

import { flushSync } from "react-dom";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { islandGate } from "./island-gate";

// The server's HTML, kept as it is: React neither hydrates nor checks what is inside an element whose content it
// was told is raw HTML. The same object every time, so React never has a reason to write it.
const KEEP_SERVER_HTML = { __html: "" };

// React reads the server's value while hydrating and the browser's otherwise: an island hydrated from the page's
// HTML has server HTML to keep, one rendered in the browser (a client-side navigation) has none.
const noSubscription = () => () => {};
const inBrowserRender = () => false;
const inHydration = () => true;

/**
 * A client component whose code the page loads only when the visitor comes near it or touches it
 * (components/ui/island-gate.ts). The server renders it in full, so its HTML is there from the first paint and
 * without JavaScript. The browser keeps that HTML until the code has arrived, then renders the island in its place.
 *
 * Not a Suspense boundary: React 19 moves a large boundary that follows the page's first 12.8 KB to the end of the
 * HTML, hidden, for a script to move it back in, which leaves it invisible without JavaScript.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>, onServer?: ComponentType<P>): ComponentType<P> {
  if (onServer) {
    const Component = onServer;
    return function ServerIsland(props: P) {
      return (
        <div>
          <Component {...props} />
        </div>
      );
    };
  }

  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchComponent = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => fetchComponent().then((component) => ({ default: component })));

  return function DeferredIsland(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(islandGate);
    const [fromServerHtml] = useState(useSyncExternalStore(noSubscription, inBrowserRender, inHydration));
    const [live, setLive] = useState(!fromServerHtml);

    useEffect(() => {
      if (live) return;
      let cancelled = false;
      const stop = gate.watch(box.current!, () => {
        void fetchComponent().then(() => {
          if (cancelled) return;
          // In one go, so that no keystroke lands between the note of the focus and React's new markup.
          gate.leave(box.current!);
          flushSync(() => setLive(true));
        });
      });
      return () => {
        cancelled = true;
        stop();
      };
    }, [gate, live]);

    useLayoutEffect(() => {
      if (live && fromServerHtml) gate.arrive(box.current!);
    }, [gate, live, fromServerHtml]);

    if (!live) return <div key="server-html" ref={box} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    const Component = loaded ?? Lazy;
    return (
      <div key="island" ref={box}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  };
}
