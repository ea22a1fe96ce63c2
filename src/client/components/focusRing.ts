/** Shows where focus went on what is not a control but takes focus (a message the form moved focus to). */
export const FOCUS_RING = {
  '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
} as const;
