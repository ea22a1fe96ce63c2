import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates are the company's (Jakarta), so a page reads the same on the server that renders it and in every browser. */
export const SITE_TIME_ZONE = 'Asia/Jakarta';

/** Formats made so far: making one costs far more than using it, and every card of a list asks for the same. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(
  language: string,
  style: Intl.DateTimeFormatOptions['dateStyle'],
  timeStyle: Intl.DateTimeFormatOptions['timeStyle'],
): Intl.DateTimeFormat {
  const key = `${language}|${style}|${timeStyle ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: style,
      timeStyle,
      timeZone: timeStyle ? undefined : SITE_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats ISO timestamps in the reader's language (e.g. '5 Maret 2024' / 'March 5, 2024'), with the time of day
 * too when `timeStyle` is given (in the reader's own time zone: only the back office shows times); answers
 * undefined for a missing or unreadable date so the caller can say 'Unknown date'.
 */
export function useDateFormatter(
  style: Intl.DateTimeFormatOptions['dateStyle'] = 'long',
  timeStyle?: Intl.DateTimeFormatOptions['timeStyle'],
) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = dateFormat(language, style, timeStyle);
    return (iso: string | null | undefined): string | undefined => {
      if (!iso) return undefined;
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? undefined : format.format(date);
    };
  }, [language, style, timeStyle]);
}
