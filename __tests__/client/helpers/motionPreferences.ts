/** Makes `(prefers-reduced-motion: reduce)` match until the returned function is called. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
  });
  return () => {
    window.matchMedia = original;
  };
}
