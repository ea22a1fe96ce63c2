import ipaddr from 'ipaddr.js';

/**
 * The key that per-client limits count a request's address under. An IPv4 address (also when it arrives mapped
 * into IPv6) is its own key; an IPv6 address counts per /64, the block a single subscriber is usually given, so
 * that rotating addresses inside it does not multiply a client's allowance.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.fromByteArray([...prefix.flatMap((part) => [part >> 8, part & 0xff]), 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}
