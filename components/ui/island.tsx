"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { whenIdle } from "@/lib/client/use-idle";

// The hand-over's code comes with the island's own, so the first load does not carry it.
const loadHandover = () => import("./island-handover");

/**
 * A part of a public page whose code is not in the first load: the server renders `placeholder`
 * (the same look, without behaviour), and the code is fetched once the page is idle, or at once
 * when the visitor reaches for it (pointer, touch, focus, key), whichever comes first. What the
 * visitor did in the placeholder meanwhile (focus, typed text, a form sent) moves to the loaded
 * island (island-handover.ts).
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
  const handOver = useRef<(() => void) | null>(null);
  const submittedForm = useRef<HTMLFormElement | null>(null);

  // Loads once, whichever trigger comes first.
  const begin = useCallback(() => {
    const start = loader.current;
    loader.current = null;
    if (!start) return;
    Promise.all([start(), loadHandover()]).then(
      ([component, { takeHandover, applyHandover }]) => {
        const taken = takeHandover(box.current, submittedForm.current);
        handOver.current = () => applyHandover(box.current, taken);
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
    if (Loaded) handOver.current?.();
  }, [Loaded]);

  // A form sent before its code arrived: not sent natively (that would reload the page), but
  // again by the loaded island.
  const holdSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    submittedForm.current = event.target as HTMLFormElement;
    begin();
  };

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
      onSubmitCapture={holdSubmit}
    >
      {placeholder}
    </div>
  );
}
