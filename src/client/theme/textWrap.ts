/**
 * Names and titles come from the back office and may be one long word (a 200-character name without spaces).
 * `anywhere` also lets the box shrink below that word's width, so table columns and grid cells stay on screen.
 */
export const wrapLongWords = { overflowWrap: 'anywhere' } as const;

/** The lines a card's title may take before it ends in an ellipsis; the detail page shows it in full. */
export const CARD_TITLE_LINES = 3;

/** At most `lines` lines, cut with an ellipsis; a long word breaks instead of running out of the box. */
export const clampLines = (lines: number) =>
  ({
    ...wrapLongWords,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

/** A card's title: wraps long words and ends in an ellipsis after a few lines. */
export const cardTitle = clampLines(CARD_TITLE_LINES);
