/** A file part of a multipart form. */
export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body of several parts, text fields and files, encoded
 * by the platform's own FormData as a browser would send it; ready for
 * app.inject's payload and headers.
 */
export async function formData(parts: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.contentType }), value.filename);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
