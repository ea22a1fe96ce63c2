import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The language the visitor reads the site's content in: every content read asks for it. */
export const useContentLanguage = () => useAppSelector((state) => state.ui.language);
