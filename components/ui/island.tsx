"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { whenIdle } from "@/lib/client/use-idle";

/** The focusable elements of an island, in order: the loaded code's take the placeholder's place. */
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * A part of a public page whose code is not in the first load: the server renders `placeholder`
 * (the same look, without behaviour), and the code is fetched once the page is idle, or at once
 * when the visitor reaches for it (pointer, touch, focus, key), whichever comes first. Focus
 * inside the placeholder moves to the same place in the loaded island.
 */
export function Island<P extends object>({
  load,
  props,
  placeholder,
  eager = false,
}: {
  load: () => Promise<(props: P) => ReactNode>;
  props: P;
  placeholder: ReactNode;
  /** Load at once (the island was asked for by a click elsewhere). */
  eager?: boolean;
}) {
  const [Loaded, setLoaded] = useState<((props: P) => ReactNode) | null>(null);
  const loader = useRef<typeof load | null>(load);
  const box = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(-1);

  // Loads once, whichever trigger comes first.
  const begin = useCallback(() => {
    const start = loader.current;
    loader.current = null;
    start?.().then(
      (component) => {
        const focusable = [...(box.current?.querySelectorAll(FOCUSABLE) ?? [])];
        focusIndex.current = focusable.indexOf(document.activeElement as Element);
        setLoaded(() => component);
      },
      // The code could not be fetched (offline a moment): the next trigger tries again.
      () => (loader.current = start),
    );
  }, []);

  useEffect(() => {
    if (!eager) return whenIdle(begin);
    begin();
  }, [eager, begin]);

  useLayoutEffect(() => {
    if (!Loaded || focusIndex.current < 0) return;
    box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex.current]?.focus();
  }, [Loaded]);

  if (Loaded) {
    return (
      <div ref={box} className="contents">
        <Loaded {...props} />
      </div>
    );
  }
  return (
    <div
      ref={box}
      className="contents"
      onPointerDownCapture={begin}
      onTouchStartCapture={begin}
      onPointerEnter={begin}
      onKeyDownCapture={begin}
      onFocusCapture={begin}
    >
      {placeholder}
    </div>
  );
}
