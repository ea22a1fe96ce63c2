/** A file the app handed to the browser as a download: the name it gave and the bytes. */
export interface SavedFile {
  name: string;
  text: () => Promise<string>;
}

/**
 * Catches the downloads the app starts (an object URL behind a clicked `<a download>`, which jsdom cannot follow),
 * until the returned `restore` is called.
 */
export function catchDownloads(): { saved: SavedFile[]; restore: () => void } {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  const { click } = HTMLAnchorElement.prototype;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/download-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  HTMLAnchorElement.prototype.click = function clickDownload(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!this.download || !blob) return click.call(this);
    saved.push({ name: this.download, text: () => blob.text() });
  };
  return {
    saved,
    restore() {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}
