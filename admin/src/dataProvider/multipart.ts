/** A picture as react-admin's ImageInput holds it: a new file has its rawFile. */
export interface PictureValue {
  rawFile?: File;
  src?: string;
  title?: string;
}

function newFile(value: unknown): File | null {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  const raw = (value as PictureValue | null | undefined)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : null;
}

/**
 * A multipart body: the text fields always, each picture only when a new file was
 * chosen (spec section 5: "a picture is sent only if a new file was chosen"), so an
 * edit that keeps a picture leaves it untouched on the server.
 */
export function multipartBody(
  data: Record<string, unknown>,
  fields: readonly string[],
  pictures: readonly string[],
): FormData {
  const body = new FormData();
  for (const field of fields) {
    const value = data[field];
    if (value !== undefined && value !== null) body.append(field, String(value));
  }
  for (const field of pictures) {
    const file = newFile(data[field]);
    if (file) body.append(field, file, file.name);
  }
  return body;
}
