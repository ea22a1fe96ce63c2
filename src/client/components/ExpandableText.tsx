import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TEXT_CUT_LENGTH } from '@/common/constants';
import { truncate } from '@/common/text';

interface ExpandableTextProps {
  text: string;
  moreLabel: string;
  lessLabel: string;
  maxLength?: number;
  /** Id of the element naming what the text belongs to (e.g. the card title), read with the toggle. */
  describedBy?: string;
  /** Given with `onToggle` when the owner keeps the state (e.g. in the URL); otherwise the text keeps its own. */
  expanded?: boolean;
  onToggle?: () => void;
  /** The language of the text when it differs from the page's (a missing translation shown in another one). */
  lang?: string;
  /** The page holding the whole text: 'Read more' then leads there, and the text never opens in place. */
  moreTo?: string;
}

/** Plain text cut to `maxLength` characters plus '...', with its own Read More / Read Less toggle. */
export function ExpandableText({
  text,
  moreLabel,
  lessLabel,
  maxLength = TEXT_CUT_LENGTH,
  describedBy,
  expanded: expandedByOwner,
  onToggle,
  lang,
  moreTo,
}: ExpandableTextProps) {
  const [expandedHere, setExpandedHere] = useState(false);
  const expanded = !moreTo && (expandedByOwner ?? expandedHere);
  const textId = useId();
  const cut = text.length > maxLength;
  const buttonSx = { alignSelf: 'flex-start', mt: 1, px: 0 };
  return (
    <>
      <Typography
        id={textId}
        lang={lang}
        variant="body2"
        color="text.secondary"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {expanded || !cut ? text : truncate(text, maxLength)}
      </Typography>
      {cut && moreTo && (
        <Button size="small" component={RouterLink} to={moreTo} aria-describedby={describedBy} sx={buttonSx}>
          {moreLabel}
        </Button>
      )}
      {cut && !moreTo && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          aria-describedby={describedBy}
          onClick={onToggle ?? (() => setExpandedHere((open) => !open))}
          sx={buttonSx}
        >
          {expanded ? lessLabel : moreLabel}
        </Button>
      )}
    </>
  );
}
