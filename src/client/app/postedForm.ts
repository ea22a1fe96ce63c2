import { createSlice } from '@reduxjs/toolkit';
import type { PostedForm } from '@/common/posted-form';

export type PostedFormState = PostedForm | null;

/**
 * A form the visitor posted without JavaScript, which the server answered by drawing its page (src/client/server.tsx
 * preloads it): the form starts from it, and hydrating finds the same markup. Forgotten once the form has read it.
 */
const postedFormSlice = createSlice({
  name: 'postedForm',
  initialState: null as PostedFormState,
  reducers: {
    postedFormRead: () => null,
  },
});

export const { postedFormRead } = postedFormSlice.actions;
export const postedFormReducer = postedFormSlice.reducer;
