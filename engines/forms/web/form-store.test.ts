import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DEFINITION, type TDataSource, type TFormDefinition } from '@quad/forms-engine/shared/definition';
import { addWarning, getFormState, openForm, resetFormStores, selectCells, setTablePage, sourceRan, tablePageOf, TABLE_PAGE_SIZE } from './form-store';

const source = (id: string, initial: boolean): TDataSource => ({ id, table: 'table_7_1', label: id, kind: 'static', initial, rows: [] });
const withSources = (...dataSources: TDataSource[]): TFormDefinition => ({ ...EMPTY_DEFINITION, dataSources });

afterEach(resetFormStores);

describe('form store load status (spec §4)', () => {
  it('starts done when no source is flagged to run initially', () => {
    openForm(7, withSources(source('a', false)));
    expect(getFormState(7).loadStatus).toBe(2);
    openForm(8, EMPTY_DEFINITION);
    expect(getFormState(8).loadStatus).toBe(2);
  });

  it('stays loading until every initial source has run', () => {
    openForm(7, withSources(source('a', true), source('b', true), source('c', false)));
    expect(getFormState(7).loadStatus).toBe(1);
    sourceRan(7, 'a');
    expect(getFormState(7).loadStatus).toBe(1);
    sourceRan(7, 'b');
    expect(getFormState(7).loadStatus).toBe(2);
  });

  it('counts a failed source as run and keeps its warning', () => {
    openForm(7, withSources(source('a', true)));
    sourceRan(7, 'a', '“a”数据加载失败');
    expect(getFormState(7)).toMatchObject({ loadStatus: 2, ran: ['a'], warnings: ['“a”数据加载失败'] });
  });

  it('reopening a form starts over', () => {
    openForm(7, withSources(source('a', true)));
    sourceRan(7, 'a', 'x');
    openForm(7, withSources(source('a', true)));
    expect(getFormState(7)).toMatchObject({ loadStatus: 1, ran: [], warnings: [] });
  });
});

describe('form store state', () => {
  it('keeps plugins, print settings, people and sources per form number', () => {
    const definition: TFormDefinition = {
      ...EMPTY_DEFINITION,
      plugins: [{ type: 'locate', field: 'location_7_2' }],
      print: { columns: 2, showSubmitter: false, showTime: true, signatureLines: ['辅导员签字'] },
      dataSources: [source('a', false)],
    };
    openForm(7, definition, { version: 3, primaryUserId: 'student', starterDeptId: 'd1' });
    expect(getFormState(7)).toMatchObject({ version: 3, plugins: definition.plugins, print: definition.print, dataSources: definition.dataSources, primaryUserId: 'student', starterDeptId: 'd1' });
    expect(getFormState(9)).toMatchObject({ plugins: [], version: 0 });
  });

  it('pages tables and keeps the selected range and warnings', () => {
    openForm(7, EMPTY_DEFINITION);
    expect(tablePageOf(getFormState(7), 'table_7_1')).toEqual({ page: 1, size: TABLE_PAGE_SIZE });
    setTablePage(7, 'table_7_1', 3);
    expect(tablePageOf(getFormState(7), 'table_7_1').page).toBe(3);
    const range = { tableId: 'table_7_1', startRow: 0, endRow: 1, startCol: 0, endCol: 0, selectedIds: ['0:a', '1:a'] };
    selectCells(7, range);
    addWarning(7, '无法获取位置');
    expect(getFormState(7)).toMatchObject({ selection: range, warnings: ['无法获取位置'] });
  });
});
