import { MAX_ID, parseId } from '@/common/ids';

describe('an id as a URL writes it', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['2147483647', MAX_ID],
  ])('reads %s as %s', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  it.each(['007', '0', '-1', '+7', ' 7', '7 ', '7.0', '1e3', '0x10', '2147483648', '99999999999', '', 'seven'])(
    'reads %j as no id: one URL names at most one entity',
    (raw) => {
      expect(parseId(raw)).toBeUndefined();
    },
  );

  it('reads a missing route parameter as no id', () => {
    expect(parseId(undefined)).toBeUndefined();
  });
});
