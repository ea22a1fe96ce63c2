import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { SiteSettingsProvider } from '@/client/app/siteSettings';
import { makeStore } from '@/client/app/store';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { siteApi } from '@/client/features/siteContent/siteApi';
import { createI18n, type Language } from '@/client/i18n/i18n';
import { siteSettings } from '../../fixtures/client/site';

/** A formatter as a page has it, with Site settings naming `timeZone` (none: a site that never set one). */
async function formatterIn(
  language: Language,
  style?: Intl.DateTimeFormatOptions['dateStyle'],
  timeStyle?: Intl.DateTimeFormatOptions['timeStyle'],
  timeZone?: string,
) {
  const i18n = createI18n(language);
  const store = makeStore();
  await store.dispatch(
    siteApi.util.upsertQueryData('getSite', { language: store.getState().ui.language }, { ...siteSettings, timeZone }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SiteSettingsProvider>{children}</SiteSettingsProvider>
      </I18nextProvider>
    </Provider>
  );
  return renderHook(() => useDateFormatter(style, timeStyle), { wrapper }).result.current;
}

// 20:30 UTC on 5 March is already 6 March in Jakarta, whose dates the site shows.
const LATE_EVENING_UTC = '2024-03-05T20:30:00Z';

describe('dates as the site shows them', () => {
  it("reads the company's date in the reader's language", async () => {
    expect((await formatterIn('en'))(LATE_EVENING_UTC)).toBe('March 6, 2024');
    expect((await formatterIn('id'))(LATE_EVENING_UTC)).toBe('6 Maret 2024');
  });

  it('keeps each language and style apart once formats are reused', async () => {
    expect((await formatterIn('en', 'medium'))(LATE_EVENING_UTC)).toBe('Mar 6, 2024');
    expect((await formatterIn('id', 'medium'))(LATE_EVENING_UTC)).toBe('6 Mar 2024');
    expect((await formatterIn('en'))(LATE_EVENING_UTC)).toBe('March 6, 2024');
  });

  it("shows times in the company's time zone too, not the browser's", async () => {
    expect((await formatterIn('en', 'medium', 'short'))(LATE_EVENING_UTC)).toBe('Mar 6, 2024, 3:30 AM');
  });

  it('reads dates and times in the time zone Site settings name, the default for one it does not know', async () => {
    expect((await formatterIn('en', 'medium', 'short', 'UTC'))(LATE_EVENING_UTC)).toBe('Mar 5, 2024, 8:30 PM');
    expect((await formatterIn('en', 'long', undefined, 'UTC'))(LATE_EVENING_UTC)).toBe('March 5, 2024');
    expect((await formatterIn('en', 'long', undefined, 'Asia/Jayapura'))('2024-03-05T15:30:00Z')).toBe('March 6, 2024');
    expect((await formatterIn('en', 'long', undefined, 'Nowhere/Atlantis'))(LATE_EVENING_UTC)).toBe('March 6, 2024');
  });

  it('answers nothing for a missing or unreadable date', async () => {
    const format = await formatterIn('en');
    expect(format(null)).toBeUndefined();
    expect(format('')).toBeUndefined();
    expect(format('not a date')).toBeUndefined();
  });
});
