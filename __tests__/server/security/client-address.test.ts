import { clientKeyOf } from '@/server/services/client-address';

describe('clientKeyOf', () => {
  it('counts an IPv4 address as itself, also when it arrives mapped into IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client', () => {
    const a = clientKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(a);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keeps a value that is not an address as it is', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
