/**
 * Whether a CAS registry number's check digit is right: the last digit equals the sum of the other digits, each
 * multiplied by its position counted from the right (1, 2, 3, …), modulo 10. E.g. 7732-18-5 (water):
 * (8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6) mod 10 = 5. The shape itself (`CAS_NUMBER_PATTERN`) is checked apart.
 */
export function hasValidCasCheckDigit(casNumber: string): boolean {
  const digits = casNumber.replace(/-/g, '');
  if (!/^\d{5,10}$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(digits.at(-1));
}
