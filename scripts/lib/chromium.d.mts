export declare const DEBIAN_CHROMIUM: string;
export declare function findChromium(options?: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
}): string | undefined;
