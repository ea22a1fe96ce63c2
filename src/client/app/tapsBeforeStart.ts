/** What a visitor can tap that does something only once the page's code runs (a link works without it). */
const CODE_DRIVEN = 'button:not([type="submit"]), [role="button"]';

/**
 * Remembers the last button a visitor tapped on a server-rendered page before its code ran: React listens only once
 * hydration has started, so such a tap would be lost. The function returned stops listening and taps that button
 * again, once hydration has started (React then hydrates the button's part first and handles the tap). A submit
 * button is left out: without the page's code its form is sent as a plain form.
 */
export function rememberTapsBeforeStart(document: Document): () => void {
  let tapped: HTMLElement | null = null;
  const remember = (event: MouseEvent) => {
    tapped = event.target instanceof Element ? event.target.closest<HTMLElement>(CODE_DRIVEN) : null;
  };
  document.addEventListener('click', remember, true);
  return () => {
    document.removeEventListener('click', remember, true);
    if (tapped?.isConnected) tapped.click();
  };
}
