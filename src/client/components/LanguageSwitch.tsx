import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../app/hooks';
import { chooseContentLanguage } from '../app/ui/chooseLanguage';
import { LANGUAGES, loadTexts, rememberLanguage, type Language } from '../i18n/i18n';

/** 'EN | ID': changes every visible text at once, the content read from the server included, and remembers it. */
export function LanguageSwitch({ color = 'inherit' }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const choose = async (language: Language) => {
    // The other language's texts are a chunk of their own, fetched on the first switch.
    await loadTexts(language);
    void i18n.changeLanguage(language);
    dispatch(chooseContentLanguage(language));
    rememberLanguage(language);
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
            onClick={() => void choose(language)}
            aria-pressed={current === language}
            aria-label={t(`common:language.${language}`)}
            sx={{
              px: 0.75,
              py: 0.5,
              borderRadius: 1,
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
