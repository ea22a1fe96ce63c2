import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@/common/constants';

/** 52 px boxes with 10 px gaps: wider screens keep the boxes at that size. */
const OTP_MAX_ROW_WIDTH = OTP_LENGTH * 52 + (OTP_LENGTH - 1) * 10;

export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The id of the text that names the whole group. */
  labelledBy: string;
  /** The id of the text that describes a problem with the code, if any. */
  describedBy?: string;
  error?: boolean;
}

/**
 * Six one-digit boxes: only digits are taken; typing moves to the next box; pasting (or the browser filling in)
 * a code spreads it over the boxes; Backspace on an empty box goes back; arrow keys move between boxes.
 */
export function OtpInput({ digits, onChange, labelledBy, describedBy, error }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Writes `incoming` digits from box `start` on and focuses the box after the last one written. */
  const spread = (start: number, incoming: string) => {
    const from = incoming.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    const written = incoming.slice(0, OTP_LENGTH - from).split('');
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + written.length);
  };

  const typed = (index: number, raw: string) => {
    if (raw === '') {
      onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    if (!/^\d+$/.test(raw)) return;
    // A digit typed next to the one already there (not over it) arrives as two characters.
    const current = digits[index] ?? '';
    const value = raw.length === 2 && current && raw.includes(current) ? raw.replace(current, '') || current : raw;
    spread(index, value);
  };

  const pasted = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').replace(/\s+/g, '');
    if (/^\d+$/.test(text)) spread(index, text);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'flex', gap: { xs: 0.75, sm: 1.25 }, width: '100%', maxWidth: OTP_MAX_ROW_WIDTH }}
    >
      {digits.map((digit, index) => (
        <OutlinedInput
          key={index}
          value={digit}
          error={error}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => typed(index, event.target.value)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => pasted(index, event)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => keyDown(index, event)}
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              'aria-label': t('admin:password.otpDigit', { index: index + 1, total: OTP_LENGTH }),
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
            },
          }}
          // The boxes share the row's width, so six of them fit a 360 px phone's card without a sideways scroll.
          sx={{
            flex: '1 1 0',
            minWidth: 0,
            '& input': { textAlign: 'center', fontSize: '1.4rem', fontWeight: 700, px: 0, py: 1.25 },
          }}
        />
      ))}
    </Box>
  );
}
