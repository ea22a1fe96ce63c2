import enAdmin from '../../../locales/en/admin.json';
import idAdmin from '../../../locales/id/admin.json';

/** The back office's texts: their own chunk, loaded with the first admin or sign-in screen. */
export const adminTexts = { en: enAdmin, id: idAdmin } as const;
