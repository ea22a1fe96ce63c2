import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The address ranges TRUST_PROXY may name by word, as Fastify's `trustProxy` reads them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function rangesOf(part: string): [Address, number][] {
  const named = NAMED_RANGES[part.toLowerCase()];
  if (named) return named.map((range) => ipaddr.parseCIDR(range));
  if (part.includes('/')) return [ipaddr.parseCIDR(part)];
  const address = ipaddr.process(part);
  return [[address, address.kind() === 'ipv4' ? 32 : 128]];
}

/**
 * Whether a peer's address is one the `trustProxy` setting (see Config.trustProxy) lets name the client: such a
 * peer speaks for many clients, so per-client limits on connections do not apply to it.
 */
export function trustedProxies(trustProxy: boolean | string): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const ranges = trustProxy
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ipaddr.isValid(part.split('/')[0]!) || NAMED_RANGES[part.toLowerCase()])
    .flatMap(rangesOf);
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}
