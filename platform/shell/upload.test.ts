import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';
import { toast } from './dialogs';
import { setupI18n } from './i18n';
import { loadingCount } from './loading';
import { NETWORK_ERROR } from './request';
import { sendFile, upload } from './upload';

vi.mock('./dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(async () => undefined), closePopups: vi.fn() }));

/** An XMLHttpRequest the test drives: upload progress, end of the upload, the answer or a failure. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  opened: string[] = [];
  headers: Record<string, string> = {};
  body?: FormData;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(body: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const FILE = { file: 'abcdefghijklmnopqrstuvwxyz', url: '/site/attach?file=x', thumb: '', name: 'a.png', size: 3, type: 'image/png' };

beforeAll(() => setupI18n('zh'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  loadingCount.set(0);
  vi.mocked(toast).mockClear();
});

describe('upload()', () => {
  it('sends the file as multipart with the XHR header and reports its progress', async () => {
    const progress: number[] = [];
    const done = upload(new Blob(['png']), 'a.png', { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/upload/index']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect((xhr.body?.get('file') as File).name).toBe('a.png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onload?.();
    expect(progress).toEqual([25, 100]);
    // Sent, not yet stored: the loading overlay shows until the answer.
    expect(loadingCount.get()).toBe(1);
    xhr.answer({ e: 0, m: '操作成功', d: FILE });
    await expect(done).resolves.toEqual({ e: 0, m: '操作成功', d: FILE });
    vi.advanceTimersByTime(300);
    expect(loadingCount.get()).toBe(0);
  });

  it('sends a file with its other fields to any multipart call (the people import)', async () => {
    const importCall = defineCall({
      method: 'POST',
      path: '/admin/api/users/import',
      summary: '导入',
      access: 'session',
      encoding: 'multipart',
      input: z.object({ mode: z.string() }),
      output: z.object({ total: z.number() }),
    });
    const done = sendFile(importCall, new Blob(['账号,姓名']), '名单.csv', { mode: 'valid' });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/admin/api/users/import']);
    expect(xhr.body?.get('mode')).toBe('valid');
    expect((xhr.body?.get('file') as File).name).toBe('名单.csv');
    xhr.answer({ e: 0, m: '操作成功', d: { total: 0, errors: [], job_id: '' } });
    await expect(done).resolves.toMatchObject({ e: 0, d: { total: 0 } });
  });

  it('says 网络错误 when the file never arrives', async () => {
    const done = upload(new Blob(['png']), 'a.png');
    FakeXhr.last.upload.onload?.();
    FakeXhr.last.onerror?.();
    await expect(done).resolves.toMatchObject({ e: NETWORK_ERROR, m: '网络错误' });
    expect(toast).toHaveBeenCalledWith('网络错误', 1500);
    vi.advanceTimersByTime(300);
    expect(loadingCount.get()).toBe(0);
  });

  it("hands back the server's refusal", async () => {
    const done = upload(new Blob(['x']), 'a.exe');
    FakeXhr.last.answer({ e: 10022, m: '参数错误', d: { errors: { file: '只能上传图片或文档' } } });
    await expect(done).resolves.toMatchObject({ e: 10022, d: { errors: { file: '只能上传图片或文档' } } });
    expect(toast).not.toHaveBeenCalled();
  });
});
