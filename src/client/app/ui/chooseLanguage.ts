import { api, CONTENT_TAGS } from '@/client/api/api';
import type { Language } from '@/common/language';
import type { AppDispatch } from '../store';
import { languageChosen } from './uiSlice';

/** Reads the site's content in `language` from now on: what is on screen is read again in it. */
export const chooseContentLanguage = (language: Language) => (dispatch: AppDispatch) => {
  dispatch(languageChosen(language));
  dispatch(api.util.invalidateTags([...CONTENT_TAGS]));
};
