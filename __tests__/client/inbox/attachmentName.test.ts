import { attachmentName } from '@/client/api/attachment';

describe("a download's file name", () => {
  it('is the quoted name the server gives', () => {
    expect(attachmentName('attachment; filename="enquiries-2026-02-10.csv"', 'enquiries.csv')).toBe(
      'enquiries-2026-02-10.csv',
    );
  });

  it('prefers the UTF-8 name to its plain ASCII stand-in', () => {
    const disposition = `attachment; filename="CV_Ren_.pdf"; filename*=UTF-8''CV%20Ren%C3%A9%20%E6%9D%8E.pdf`;
    expect(attachmentName(disposition, 'cv.pdf')).toBe('CV René 李.pdf');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and to the given name when there is none', () => {
    expect(attachmentName(`attachment; filename="cv.pdf"; filename*=UTF-8''%E6%9D`, 'x.pdf')).toBe('cv.pdf');
    expect(attachmentName('attachment', 'enquiries.csv')).toBe('enquiries.csv');
    expect(attachmentName(null, 'enquiries.csv')).toBe('enquiries.csv');
  });
});
