/**
 * Settles once the browser has painted its next frame: a server-rendered page is readable already, so hydrating it
 * waits until what the visitor sees is on screen rather than hold back the first paint with a long task. It does
 * not wait for the page's pictures: until hydration has started, a tap on a button of the page would be lost.
 */
export function afterNextPaint(): Promise<void> {
  // A timer set from an animation frame runs after that frame is painted.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
