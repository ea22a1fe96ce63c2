import { saveFile } from '@/client/api/attachment';

/** Offers `text` as a file download named `fileName` (the browser saves it; nothing leaves the machine). */
export function downloadTextFile(fileName: string, text: string, type = 'application/json'): void {
  saveFile(new Blob([text], { type }), fileName);
}
