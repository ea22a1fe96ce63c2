import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { formatFileSize } from '@/common/file-size';
import { useFileSize } from '@/client/components/useFileSize';
import { createI18n, type Language } from '@/client/i18n/i18n';

function fileSizeIn(language: Language) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useFileSize(), { wrapper }).result.current;
}

describe('file sizes as the site shows them', () => {
  it('shows a file under a megabyte in kilobytes, never as 0.0 MB', () => {
    expect(fileSizeIn('en')(2 * 1024)).toBe('2 kB');
    expect(fileSizeIn('en')(13)).toBe('1 kB');
    expect(fileSizeIn('id')(700 * 1024)).toBe('700 kB');
  });

  it("shows a megabyte and more in megabytes, in the reader's way of writing numbers", () => {
    expect(fileSizeIn('en')(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(fileSizeIn('id')(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });

  it('is the same formatter the mails use', () => {
    expect(formatFileSize(2 * 1024, 'en')).toBe(fileSizeIn('en')(2 * 1024));
  });
});
