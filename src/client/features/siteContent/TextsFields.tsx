import TextField from '@mui/material/TextField';
import { missingLanguages, type TextsByLanguage } from '@/common/api/translations';
import { LIMITS } from '@/common/constants';
import type { Language } from '@/common/language';
import { LanguageTabs } from '@/client/components/LanguageTabs';

export interface TextFieldSpec<F extends string> {
  field: F;
  label: string;
  /** A long text of at least this many rows; one line without it. */
  minRows?: number;
  maxLength?: number;
}

interface TextsFieldsProps<F extends string> {
  fields: readonly TextFieldSpec<F>[];
  texts: TextsByLanguage<F>;
  onChange: (texts: TextsByLanguage<F>) => void;
  /** Says which item the fields belong to, in their labels ('Reason 2: Title'). */
  labelPrefix?: string;
}

/** A group of texts in every language, behind 'EN | ID' tabs; switching tabs keeps what was written in each. */
export function TextsFields<F extends string>({ fields, texts, onChange, labelPrefix }: TextsFieldsProps<F>) {
  const setText = (language: Language, field: F, value: string) =>
    onChange({ ...texts, [language]: { ...texts[language], [field]: value } });
  return (
    <LanguageTabs
      missing={missingLanguages(
        texts,
        fields.map(({ field }) => field),
      )}
    >
      {(language) =>
        fields.map(({ field, label, minRows, maxLength }) => (
          <TextField
            key={`${language}-${field}`}
            label={labelPrefix ? `${labelPrefix}: ${label}` : label}
            value={texts[language]?.[field] ?? ''}
            onChange={(event) => setText(language, field, event.target.value)}
            multiline={minRows !== undefined}
            minRows={minRows}
            slotProps={{ htmlInput: { maxLength: maxLength ?? (minRows ? LIMITS.shortText : LIMITS.name) } }}
          />
        ))
      }
    </LanguageTabs>
  );
}
