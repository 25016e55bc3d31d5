/** Saves a file the server sent under a name, through a link the browser downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started by then; the blob's memory is given back.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
