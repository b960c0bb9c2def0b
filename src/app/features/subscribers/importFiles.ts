/**
 * The file chosen for an import stays out of the store (state and actions are serialisable):
 * the screen parks it here under a key, the upload saga takes it out.
 */
const files = new Map<string, Blob>();
let next = 0;

export function parkImportFile(file: Blob): string {
  const key = `import-file-${++next}`;
  files.set(key, file);
  return key;
}

export function takeImportFile(key: string): Blob | undefined {
  const file = files.get(key);
  files.delete(key);
  return file;
}
