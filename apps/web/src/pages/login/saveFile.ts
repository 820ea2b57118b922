/** Hands a downloaded file to the browser's download (the name from Content-Disposition). */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
