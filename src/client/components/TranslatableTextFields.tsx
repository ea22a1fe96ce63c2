import Box from '@mui/material/Box';
import { DEFAULT_LANGUAGE, type Language } from '@/common/language';
import { FormTextField } from './FormTextField';
import { LanguageTabs } from './LanguageTabs';
import { MissingTranslationBadge } from './MissingTranslationBadge';
import { languagesWithErrors, type useTranslatableTexts } from './useTranslatableTexts';

export interface TranslatableFieldSpec<F extends string> {
  field: F;
  label: string;
  /** A long text of at least this many rows; one line without it. */
  minRows?: number;
  /** Required in English (the default language); a translation may always be left empty. */
  required?: boolean;
  /** Shown as required, but the form checks it itself. */
  checkedByForm?: boolean;
  /** Marks the English field invalid without a message (the form says what is wrong). */
  invalid?: boolean;
}

interface TranslatableTextFieldsProps<F extends string> {
  fields: readonly TranslatableFieldSpec<F>[];
  texts: ReturnType<typeof useTranslatableTexts<F>>;
  /** The server's messages: `name` for English, `translations.id.name` for a translation. */
  fieldErrors?: Record<string, string>;
  /** Messages the form found itself about English fields (a blank required text). */
  englishErrors?: Partial<Record<F, string>>;
  /** Focuses the first English field when the dialog opens. */
  autoFocus?: boolean;
}

const errorKey = (language: Language, field: string) =>
  language === DEFAULT_LANGUAGE ? field : `translations.${language}.${field}`;

/**
 * An entity form's translatable texts behind 'EN | ID' tabs, with a badge naming the languages still missing.
 * A language whose fields the server refused has its tab marked, and the message sits under the field.
 */
export function TranslatableTextFields<F extends string>({
  fields,
  texts,
  fieldErrors = {},
  englishErrors = {},
  autoFocus,
}: TranslatableTextFieldsProps<F>) {
  const names = fields.map(({ field }) => field);
  const errorOf = (language: Language, field: F): string | undefined =>
    fieldErrors[errorKey(language, field)] ?? (language === DEFAULT_LANGUAGE ? englishErrors[field] : undefined);
  const invalid = languagesWithErrors(fieldErrors, names);
  const englishInvalid = Object.values(englishErrors).some(Boolean) || fields.some((spec) => spec.invalid);
  if (englishInvalid && !invalid.includes(DEFAULT_LANGUAGE)) invalid.push(DEFAULT_LANGUAGE);
  return (
    <Box>
      {texts.missing.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <MissingTranslationBadge missing={texts.missing} />
        </Box>
      )}
      <LanguageTabs missing={texts.missing} invalid={invalid}>
        {(language) =>
          fields.map(({ field, label, minRows, required, checkedByForm, invalid: englishInvalid }, index) => {
            const english = language === DEFAULT_LANGUAGE;
            return (
              <FormTextField
                key={`${language}-${field}`}
                label={label}
                value={texts.textOf(language, field)}
                onChange={(value) => texts.setText(language, field, value)}
                required={english && required}
                checkedByForm={english && checkedByForm}
                invalid={english && englishInvalid}
                autoFocus={autoFocus && english && index === 0}
                minRows={minRows}
                error={errorOf(language, field)}
              />
            );
          })
        }
      </LanguageTabs>
    </Box>
  );
}

/**
 * The required English texts left blank, each with `message`: the browser cannot stop the submit when their tab
 * is not the one shown, so the form checks them itself.
 */
export function blankEnglishTexts<F extends string>(
  fields: readonly TranslatableFieldSpec<F>[],
  english: Record<F, string>,
  message: string,
): Partial<Record<F, string>> {
  return Object.fromEntries(
    fields.filter(({ field, required }) => required && !english[field].trim()).map(({ field }) => [field, message]),
  ) as Partial<Record<F, string>>;
}
