import { languageCookie, negotiateLanguage } from '@/common/language';

describe('negotiateLanguage', () => {
  it.each([
    ['?lang= over the cookie and the browser', { query: 'en', cookie: 'lang=id', acceptLanguage: 'id' }, 'en'],
    ['the cookie over the browser', { cookie: 'session=1; lang=id', acceptLanguage: 'en' }, 'id'],
    ['a quoted cookie value', { cookie: 'lang="id"' }, 'id'],
    ['the browser when the cookie names nothing known', { cookie: 'lang=fr; other=id', acceptLanguage: 'id' }, 'id'],
    ['the browser when ?lang= names nothing known', { query: 'ID', acceptLanguage: 'id-ID' }, 'id'],
    ['the best q-value, not the first listed', { acceptLanguage: 'en;q=0.3, id;q=0.9' }, 'id'],
    ['the order given between equal q-values', { acceptLanguage: 'id-ID, en' }, 'id'],
    ["'in', Indonesian's former code", { acceptLanguage: 'in' }, 'id'],
    ['the first known language, skipping unknown ones and *', { acceptLanguage: 'fr, *;q=0.9, id;q=0.5' }, 'id'],
    ['a language accepted over one refused with q=0', { acceptLanguage: 'id;q=0, en;q=0.1' }, 'en'],
    ["navigator.languages' order", { acceptLanguage: ['de-DE', 'in-ID', 'en'] }, 'id'],
    ['English when nothing is said', {}, 'en'],
    ['English for a malformed header', { acceptLanguage: ';;,q=,' }, 'en'],
  ] as const)('takes %s', (_case, signals, expected) => {
    expect(negotiateLanguage(signals)).toBe(expected);
  });
});

describe('languageCookie', () => {
  it('keeps the choice for a year on the whole site, sent on links from other sites', () => {
    expect(languageCookie('id')).toBe('lang=id; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
