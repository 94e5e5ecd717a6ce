/** Hands a file made or fetched in the page to the browser's download, under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the download starts after this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands CSV text made in the page to the browser's download. */
export function saveCsvText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
