import type { FieldChange } from '@/common/api/activity';
import { truncate } from '@/common/text';
import type { Translate } from '../api/errors';

/** The fields the activity log names in words; any other shows as its path (`emails.sales`). */
const LABELLED_FIELDS = new Set([
  'name',
  'title',
  'subtitle',
  'description',
  'position',
  'content',
  'author',
  'status',
  'image',
  'product_image',
  'article_image',
  'gallery_image',
  'image_url',
  'logo',
  'link',
  'button_label',
  'button_link',
  'alt_text',
  'category_id',
  'category_name',
  'grade',
  'appearance',
  'packaging',
  'origin',
  'shelf_life',
  'storage',
  'cas_number',
  'e_number',
  'inci_name',
  'certifications',
  'industries',
  'applications',
  'documents',
  'companyName',
  'shortName',
  'whatsapp',
  'timeZone',
  'branches',
  'social',
  'intro',
  'vision',
  'mission',
  'milestones',
  'heroTitle',
  'heroText',
  'reasons',
  'figures',
]);

/**
 * A text in one language: `translations.<language>.<field>` of an entity, `texts.<language>.<field>` of a document
 * (`headOffice.texts.id.address` inside one of its parts).
 */
const TRANSLATED_FIELD = /^(?:(.+)\.)?(?:translations|texts)\.([a-z]{2,3})\.([^.]+)$/;

/** How long a before or after value may be before it is cut. */
const VALUE_LENGTH = 60;

const nameOf = (field: string, t: Translate) =>
  LABELLED_FIELDS.has(field) ? t(`admin:activity.fields.${field}`) : field;

/** A changed field as people call it: 'description', 'description (ID)' for a translation, else its path. */
export function fieldLabel(field: string, t: Translate): string {
  const translated = TRANSLATED_FIELD.exec(field);
  if (!translated) return nameOf(field, t);
  const [, part, language = '', name = ''] = translated;
  const label = part ? `${part}.${nameOf(name, t)}` : nameOf(name, t);
  return t('admin:activity.fieldInLanguage', { field: label, language: language.toUpperCase() });
}

/**
 * A value before or after a change: a text quoted and cut when long, '(empty)' for none. `whole` gives a text as it
 * is, for a view that has room for it (two revisions side by side).
 */
export function valueText(value: FieldChange['before'], t: Translate, { whole = false } = {}): string {
  if (value === null || value === '') return t('admin:activity.emptyValue');
  if (typeof value === 'boolean') return t(value ? 'admin:activity.yes' : 'admin:activity.no');
  if (typeof value === 'number') return String(value);
  return whole ? value : `'${truncate(value, VALUE_LENGTH)}'`;
}

/** "Description (ID): 'Pemanis' → 'Pemanis rendah kalori'". */
export const changeText = (change: FieldChange, t: Translate): string =>
  t('admin:activity.change', {
    field: fieldLabel(change.field, t),
    before: valueText(change.before, t),
    after: valueText(change.after, t),
  });
