"use client";

import { LazyMotion, domAnimation, m } from "framer-motion";

const REVEAL_DISTANCE_PX = 30;

/** Fades its content in, moving 30 px up, the first time it scrolls into view. */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        data-reveal
        className={className}
        initial={{ opacity: 0, y: REVEAL_DISTANCE_PX }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, amount: 0.2 }}
        transition={{ duration: 0.6, ease: "easeOut" }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
