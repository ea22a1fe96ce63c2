import type { CategoryFields } from '@/common/api/catalogue';
import { serializeTranslations } from './translations';

/** The columns a category's form sets: its description and translations only when it names them. */
export const categoryColumns = (fields: CategoryFields) => ({
  name: fields.name.trim(),
  ...(fields.description !== undefined && { description: fields.description }),
  ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
});
