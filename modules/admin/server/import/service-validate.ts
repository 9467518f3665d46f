import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { ZUserType } from '@quad/contracts/user-types';
import { personFields } from '../../contract';
import { profileColumns } from '../people/store';
import { TYPE_LABELS, type TSheetRecord } from './presenter-sheet';

export interface TImportError {
  row: number;
  field: string;
  message: string;
}

export interface TValidRow {
  row: number;
  username: string;
  realname: string;
  number: string;
  type: z.infer<typeof ZUserType>;
  dept_id: string;
  class_id: string;
  mobile: string;
  email: string;
  password: string;
}

const typeByLabel = new Map<string, string>([
  ...Object.entries(TYPE_LABELS).map(([key, label]) => [label, key] as [string, string]),
  ...Object.keys(TYPE_LABELS).map((key) => [key, key] as [string, string]),
  ['教职工', 'staff'],
  ['老师', 'teacher'],
]);

const ZRow = z.object({
  ...personFields,
  type: ZUserType,
  password: z.union([z.literal(''), z.string().min(6, '初始密码至少6位').max(64, '初始密码不能超过64位')]).optional(),
});

const HEADER_OF: Record<string, string> = {
  username: '账号',
  realname: '姓名',
  number: '学工号',
  type: '身份',
  mobile: '手机号',
  email: '邮箱',
  password: '初始密码',
};

/**
 * Checks every row against the same rules as the edit form, plus what only a file can get wrong:
 * department and class names that do not exist here, and the same account twice.
 */
export async function validateRows(siteDb: SiteDb, records: TSheetRecord[]): Promise<{ valid: TValidRow[]; errors: TImportError[] }> {
  const departments = await siteDb.selectFrom('departments').select(['id', 'name', 'kind', 'parent_id']).execute();
  const deptByName = new Map(departments.filter((d) => d.kind === 'department').map((d) => [d.name, d]));
  const classes = departments.filter((d) => d.kind === 'class');
  const seen = new Map<string, number>();
  const valid: TValidRow[] = [];
  const errors: TImportError[] = [];

  for (const record of records) {
    const rowErrors: TImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ row: record.row, field: HEADER_OF[field] ?? field, message });
    const parsed = ZRow.safeParse({ ...record, type: typeByLabel.get(record.type ?? '') ?? record.type ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        fail(field, field === 'type' ? '身份应为 学生、教师、职工 或 访客' : issue.message);
      }
    }
    const dept = record.department ? deptByName.get(record.department) : undefined;
    if (record.department && !dept) fail('院系', `院系“${record.department}”不存在`);
    let classId = '';
    if (record.class_name) {
      const candidates = classes.filter((c) => c.name === record.class_name && (!dept || c.parent_id === dept.id));
      if (candidates.length === 1) classId = candidates[0].id;
      else
        fail(
          '班级',
          candidates.length
            ? `有多个名为“${record.class_name}”的班级，请填写院系`
            : `班级“${record.class_name}”不存在${dept ? '于该院系' : ''}`,
        );
    }
    const username = record.username ?? '';
    const first = seen.get(username);
    if (username && first !== undefined) fail('username', `账号与第${first}行重复`);
    else if (username) seen.set(username, record.row);

    if (rowErrors.length || !parsed.success) {
      errors.push(...rowErrors);
      continue;
    }
    const v = parsed.data;
    const deptId = dept?.id ?? (classId ? (classes.find((c) => c.id === classId)?.parent_id ?? '') : '');
    valid.push({ row: record.row, ...profileColumns(v, { dept_id: deptId, class_id: classId }), password: v.password ?? '' });
  }
  return { valid, errors };
}
