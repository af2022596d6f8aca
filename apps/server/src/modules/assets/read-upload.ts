import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ASSET_SCOPES, type Asset, MAX_UPLOAD_BYTES } from '@gc/contracts/assets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { badUpload, fileTooLarge } from './asset-errors.ts';

type AssetScope = Asset['scope'];

/** One uploaded file as the form sent it, before its content is checked. */
export type ReceivedUpload = { fileName: string; bytes: Buffer; scope: AssetScope };

/** What the upload form may hold: one file, a few short fields. Anything beyond is refused, never buffered. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 256,
  parts: 5,
  headerPairs: 50,
};
/** Room for the multipart boundaries, part headers and fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const notMultipart = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the file as multipart/form-data in the field "file".');

/** onRequest hook: a body that announces more than the limit is refused before a byte of it is read. */
export async function refuseAnnouncedOversize(request: FastifyRequest) {
  if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw fileTooLarge();
}

/**
 * onSend hook: a refusal sent before the body was read to its end (too large, forbidden, unknown
 * campaign) closes the connection. Otherwise Node would read and discard the rest of the upload,
 * however large, to keep the connection alive.
 */
export async function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400 && !request.raw.readableEnded) reply.header('connection', 'close');
}

/**
 * Reads the multipart body: the field `file` (at most MAX_UPLOAD_BYTES) and an optional `scope`, in
 * either order. A body that grows past the limit (chunked, or a lying Content-Length) is cut off when
 * the file crosses it.
 */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw notMultipart();

  let file: { fileName: string; bytes: Buffer } | undefined;
  let scope: AssetScope = 'campaign';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badUpload(`Send the file in the field "file", not "${part.fieldname}".`);
        file = { fileName: part.filename, bytes: await readWithinLimit(part) };
      } else if (part.fieldname === 'scope') {
        scope = parseScope(part);
      }
      // Any other short field is ignored; MULTIPART_LIMITS bounds how many and how long.
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!file) throw badUpload('Choose a file to upload (the form field "file" is missing).');
  if (file.bytes.length === 0) throw badUpload('The file is empty.');
  return { ...file, scope };
}

async function readWithinLimit(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Busboy stops passing bytes at the limit but would go on parsing (and discarding) the rest of the
  // body until the part ends; destroying the stream stops the parser and leaves the rest unread.
  part.file.once('limit', () => part.file.destroy(fileTooLarge()));
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw fileTooLarge();
  return Buffer.concat(chunks);
}

function parseScope(part: MultipartValue): AssetScope {
  const value = String(part.value);
  const scope = ASSET_SCOPES.find((known) => known === value);
  if (!scope) throw badUpload(`scope must be one of: ${ASSET_SCOPES.join(', ')}.`, 'scope');
  return scope;
}

/** The multipart parser's own errors, as answers with a code and a sentence. */
function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return badUpload('Send one file per upload.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badUpload('The upload form has unexpected fields; send only "file" and "scope".');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    case 'FST_MP_PREMATURE_CLOSE':
      return badUpload('The upload was interrupted. Please try again.');
  }
  // Busboy's parse errors (a malformed body): the client's fault, never a 500.
  if (error instanceof Error && !('statusCode' in error))
    return badUpload(`The upload could not be read: ${error.message}`);
  return error;
}
