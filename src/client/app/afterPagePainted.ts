/**
 * Settles once the page has loaded (its first screen's pictures included) and the browser has painted it: a
 * server-rendered page is already readable, so hydrating it can wait until what the visitor sees is on screen
 * rather than hold back its first paint with a long task.
 */
export function afterPagePainted(): Promise<void> {
  return new Promise((resolve) => {
    // A timer set from an animation frame runs after that frame is painted.
    const afterNextPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') afterNextPaint();
    else window.addEventListener('load', afterNextPaint, { once: true });
  });
}
