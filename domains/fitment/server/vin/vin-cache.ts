import "server-only";
import { decodeVinUncached, type VinDescriptor } from "./vin-decoder";

// VINs that differ only in their serial describe the same vehicle: a fleet's vans decode once.
const CACHE_SIZE = 5_000;
const cache = new Map<string, Promise<VinDescriptor>>();

/** The VIN without its serial: 11 characters, or 14 for a small maker (position 3 is 9),
 * whose serial shares positions 12–14 with the maker's code. */
const descriptorKey = (vin: string) => vin.slice(0, vin.charAt(2) === "9" ? 14 : 11);

/** The decoded descriptor of a valid VIN, least recently used ones forgotten first. */
export function decodeVin(vin: string): Promise<VinDescriptor> {
  const key = descriptorKey(vin);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const decoding = decodeVinUncached(vin);
  decoding.catch(() => cache.delete(key));
  cache.set(key, decoding);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return decoding;
}

/** Empties the cache: the benchmark measures real decodes. */
export function clearVinCache(): void {
  cache.clear();
}
