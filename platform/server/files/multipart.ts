import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../errors';
import { readParams } from '../http/params';
import { tooLarge, type TIncomingFile } from './upload-service';

const NO_FILE = '请选择要上传的文件';

/**
 * A multipart call's parameters (query and form fields, read like any call's) and its one file;
 * whatever field name the client gave the file is accepted (`file` is what our pages send). A body
 * that is not multipart has parameters only. A file over `limit` is refused in the user's terms.
 */
export async function readMultipart(request: FastifyRequest, limit: number): Promise<{ params: Record<string, unknown>; file?: TIncomingFile }> {
  const params = readParams(request);
  if (!request.isMultipart()) return { params };
  let file: TIncomingFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit } })) {
      if (part.type === 'file') file = { field: 'file', name: part.filename, data: await part.toBuffer() };
      else params[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('file', limit);
    // Anything else here is a body that is not well-formed multipart: the client's mistake.
    throw invalid({ file: '上传的内容格式不正确，请重新选择文件' });
  }
  return { params, file };
}

/** The call's file, or the user told to choose one. */
export function requireFile(file: TIncomingFile | undefined): TIncomingFile {
  if (!file) throw invalid({ file: NO_FILE });
  return file;
}
