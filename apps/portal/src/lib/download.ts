/**
 * Saves `content` as a file named `fileName` through the browser's download (a Blob link), so
 * nothing leaves the page and no server round trip is needed.
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the next task; then the Blob can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
