"use client";

import { useEffect, useRef, useState } from "react";

const HIDDEN_STYLE = { opacity: 0, transform: "translateY(30px)" };
const SHOWN_STYLE = { opacity: 1, transform: "none" };
/** Share of the content that must be in view before it starts to move. */
const VISIBLE_RATIO = 0.2;

/**
 * Fades its content in, moving 30 px up, the first time it scrolls into view: a CSS transition
 * started by an IntersectionObserver, so no animation library ships with the home page. The
 * styles are inline (as the root layout's <noscript> rule expects), so without JavaScript the
 * content is simply shown.
 */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        setShown(true);
      },
      { threshold: VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal
      className={`transition-[opacity,transform] duration-[600ms] ease-out ${className ?? ""}`}
      style={shown ? SHOWN_STYLE : HIDDEN_STYLE}
    >
      {children}
    </div>
  );
}
