import { BlockList, isIP } from "node:net";

/**
 * The internal request header that carries the caller's address, as the server resolved it from
 * the socket (and the declared proxies). The request hook always overwrites it, so a client
 * cannot choose its own value; rate limits read nothing else.
 */
export const CLIENT_ADDRESS_HEADER = "x-redline-client-address";

/**
 * Which proxies in front of the shop may name the client in X-Forwarded-For: none (the socket's
 * peer is the client), a number of hops (that many proxies, each appending the address it saw),
 * or the proxies' own addresses and networks (every trusted hop is skipped from the right).
 */
export type TrustedProxies =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; list: BlockList; text: string[] };

/** `TRUSTED_PROXIES`: empty or 0, a hop count, or comma-separated addresses and CIDR networks. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error("TRUSTED_PROXIES: at most 20 hops");
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > maxBits || prefix === "")
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or network`);
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return { kind: "addresses", list, text: entries };
}

// A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; the plain form is the same client.
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The caller's address: the socket's peer, or, through declared proxies only, the address the
 * nearest untrusted hop of X-Forwarded-For names. A forged left part of the header is never
 * reached, because each trusted proxy appends what it saw on the right.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const peer = plain(socketAddress ?? "") || "unknown";
  if (trusted.kind === "none") return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const forwarded = header
    .split(",")
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  const chain = [...forwarded, peer];
  if (trusted.kind === "hops") return chain[Math.max(0, chain.length - 1 - trusted.hops)]!;
  let index = chain.length - 1;
  while (index > 0 && isTrusted(trusted.list, chain[index]!)) index -= 1;
  return chain[index]!;
}
