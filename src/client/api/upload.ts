import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type UploadResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress, and
 * answers in fetchBaseQuery's result shape so the api treats it like any other call.
 */
export function sendForm(
  url: string,
  { method, headers, body }: { method: string; headers: Headers; body: FormData },
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let data: unknown = request.responseText;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        if (request.status < 400) {
          resolve({
            error: {
              status: 'PARSING_ERROR',
              originalStatus: request.status,
              data: request.responseText,
              error: 'Unreadable answer',
            },
          });
          return;
        }
      }
      resolve(request.status >= 200 && request.status < 300 ? { data } : { error: { status: request.status, data } });
    };
    request.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } });
    request.send(body);
  });
}

/** A form field's value: text, a file, or an object sent as JSON text (the texts of other languages). */
export type FormValue = string | number | Blob | object | null | undefined;

/** FormData from a record; undefined and null entries are left out (e.g. an image the user did not change). */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}
