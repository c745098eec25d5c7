import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

const AUTOPLAY_MS = 2000;

/** Starts the strip scrolling on its own (loaded once the page is idle); returns the stop. */
export function startBrandStrip(viewport: HTMLElement): () => void {
  const carousel = EmblaCarousel(viewport, { loop: true, align: "start" }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false }),
  ]);
  return () => carousel.destroy();
}
