import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { entityTexts, missingLanguages, type Translations } from '@/common/api/translations';
import type { Language } from '@/common/language';
import { MissingTranslationBadge } from './MissingTranslationBadge';

/** The languages in which some of an admin entity's texts are still missing (see common/api/translations.ts). */
export function missingTranslations<F extends string>(
  entity: Record<F, string> & { translations?: Translations<F> },
  fields: readonly F[],
): Language[] {
  return missingLanguages(entityTexts(entity, entity.translations, fields), fields);
}

/** A list cell or a heading's text followed by its 'ID missing' badge when a translation is incomplete. */
export function WithMissingBadge({ missing, children }: { missing: readonly Language[]; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {children}
      <MissingTranslationBadge missing={missing} />
    </Box>
  );
}
