import { compactTranslations, missingLanguages, pickTexts } from '@/common/api/translations';

const FIELDS = ['name', 'description'] as const;

describe('texts in a language, field by field', () => {
  it('answers the language asked for, with no fallback when every text is there', () => {
    const texts = { en: { name: 'Sweetener', description: 'Sweet.' }, id: { name: 'Pemanis', description: 'Manis.' } };
    expect(pickTexts(texts, FIELDS, 'id')).toEqual({
      texts: { name: 'Pemanis', description: 'Manis.' },
      fallback: undefined,
    });
    expect(pickTexts(texts, FIELDS, 'en').texts).toEqual({ name: 'Sweetener', description: 'Sweet.' });
  });

  it('takes a missing or blank text from the other language and names the field', () => {
    const texts = { en: { name: 'Sweetener', description: 'Sweet.' }, id: { name: 'Pemanis', description: '  ' } };
    expect(pickTexts(texts, FIELDS, 'id')).toEqual({
      texts: { name: 'Pemanis', description: 'Sweet.' },
      fallback: { description: 'en' },
    });
  });

  it('falls back from English to Indonesian too, and leaves a text missing everywhere empty', () => {
    const texts = { en: { name: 'Sweetener', description: '' }, id: { description: 'Manis.' } };
    expect(pickTexts(texts, FIELDS, 'en')).toEqual({
      texts: { name: 'Sweetener', description: 'Manis.' },
      fallback: { description: 'id' },
    });
    expect(pickTexts({ en: { name: 'Sweetener' } }, FIELDS, 'id')).toEqual({
      texts: { name: 'Sweetener', description: '' },
      fallback: { name: 'en' },
    });
  });
});

describe('missing translations', () => {
  it('names the languages lacking a text that another language has', () => {
    expect(missingLanguages({ en: { name: 'Sweetener', description: '' }, id: { name: 'Pemanis' } }, FIELDS)).toEqual(
      [],
    );
    expect(
      missingLanguages({ en: { name: 'Sweetener', description: 'Sweet.' }, id: { name: 'Pemanis' } }, FIELDS),
    ).toEqual(['id']);
    expect(
      missingLanguages({ en: { name: 'Sweetener' }, id: { name: 'Pemanis', description: 'Manis.' } }, FIELDS),
    ).toEqual(['en']);
  });

  it('stores only the texts written', () => {
    expect(compactTranslations({ id: { name: 'Pemanis', description: '' } })).toEqual({ id: { name: 'Pemanis' } });
    expect(compactTranslations({ id: { name: ' ' } })).toEqual({});
  });
});
