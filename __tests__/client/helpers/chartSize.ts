/**
 * jsdom lays nothing out, so a chart measures its SVG as 0 px wide and draws no value axis. This gives every
 * chart surface `width` pixels until the returned function is called.
 */
export function giveChartsWidth(width: number): () => void {
  const original = window.getComputedStyle;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = original(element, pseudo);
    if (element.classList.contains('MuiChartsSurface-root')) style.width = `${width}px`;
    return style;
  };
  return () => {
    window.getComputedStyle = original;
  };
}
