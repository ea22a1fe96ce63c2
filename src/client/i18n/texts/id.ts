import common from '../../../../locales/id/common.json';
import publicTexts from '../../../../locales/id/public.json';
import validation from '../../../../locales/id/validation.json';

/** The Indonesian texts every page needs: a chunk of their own, so a visitor downloads one language. */
export const texts = { common, public: publicTexts, validation };
