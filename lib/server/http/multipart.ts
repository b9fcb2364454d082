// multipart/form-data for API routes that turn off Next's body parser. Everything stays in memory
// (never on disk), and every limit is enforced while the body streams in, so an oversized upload
// is refused as soon as it crosses the limit rather than after it has been read in full; a body
// that declares more than a form within the limits can take is refused before a byte is read.
import type { IncomingMessage } from 'node:http';

import busboy from 'busboy';
import type { ZodType, z } from 'zod';

import { formErrors } from '@/lib/validations/fields';
import { hasRefusedCharacter } from '@/lib/validations/text';

import { declaredLength } from './apiHandler';
import { refusedText } from './cleanInput';
import { HttpError } from './httpError';

export interface UploadedFile {
  fileName: string;
  declaredType: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** The one field that may carry a file. */
  fileField: string;
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** Messages for the file field, shown beside it in the form. */
  messages: { size: string; count: string };
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const MULTIPART = /^multipart\/form-data\s*;/i;

// A boundary and a part's headers (its name, a file name, a type): generous for the forms here.
const PART_OVERHEAD_BYTES = 4096;

/** The most a form within `limits` takes on the wire: its file, its fields, and a boundary and headers for each part. */
const multipartLimitBytes = (limits: Omit<MultipartLimits, 'messages' | 'fileField'>) =>
  limits.maxFileBytes + limits.maxFields * limits.maxFieldBytes + (limits.maxFields + 2) * PART_OVERHEAD_BYTES;

export function parseMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    if (!MULTIPART.test(req.headers['content-type'] ?? '')) {
      reject(new HttpError(415, 'Please send the form as multipart/form-data.'));
      return;
    }
    // A problem with the file, shown beside its field in the form.
    const fileProblem = (status: number, message: string) => new HttpError(status, message, { errors: { [limits.fileField]: message } });
    const tooLarge = () => fileProblem(413, limits.messages.size);
    const maxBytes = multipartLimitBytes(limits);
    if (declaredLength(req) > maxBytes) {
      reject(tooLarge());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        // One extra file is allowed through so that a second file can be reported, not silently dropped.
        limits: {
          files: 2,
          fileSize: limits.maxFileBytes,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: limits.maxFields + 2,
        },
      });
    } catch {
      reject(new HttpError(400, 'The form data could not be read.'));
      return;
    }

    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let settled = false;

    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      // What still arrives is dropped, never kept (sendError, dropRestOfBody).
      req.unpipe(parser);
      reject(error);
    };
    const tooManyFiles = () => fail(fileProblem(400, limits.messages.count));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(400, 'A field is too long.', { errors: { [name]: 'This field is too long.' } }));
      // The text rule, as for a JSON body (cleanInput.ts): a field may hold several lines.
      else if (hasRefusedCharacter(name, 'multiline') || hasRefusedCharacter(value, 'multiline')) fail(refusedText([name]));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        stream.resume();
        fail(new HttpError(400, `Unexpected file field "${name}".`));
        return;
      }
      if (file) {
        stream.resume();
        tooManyFiles();
        return;
      }
      // A file name is one line; a browser never sends control characters in one.
      if (hasRefusedCharacter(info.filename ?? '', 'line')) {
        stream.resume();
        fail(refusedText([name]));
        return;
      }
      const chunks: Buffer[] = [];
      const current: UploadedFile = { fileName: info.filename ?? '', declaredType: info.mimeType, data: Buffer.alloc(0) };
      file = current;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        current.data = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', tooManyFiles);
    parser.on('fieldsLimit', () => fail(new HttpError(400, 'The form has too many fields.')));
    parser.on('partsLimit', () => fail(new HttpError(400, 'The form has too many parts.')));
    parser.on('error', () => fail(new HttpError(400, 'The form data could not be read.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, file });
    });
    req.on('error', () => fail(new HttpError(400, 'The upload was interrupted.')));
    // A streamed body is refused as soon as it passes what the form can take.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail(tooLarge());
    });
    req.pipe(parser);
  });
}

/**
 * The one file of an upload whose form sends nothing else (a picture, a CSV): a missing or empty file is a
 * 400 with `messages.missing` beside the field.
 */
export async function parseSingleFile(
  req: IncomingMessage,
  limits: Pick<MultipartLimits, 'fileField' | 'maxFileBytes'> & { messages: MultipartLimits['messages'] & { missing: string } },
): Promise<UploadedFile> {
  const { file } = await parseMultipart(req, { ...limits, maxFields: 5, maxFieldBytes: 1024 });
  if (!file || file.data.length === 0) {
    throw new HttpError(400, limits.messages.missing, { errors: { [limits.fileField]: limits.messages.missing } });
  }
  return file;
}

/**
 * A form with one required file and fields checked with `schema` (the form's own): every problem, the
 * fields' and a missing file's, in one 400 so the form shows them all at once; nothing is kept.
 */
export async function parseFileForm<S extends ZodType>(
  req: IncomingMessage,
  schema: S,
  limits: MultipartLimits & { messages: MultipartLimits['messages'] & { missing: string } },
): Promise<{ values: z.output<S>; file: UploadedFile }> {
  const { fields, file } = await parseMultipart(req, limits);
  const parsed = schema.safeParse(fields);
  if (parsed.success && file && file.data.length > 0) return { values: parsed.data, file };
  const errors = {
    ...(parsed.success ? {} : formErrors(parsed.error)),
    ...(!file || file.data.length === 0 ? { [limits.fileField]: limits.messages.missing } : {}),
  };
  throw new HttpError(400, Object.values(errors)[0] ?? limits.messages.missing, { errors });
}
