import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { text } from '@quad/contracts/fields';

const peopleAdmins = callsFor({ app: 'admin', module: 'people' });

export const ZImportError = z.object({
  row: z.number().int().describe('文件中的行号（含表头，从 1 开始）'),
  field: z.string(),
  message: z.string(),
});

export const ZImportJob = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'error']),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int().describe('新建的人数'),
  updated: z.number().int().describe('更新的人数'),
  message: z.string(),
  /** Passwords made up for new people who had neither an initial password nor a number: shown once. */
  passwords: z.array(z.object({ row: z.number().int(), username: z.string(), password: z.string() })),
});

/** Largest people file: some 200,000 rows of CSV. */
export const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;

/**
 * Imports people from an Excel (.xlsx) or CSV file sent in the request (multipart, field `file`;
 * CSV in UTF-8 or GB18030). Every row is checked first; with `mode=all` one bad row imports
 * nothing, with `mode=valid` the good rows are imported and the bad ones reported.
 */
export const importUsers = peopleAdmins.post(
  '/admin/api/users/import',
  '从 Excel（.xlsx）或 CSV 文件导入人员（multipart，字段 file）：先逐行检查，全部正确才导入（或选择只导入正确的行）',
  {
    encoding: 'multipart',
    maxFileBytes: IMPORT_FILE_LIMIT,
    input: z.object({
      mode: z.enum(['all', 'valid'], { error: '导入方式不正确' }).default('all').describe('导入方式'),
    }),
    output: z.object({
      total: z.number().int(),
      errors: z.array(ZImportError),
      /** '' when nothing is being imported (errors with mode=all, or no good row). */
      job_id: z.string(),
    }),
    errors: [10004],
  },
);

export const importStatus = peopleAdmins.about(text('导入任务', 40)).get('/admin/api/users/import-status', '导入进度与结果', {
  output: ZImportJob,
});
