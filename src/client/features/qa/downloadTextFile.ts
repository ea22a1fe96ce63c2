/** Offers `text` as a file download named `fileName` (the browser saves it; nothing leaves the machine). */
export function downloadTextFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
