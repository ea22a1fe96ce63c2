import common from '../../../../locales/en/common.json';
import publicTexts from '../../../../locales/en/public.json';
import validation from '../../../../locales/en/validation.json';

/** The English texts every page needs: a chunk of their own, so a visitor downloads one language. */
export const texts = { common, public: publicTexts, validation };
