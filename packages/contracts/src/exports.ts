import { z } from 'zod';
import { signedIn } from './call';
import { text } from './fields';

/**
 * An export built in the background: the console starts it, polls it for rows done out of the total,
 * then downloads the file. Only the person who started it sees it, on the site where they started it.
 */
export const ZExportJob = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'error']).describe('状态：进行中、已完成、失败'),
  total: z.number().int().describe('要导出的行数'),
  done: z.number().int().describe('已导出的行数'),
  file_name: z.string().describe('文件名'),
  size: z.number().int().describe('文件大小（字节），完成前为 0'),
  expires: z.number().int().describe('任务与文件保留到何时（结束后才有，此后删除）'),
  message: z.string().describe('失败的原因'),
});
export type TExportJob = z.infer<typeof ZExportJob>;

/**
 * Starts an export in the background. `path` is the export's own download address (what a plain link
 * would fetch, e.g. `/admin/api/users/export`) and `query` its query parameters; the same permission
 * applies as to the link.
 */
export const startExport = signedIn.post('/api/exports/start', '在后台生成导出文件（导出地址与参数同直接下载），返回任务及进度', {
  encoding: 'json',
  input: z.object({
    path: text('导出地址', 200),
    query: z.record(z.string(), z.string().max(500)).default({}).describe('导出地址的查询参数'),
  }),
  output: ZExportJob,
  errors: [10003, 10004],
});

export const exportStatus = signedIn.about(text('导出任务', 40)).get('/api/exports/status', '后台导出的进度（本人发起的任务）', {
  output: ZExportJob,
});

/** Not a call: `GET /api/exports/file?id=` answers the finished file (or an envelope refusing it). */
export const EXPORT_FILE_PATH = '/api/exports/file';
