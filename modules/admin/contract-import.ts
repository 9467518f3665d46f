import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';

const people = { app: 'admin', module: 'people' } as const;

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

/**
 * Imports people from an uploaded Excel file (`file`: the id `/api/upload/index` answered) or CSV
 * text. Every row is checked first; with `mode=all` one bad row imports nothing, with `mode=valid`
 * the good rows are imported and the bad ones reported.
 */
export const importUsers = defineCall({
  method: 'POST',
  path: '/admin/api/users/import',
  summary: '从 Excel 或 CSV 导入人员：先逐行检查，全部正确才导入（或选择只导入正确的行）',
  access: people,
  encoding: 'json',
  input: z
    .object({
      file: optionalText('Excel 文件', 40),
      csv: z.string().max(20_000_000, 'CSV 内容太大').optional().describe('CSV 内容'),
      mode: z.enum(['all', 'valid'], { error: '导入方式不正确' }).default('all').describe('导入方式'),
    })
    .refine((v) => !!v.file !== !!v.csv, { message: '请选择一个 Excel 文件或提供 CSV 内容', path: ['file'] }),
  output: z.object({
    total: z.number().int(),
    errors: z.array(ZImportError),
    /** '' when nothing is being imported (errors with mode=all, or no good row). */
    job_id: z.string(),
  }),
  errors: [10004, 10022],
});

export const importStatus = defineCall({
  method: 'GET',
  path: '/admin/api/users/import-status',
  summary: '导入进度与结果',
  access: people,
  input: z.object({ id: text('导入任务', 40) }),
  output: ZImportJob,
  errors: [10004],
});
