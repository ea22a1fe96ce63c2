import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { errorMessage, fieldErrors } from '@/client/api/errors';
import { createI18n, LANGUAGES, loadAdminTexts } from '@/client/i18n/i18n';
import enAdmin from '../../../locales/en/admin.json';
import en from '../../../locales/en/validation.json';
import idAdmin from '../../../locales/id/admin.json';
import id from '../../../locales/id/validation.json';

const locales = { en, id } as const;
/** The codes only the back office meets, with its texts. */
const adminLocales = { en: enAdmin, id: idAdmin } as const;

/** A code's text, or its plural forms' (`_one`/`_other`) when the text counts something. */
const hasText = (texts: Record<string, string>, key: string) => key in texts || `${key}_other` in texts;

describe('error codes in both languages', () => {
  it.each(LANGUAGES)('every code the server can answer has a text in %s, in one place only', (language) => {
    const codes: Record<string, string> = locales[language].codes;
    const adminCodes: Record<string, string> = adminLocales[language].errorCodes;
    expect(Object.values(ERROR_CODES).filter((code) => !hasText(codes, code) && !hasText(adminCodes, code))).toEqual(
      [],
    );
    expect(Object.keys(adminCodes).filter((code) => hasText(codes, code))).toEqual([]);
  });

  it.each(LANGUAGES)('every field problem code has a text in %s', (language) => {
    const fields: Record<string, string> = locales[language].fields;
    expect(Object.values(FIELD_PROBLEMS).filter((problem) => !hasText(fields, problem))).toEqual([]);
  });
});

describe('errorMessage and fieldErrors', () => {
  const { t } = createI18n('id');
  const answer = (status: number, body: object) => ({ status, data: { error: true, ...body } });

  it('translates the code with its params, never showing the English message', () => {
    const refusal = answer(429, {
      message: 'Too many requests. Please try again in 1 minute.',
      code: 'RATE_LIMITED',
      params: { seconds: 42 },
    });
    expect(errorMessage(refusal, t)).toBe('Terlalu banyak permintaan. Silakan coba lagi dalam 42 detik.');
  });

  it('falls back to a generic translated text for a code it does not know', () => {
    expect(errorMessage(answer(418, { message: 'I am a teapot', code: 'TEAPOT' }), t)).toBe(
      'Terjadi kesalahan. Silakan coba lagi.',
    );
    expect(fieldErrors(answer(400, { message: 'Bad', code: 'VALIDATION', fields: { name: 'sparkly' } }), t)).toEqual({
      name: 'Nilai ini tidak valid.',
    });
  });

  it('finds the texts of the back office’s own codes with its texts', async () => {
    await loadAdminTexts();
    expect(errorMessage(answer(409, { message: 'Last', code: 'LAST_ADMINISTRATOR' }), t)).toBe(
      idAdmin.errorCodes.LAST_ADMINISTRATOR,
    );
  });

  it('translates network failures', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, t)).toBe(
      'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
    );
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, t)).toBe(
      'Server terlalu lama menjawab. Silakan coba lagi.',
    );
  });

  it('translates each field problem code', () => {
    const refusal = answer(400, {
      message: 'Invalid',
      code: 'VALIDATION',
      fields: { name: 'blank', title: 'too_long' },
    });
    expect(fieldErrors(refusal, t)).toEqual({
      name: 'Kolom ini tidak boleh hanya berisi spasi.',
      title: 'Isian ini terlalu panjang.',
    });
  });
});
