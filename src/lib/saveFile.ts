/** Hands a downloaded file to the browser as a download named after the file. */
export function saveFile(blob: Blob, fallbackName: string): void {
  const name = blob instanceof File && blob.name && blob.name !== 'descarga' ? blob.name : fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
