import { ZConnectorConfig, type TConnectorConfig } from '../../connector-config';

/** Students as a 教务 API nests them: number on top, name and class inside. */
export const students = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    xh: `2026${String(i).padStart(5, '0')}`,
    info: { xm: `学生${i}`, bj: { mc: `计科${(i % 4) + 1}班` } },
    cj: [{ kc: '高数', fs: i % 101 }],
  }));

/** The dataset rows the connector must make of `students(count)` with `studentFields`. */
export const expectedStudents = (count: number) =>
  students(count).map((s) => ({ studentNo: s.xh, name: s.info.xm, className: s.info.bj.mc, mathScore: s.cj[0].fs }));

export const studentFields = { studentNo: 'xh', name: 'info.xm', className: 'info.bj.mc', mathScore: 'cj.0.fs' };

/** A REST config for the fake school's answer shape, checked by the schema as a stored one would be. */
export const restConfig = (url: string, extra: Record<string, unknown> = {}): TConnectorConfig =>
  ZConnectorConfig.parse({
    kind: 'rest',
    url,
    rowsPath: 'data.list',
    paging: { mode: 'none' },
    fields: studentFields,
    successPath: 'code',
    successValue: 0,
    ...extra,
  });
