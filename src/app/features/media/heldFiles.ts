/**
 * Files the user chose, held outside the store until their upload saga takes them: a File is
 * not serialisable, so actions carry only its upload id, name and size (ARCHITECTURE.md).
 */
const held = new Map<string, File>();
let counter = 0;

/** Keeps `file` for the upload saga; answers the id its upload action names. */
export function holdFile(file: File): string {
  counter += 1;
  const uploadId = `upload-${Date.now().toString(36)}-${counter}`;
  held.set(uploadId, file);
  return uploadId;
}

/** Hands the held file over once (and forgets it). */
export function takeHeldFile(uploadId: string): File | undefined {
  const file = held.get(uploadId);
  held.delete(uploadId);
  return file;
}
