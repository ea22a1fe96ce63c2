import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { companyTimeZone } from '@/common/time-zone';
import { useSiteSettings } from '../app/siteSettings';

/** Formats made so far: making one costs far more than using it, and every card of a list asks for the same. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(
  language: string,
  timeZone: string,
  style: Intl.DateTimeFormatOptions['dateStyle'],
  timeStyle: Intl.DateTimeFormatOptions['timeStyle'],
): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${style}|${timeStyle ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: style, timeStyle, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats ISO timestamps in the reader's language (e.g. '5 Maret 2024' / 'March 5, 2024'), with the time of day
 * too when `timeStyle` is given. Dates and times are the company's, in the time zone of Site settings, so a page
 * reads the same on the server that renders it, in every browser and in the back office. Answers undefined for a
 * missing or unreadable date so the caller can say 'Unknown date'.
 */
export function useDateFormatter(
  style: Intl.DateTimeFormatOptions['dateStyle'] = 'long',
  timeStyle?: Intl.DateTimeFormatOptions['timeStyle'],
) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = companyTimeZone(useSiteSettings()?.timeZone);
  return useMemo(() => {
    const format = dateFormat(language, timeZone, style, timeStyle);
    return (iso: string | null | undefined): string | undefined => {
      if (!iso) return undefined;
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? undefined : format.format(date);
    };
  }, [language, timeZone, style, timeStyle]);
}
