"use client";

import { useEffect, useState, type RefObject } from "react";

/** Whether the element's content is wider than the element (it scrolls sideways); kept current. */
export function useOverflowsX(element: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    // The box resizes with the window; its content with the rows loaded into it.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}
