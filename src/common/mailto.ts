/** A mailto: URL that opens the visitor's mail composer (RFC 6068: every part percent-encoded). */
export function mailtoUrl(to: string | string[], fields: { subject?: string; body?: string } = {}): string {
  const recipients = (Array.isArray(to) ? to : [to])
    .map((address) => encodeURIComponent(address).replace(/%40/g, '@'))
    .join(',');
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `mailto:${recipients}${query ? `?${query}` : ''}`;
}
