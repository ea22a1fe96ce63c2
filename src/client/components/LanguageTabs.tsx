import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/common/language';

interface LanguageTabsProps {
  /** Languages in which a text of this group is missing: their tab carries a dot and says so. */
  missing?: readonly Language[];
  /** Languages whose fields have an error from the server: their tab is marked, so the admin finds it. */
  invalid?: readonly Language[];
  /** The fields of one language. Every language's values stay in the form's state, whichever tab is shown. */
  children: (language: Language) => ReactNode;
}

/** 'EN | ID' over a group of translatable fields: one language at a time, none lost when switching. */
export function LanguageTabs({ missing = [], invalid = [], children }: LanguageTabsProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const id = useId();
  const tabId = (of: Language) => `${id}-tab-${of}`;
  const panelId = `${id}-panel`;
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_event, value: Language) => setLanguage(value)}
        aria-label={t('admin:translations.tabsLabel')}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {LANGUAGES.map((tab) => {
          const isMissing = missing.includes(tab);
          const isInvalid = invalid.includes(tab);
          const state = [
            isInvalid ? t('admin:translations.hasErrors') : '',
            isMissing ? t('admin:translations.missingHere') : '',
          ].filter(Boolean);
          return (
            <Tab
              key={tab}
              value={tab}
              id={tabId(tab)}
              aria-controls={panelId}
              aria-label={[t(`common:language.${tab}`), ...state].join(', ')}
              sx={{ minHeight: 40, minWidth: 72 }}
              label={
                <Badge
                  variant="dot"
                  color={isInvalid ? 'error' : 'warning'}
                  invisible={!isMissing && !isInvalid}
                  sx={{ '& .MuiBadge-badge': { right: -6, top: 2 } }}
                >
                  {tab.toUpperCase()}
                </Badge>
              }
            />
          );
        })}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(language)}
        lang={language}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {children(language)}
      </Box>
    </Box>
  );
}
