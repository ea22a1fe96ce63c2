import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH } from '@/common/constants';
import { paths } from '@/common/routes';
import { SearchSuggestions } from './SearchSuggestions';
import { useSiteSearchBox } from './useSiteSearchBox';

/**
 * The site search of the top bar: a field from large screens on; below that a button that unfolds the field over
 * the bar. Hits show in a popup as the visitor types.
 */
export function SiteSearch() {
  const { t } = useTranslation();
  /** Whether the field is unfolded on a narrow screen (wide screens always show it). */
  const [unfolded, setUnfolded] = useState(false);
  const openButton = useRef<HTMLAnchorElement>(null);
  const field = useRef<HTMLInputElement>(null);
  /** Whether folding the field hands the focus back to the button (which is hidden until the field folds). */
  const focusButtonOnFold = useRef(false);
  const fold = () => {
    if (!unfolded) return;
    focusButtonOnFold.current = true;
    setUnfolded(false);
  };
  const box = useSiteSearchBox({ onDismiss: fold });

  useEffect(() => {
    if (unfolded) field.current?.focus();
    else if (focusButtonOnFold.current) openButton.current?.focus();
    focusButtonOnFold.current = false;
  }, [unfolded]);

  // The server's field takes keys before this code has come; once it runs, what was typed there is searched.
  const { adoptTyped } = box;
  useEffect(() => {
    const input = field.current;
    if (input?.value) adoptTyped(input.value, document.activeElement === input);
  }, [adoptTyped]);

  return (
    <>
      {/* A link to the results page until this code runs (or without it); then it unfolds the field. */}
      <IconButton
        ref={openButton}
        href={paths.search}
        aria-label={t('public:search.open')}
        onClick={(event) => {
          event.preventDefault();
          setUnfolded(true);
        }}
        sx={{ display: { xs: unfolded ? 'none' : 'inline-flex', lg: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {/* A search form for the results page: Enter searches there before this code has come, or without it. */}
      <Box
        component="form"
        method="get"
        action={paths.search}
        role="search"
        aria-label={t('public:search.label')}
        onSubmit={(event) => event.preventDefault()}
        onBlur={box.onBlur}
        sx={{
          display: { xs: unfolded ? 'flex' : 'none', lg: 'flex' },
          alignItems: 'center',
          gap: 1,
          position: { xs: 'absolute', lg: 'relative' },
          inset: { xs: 0, lg: 'auto' },
          zIndex: 1,
          px: { xs: 2, lg: 0 },
          bgcolor: 'background.paper',
          width: { lg: 240 },
        }}
      >
        {/* OutlinedInput, not TextField: TextField brings Select, Menu and Popover into every public page. */}
        <OutlinedInput
          inputRef={field}
          name="q"
          type="search"
          placeholder={t('public:search.placeholder')}
          size="small"
          fullWidth
          autoComplete="off"
          value={box.text}
          onChange={(event) => box.onTextChange(event.target.value)}
          onFocus={box.onFocus}
          slotProps={{
            input: {
              ...box.inputProps,
              'aria-label': t('public:search.label'),
              maxLength: SEARCH_QUERY_MAX_LENGTH,
            },
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
        <IconButton aria-label={t('public:search.close')} onClick={fold} sx={{ display: { lg: 'none' } }}>
          <CloseIcon />
        </IconButton>
        {box.popupShown && <SearchSuggestions box={box} />}
      </Box>
    </>
  );
}
