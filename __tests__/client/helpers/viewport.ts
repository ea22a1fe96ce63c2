/**
 * Makes the media queries of a phone (narrower than MUI's `sm` breakpoint, 600 px) match until the returned
 * function is called.
 */
export function emulatePhoneViewport(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return { ...original(query), matches: maxWidth !== undefined && Number(maxWidth) >= 360, media: query };
  };
  return () => {
    window.matchMedia = original;
  };
}
