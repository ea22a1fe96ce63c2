/**
 * The Element Timing identifier of a picture drawn on a page's first screen (ResponsiveImage's `priority`): the
 * browser reports when it is painted, and the page's code waits for that before it runs (app/firstScreenShown.ts).
 */
export const FIRST_SCREEN_PICTURE = 'first-screen-picture';
