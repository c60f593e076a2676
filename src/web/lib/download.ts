// Saves text produced in the browser as a file the user downloads.

export function downloadTextFile(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `newsdeck-lookup-2026-11-14T06-00-00` style names: sortable, and valid on every file system. */
export function timestampedFileName(base: string, extension: string, now: Date = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return `${base}-${stamp}.${extension}`;
}
