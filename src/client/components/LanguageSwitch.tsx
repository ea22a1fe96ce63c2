import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../i18n/i18n';
import { useChooseLanguage } from './useChooseLanguage';

/** This page in `language`: the current URL with `?lang=` set, which the server renders in it. */
function useLanguageLink(): (language: Language) => string {
  const { pathname, search, hash } = useLocation();
  return (language) => {
    const query = new URLSearchParams(search);
    query.set('lang', language);
    return `${pathname}?${query.toString()}${hash}`;
  };
}

/** A click the browser should keep for itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 'EN | ID': changes every visible text at once, the content read from the server included, and remembers it. Each
 * choice is a link to the page in its language, so it works before (and without) the page's code too.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  const languageLink = useLanguageLink();
  const onClick = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void choose(language);
  };
  // resolvedLanguage stays unset until the language is changed when the texts come after i18next's init.
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Box
      role="group"
      aria-label={t('common:language.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color }}
    >
      {LANGUAGES.map((language, index) => (
        <Box key={language} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {index > 0 && <span aria-hidden>|</span>}
          <ButtonBase
            component="a"
            href={languageLink(language)}
            hrefLang={language}
            onClick={onClick(language)}
            aria-current={current === language ? 'true' : undefined}
            aria-label={t(`common:language.${language}`)}
            sx={{
              px: 0.75,
              py: 0.5,
              borderRadius: 1,
              color: 'inherit',
              fontWeight: current === language ? 800 : 400,
              textDecoration: current === language ? 'underline' : 'none',
              fontSize: '0.95rem',
            }}
          >
            {language.toUpperCase()}
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
