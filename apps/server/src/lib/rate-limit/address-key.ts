import { isIPv6 } from 'node:net';

/** The one key of every request whose address cannot be known (see `addressKey`). */
export const UNKNOWN_ADDRESS_KEY = 'address:unknown';

/** The eight 16-bit groups of a valid IPv6 address, its `::` expanded and a trailing dotted IPv4 part read. */
function ipv6Groups(ip: string): number[] {
  let text = (ip.split('%')[0] ?? '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * What the API-wide limit counts a request under, as @fastify/rate-limit's own key did: an IPv4 address
 * as it is, an IPv6 one by its /64 network (a subscriber is given a whole /64 and could otherwise take a
 * fresh address per request), an IPv4-mapped IPv6 address as the IPv4 one.
 *
 * The address is undefined when the connection closed before anything read it: Node reads a socket's peer
 * lazily, and a client error (a broken chunked body, a reset) destroys the socket while the request it
 * began still goes through the hooks. Those requests share one key, so they are counted rather than let
 * through uncounted, and none throws.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return UNKNOWN_ADDRESS_KEY;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
