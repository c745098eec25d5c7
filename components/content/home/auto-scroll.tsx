"use client";

import { useEffect, useRef } from "react";
import { whenIdle } from "@/lib/client/use-idle";

/**
 * The brand strip's viewport. The logos are the server's; the carousel that scrolls them is
 * loaded once the page is idle, so it is no part of the page's first load.
 */
export function AutoScroll({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    const cancelIdle = whenIdle(() => {
      void import("./brand-strip-motion").then(({ startBrandStrip }) => {
        if (!left && viewport.current) stop = startBrandStrip(viewport.current);
      });
    });
    return () => {
      left = true;
      cancelIdle();
      stop?.();
    };
  }, []);
  return (
    <div ref={viewport} className={className}>
      {children}
    </div>
  );
}
