import { getImageProps, type ImageProps } from "next/image";

/**
 * An image of a server-rendered page: next/image's optimised sources, sizes and lazy loading,
 * as a plain <img>. next/image's component is a client component: each one would add its code
 * to the page's first load and its props to the page's payload, for nothing it does after load.
 * `eager` marks the image that holds the page's largest paint (loaded at once, fetched first).
 */
export function Picture({
  eager = false,
  ...props
}: Omit<ImageProps, "priority" | "preload"> & { eager?: boolean }) {
  const { props: image } = getImageProps({
    ...props,
    loading: eager ? "eager" : props.loading,
    fetchPriority: eager ? "high" : props.fetchPriority,
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own output, drawn by the server
  return <img {...image} alt={props.alt} />;
}
