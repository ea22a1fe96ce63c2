import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from '../app/config';
import type { RootState } from '../app/store';
import { uploadProgressed } from '../app/ui/uiSlice';
import { authHeaders } from './authHeaders';

/**
 * Sends a multipart form through XMLHttpRequest so the form can show how much has been sent (the store's
 * `ui.uploadProgress`). Its code loads with the first form sent: only the back office and the job application
 * send files.
 */
export async function sendWithProgress(args: FetchArgs, body: FormData, api: BaseQueryApi) {
  api.dispatch(uploadProgressed(0));
  try {
    const { sendForm } = await import(/* webpackChunkName: "upload" */ './upload');
    return await sendForm(
      `${API_BASE_URL}${args.url}`,
      { method: args.method ?? 'POST', headers: authHeaders(api.getState() as RootState), body },
      (percent) => api.dispatch(uploadProgressed(percent)),
    );
  } finally {
    api.dispatch(uploadProgressed(null));
  }
}
