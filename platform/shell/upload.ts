import type { CallContract, TCallOutput } from '@quad/contracts/call';
import type { TEnvelope } from '@quad/contracts/envelope';
import { ErrorCode } from '@quad/contracts/errors';
import { uploadFile, type TUploadedFile } from '@quad/contracts/platform-calls';
import { toast } from './dialogs';
import { loadingEnded, loadingStarted } from './loading';
import { compressPhoto } from './photo-compression';
import { callHeaders, handleAnswer, networkFailure, shownByShell, type TRequestOptions } from './request';

export interface TUploadOptions extends Pick<TRequestOptions, 'quiet'> {
  /** Share of the file sent so far, 0–100 (drives the upload progress indicator of spec §2.3). */
  onProgress?: (percent: number) => void;
}

/**
 * Sends one file (field `file`) with the call's other `fields` to a multipart call. The same rules as
 * `request()` once the answer arrives (10013 flow, 系统异常, 网络错误); XHR rather than fetch because
 * only XHR reports upload progress. Once every byte is sent, the loading overlay shows until the
 * server has dealt with the file (images are re-encoded, imports checked row by row).
 */
export function sendFile<C extends CallContract>(call: C, file: Blob, name: string, fields: Record<string, string>, options: TUploadOptions = {}): Promise<TEnvelope<TCallOutput<C>>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let waiting = false;
    const stopWaiting = () => {
      if (waiting) loadingEnded();
      waiting = false;
    };
    xhr.open(call.method, call.path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(callHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => {
      options.onProgress?.(100);
      waiting = true;
      loadingStarted();
    };
    xhr.onload = () => {
      stopWaiting();
      resolve(handleAnswer(call, xhr.status, xhr.responseText, options));
    };
    xhr.onerror = xhr.ontimeout = () => {
      stopWaiting();
      resolve(networkFailure(options));
    };
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', file, name);
    xhr.send(form);
  });
}

/** Uploads one file to `/api/upload/index` and answers the stored file (see `sendFile`). */
export const upload = (file: Blob, name: string, options: TUploadOptions = {}): Promise<TEnvelope<TUploadedFile>> => sendFile(uploadFile, file, name, {}, options);

/** Of the progress shown for a photo, the share its compression takes before the upload. */
const COMPRESSION_SHARE = 0.3;

/**
 * Uploads a file the user picked and answers the stored file, or undefined once the failure was
 * shown: network and system failures by `request()`'s rules, a refused file with the server's reason
 * (the field's own message when it names one). A large photo is made smaller first (`compressPhoto`),
 * one progress for both steps.
 */
export async function uploadPicked(file: File, onProgress: (percent: number) => void): Promise<TUploadedFile | undefined> {
  const photo = await compressPhoto(file, (percent) => onProgress(percent * COMPRESSION_SHARE));
  const sent = photo === file ? 0 : 100 * COMPRESSION_SHARE;
  const answer = await upload(photo, photo.name, { onProgress: (percent) => onProgress(sent + (percent * (100 - sent)) / 100) });
  if (answer.e === ErrorCode.OK) return answer.d;
  const errors = (answer.d as { errors?: Record<string, string> } | undefined)?.errors;
  if (!shownByShell(answer.e)) toast(errors?.file ?? answer.m);
  return undefined;
}
