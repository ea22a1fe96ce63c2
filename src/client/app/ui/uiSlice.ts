import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryCollection } from '@/common/api/activity';
import { TOAST_DEFAULT_MS } from '@/common/constants';
import { DEFAULT_LANGUAGE, type Language } from '@/common/language';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** An item just deleted, which is in the trash: its toast offers to restore it. */
export interface DeletedItem {
  collection: HistoryCollection;
  id: number;
}

/** A toast waiting to be shown. It holds a translation key, so it stays serialisable and follows the language. */
export interface Toast {
  id: string;
  key: string;
  params?: Record<string, string | number>;
  variant: ToastVariant;
  durationMs: number;
  /** The item a deletion's toast offers to undo the deletion of (an 'Undo' button while it shows). */
  undo?: DeletedItem;
}

export interface ModalState {
  name: string;
  entityId?: number;
}

export interface UiState {
  mobileMenuOpen: boolean;
  modal: ModalState | null;
  toasts: Toast[];
  /** Percent sent of the upload under way, or null when none is. */
  uploadProgress: number | null;
  /** The language the site's content is read in (the API's `?lang=`); it follows the language switch. */
  language: Language;
}

export const initialUiState: UiState = {
  mobileMenuOpen: false,
  modal: null,
  toasts: [],
  uploadProgress: null,
  language: DEFAULT_LANGUAGE,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    modalOpened(state, action: PayloadAction<ModalState>) {
      state.modal = action.payload;
    },
    modalClosed(state) {
      state.modal = null;
    },
    notify: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare: (toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }) => ({
        payload: { ...toast, durationMs: toast.durationMs ?? TOAST_DEFAULT_MS, id: nanoid() },
      }),
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    uploadProgressed(state, action: PayloadAction<number | null>) {
      state.uploadProgress = action.payload;
    },
    toastShown(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const {
  mobileMenuToggled,
  mobileMenuClosed,
  modalOpened,
  modalClosed,
  notify,
  toastShown,
  uploadProgressed,
  languageChosen,
} = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
