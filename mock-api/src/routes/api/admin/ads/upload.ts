import type { FastifyRequest } from 'fastify';
import type { AdUpload } from '../../../../domain/ads/ads';
import { ApiError } from '../../../../errors';
import { uploadedBytes } from '../../../../plugins/uploads';

/**
 * The text fields and the illustration of a multipart ad form. A body of
 * another kind carries neither; other files are skipped. A broken multipart
 * body is the sender's mistake: 400, never 500.
 */
export async function adUpload(request: FastifyRequest): Promise<AdUpload> {
  // No prototype: a field named __proto__ is a field like any other.
  const upload: AdUpload = { fields: Object.create(null) as Record<string, string> };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') upload.fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'illustration' && !upload.illustration) {
        const bytes = await uploadedBytes(part);
        // A file input left empty arrives as an empty file: no new picture.
        if (bytes.length > 0) upload.illustration = bytes;
      } else part.file.resume();
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (error instanceof ApiError || (status >= 400 && status < 500)) throw error;
    throw new ApiError(400, 'BAD', { errors: { body: 'validation.value_invalid' } });
  }
  return upload;
}
