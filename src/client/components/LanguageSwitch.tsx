import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../app/hooks';
import { chooseContentLanguage } from '../app/ui/chooseLanguage';
import { LANGUAGES, rememberLanguage, type Language } from '../i18n/i18n';

/** 'EN | ID': changes every visible text at once, the content read from the server included, and remembers it. */
export function LanguageSwitch({ color = 'inherit' }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    dispatch(chooseContentLanguage(language));
    rememberLanguage(language);
  };
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
            onClick={() => choose(language)}
            aria-pressed={i18n.resolvedLanguage === language}
            aria-label={t(`common:language.${language}`)}
            sx={{
              px: 0.75,
              py: 0.5,
              borderRadius: 1,
              fontWeight: i18n.resolvedLanguage === language ? 800 : 400,
              textDecoration: i18n.resolvedLanguage === language ? 'underline' : 'none',
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
