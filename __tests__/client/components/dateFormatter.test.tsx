import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { createI18n, type Language } from '@/client/i18n/i18n';

function formatterIn(language: Language, style?: Intl.DateTimeFormatOptions['dateStyle']) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useDateFormatter(style), { wrapper }).result.current;
}

// 20:30 UTC on 5 March is already 6 March in Jakarta, whose dates the site shows.
const LATE_EVENING_UTC = '2024-03-05T20:30:00Z';

describe('dates as the site shows them', () => {
  it("reads the company's date in the reader's language", () => {
    expect(formatterIn('en')(LATE_EVENING_UTC)).toBe('March 6, 2024');
    expect(formatterIn('id')(LATE_EVENING_UTC)).toBe('6 Maret 2024');
  });

  it('keeps each language and style apart once formats are reused', () => {
    expect(formatterIn('en', 'medium')(LATE_EVENING_UTC)).toBe('Mar 6, 2024');
    expect(formatterIn('id', 'medium')(LATE_EVENING_UTC)).toBe('6 Mar 2024');
    expect(formatterIn('en')(LATE_EVENING_UTC)).toBe('March 6, 2024');
  });

  it('answers nothing for a missing or unreadable date', () => {
    const format = formatterIn('en');
    expect(format(null)).toBeUndefined();
    expect(format('')).toBeUndefined();
    expect(format('not a date')).toBeUndefined();
  });
});
