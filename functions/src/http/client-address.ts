import { isIP } from 'node:net';
import { type Env, settings } from '../config/settings.js';

export { PRODUCTION_TRUSTED_PROXY_HOPS } from '../config/settings.js';

/**
 * Which address a request is counted against for rate limits.
 *
 * X-Forwarded-For is a list that every proxy appends to, so only its right-hand end can be
 * believed: the left-hand end is whatever the client chose to send. With N trusted proxies in
 * front of the function, the last of them connects to the function itself (the socket peer) and
 * the other N - 1 each appended the address they were connected from; the client is the N-th
 * entry from the right. 0 trusts no header at all and counts the socket peer.
 *
 * Production behind Firebase Hosting is 2: Hosting's front end appends the visitor's address, then
 * the Cloud Run front end of the 2nd-gen function appends Hosting's own address and connects to
 * the container. The function sees `<anything the client sent>, <visitor>, <Hosting>`.
 *
 * The emulators append nothing (the Hosting emulator copies the client's header as it is and the
 * functions emulator talks to its worker over a local socket), so under the functions emulator the
 * default is 0: every caller through the local Hosting emulator is one client, and a forged header
 * buys no fresh budget. A load generator that plays the one trusted proxy runs with 1.
 * DROPWISE_TRUST_PROXY_HOPS sets it: a whole number from 0 to 10 (config/settings.ts).
 */
export function trustedProxyHops(env?: Env): number {
  return settings.trustProxyHops(env);
}

/** Every X-Forwarded-For entry in order, however many header lines carried them. */
export function forwardedChain(header: string | string[] | undefined): string[] {
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return lines
    .flatMap((line) => line.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The client's address: the entry just before the trusted proxies, or, when the chain is shorter
 * than expected (a request that skipped a proxy), the furthest one there is, since every entry
 * present was then written by a trusted proxy.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  if (hops <= 0) return normaliseAddress(socketAddress);
  const chain = forwardedChain(forwardedFor);
  if (chain.length === 0) return normaliseAddress(socketAddress);
  const index = Math.max(0, chain.length - hops);
  return normaliseAddress(chain[index]);
}

/**
 * One spelling per address (IPv4-mapped IPv6 and IPv4 with a port collapse to the bare IPv4),
 * bounded in length. A trusted position holding something that is not an address is kept as a
 * key anyway: it came from a proxy we trust, and refusing the request would punish the visitor.
 */
export function normaliseAddress(value: string | undefined): string {
  if (!value) return 'unknown';
  let address = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4WithPort?.[1]) address = ipv4WithPort[1];
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return address.slice(0, 100) || 'unknown';
}
