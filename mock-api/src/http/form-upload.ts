import { MAX_FORM_UPLOAD_BYTES } from '@quiz/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FormUpload } from '../domain/forms';
import { ApiError } from '../errors';
import { uploadedBytes } from '../plugins/uploads';
import { junkIn } from './input-validator';

/**
 * The largest form: a game carries a picture per question and per picture
 * choice (30 picture questions of 4 choices send about 150 files). Each file
 * keeps the server's 5 MB limit; the whole form is held to MAX_FORM_UPLOAD_BYTES.
 */
export const FORM_LIMITS = { files: 200, fields: 20, fieldSize: 1_000_000, parts: 230 };

/** A spreadsheet of questions: one file, small (a thousand rows weigh about 200 KB). */
export const SHEET_LIMITS = { files: 1, fields: 5, fieldSize: 1000, parts: 6, fileSize: 2_000_000 };

/**
 * The text fields and the non-empty files of a multipart form, by field name.
 * A body of another kind carries neither. A broken multipart body is the
 * sender's mistake: 400, never 500.
 */
export async function formUpload(
  request: FastifyRequest,
  limits: Partial<typeof SHEET_LIMITS> = FORM_LIMITS,
): Promise<FormUpload> {
  // No prototype: a field named __proto__ is a field like any other.
  const upload: FormUpload = {
    fields: Object.create(null) as Record<string, string>,
    files: new Map(),
  };
  if (!request.isMultipart()) return upload;
  let total = 0;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (junkIn(value).length > 0) {
          throw new ApiError(400, 'BAD', {
            errors: { [part.fieldname]: 'validation.value_invalid' },
          });
        }
        upload.fields[part.fieldname] = value;
        continue;
      }
      const bytes = await uploadedBytes(part);
      total += bytes.length;
      if (total > MAX_FORM_UPLOAD_BYTES) {
        throw new ApiError(413, 'BAD', { errors: { body: 'validation.too_large' } });
      }
      // A file input left empty arrives as an empty file: nothing sent.
      if (bytes.length > 0 && !upload.files.has(part.fieldname)) {
        upload.files.set(part.fieldname, bytes);
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (error instanceof ApiError || (status >= 400 && status < 500)) throw error;
    throw new ApiError(400, 'BAD', { errors: { body: 'validation.value_invalid' } });
  }
  return upload;
}
