/**
 * The file name an answer's `content-disposition` gives (RFC 6266: the UTF-8 `filename*` before the plain
 * `filename`), else `fallback`.
 */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below, when there is one, is still good.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/** Hands a file to the browser as a download: a temporary object URL behind a temporary `<a download>`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released on a later task: a browser may start reading the URL only after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A fetchBaseQuery `responseHandler` for a file that needs the admin's token (so no plain link can fetch it): a
 * successful answer is saved as a download and the request's result is only the file's name, which keeps the store
 * serialisable; a failed one is read as the usual error answer.
 */
export const saveAttachment =
  (fallbackName: string) =>
  async (response: Response): Promise<unknown> => {
    if (!response.ok) {
      return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
    }
    const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
    saveFile(await response.blob(), name);
    return name;
  };
