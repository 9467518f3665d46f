import { describe, expect, it } from 'vitest';
import { addRow, afterRowRemoved, canAddRow, isCellSelected, pageRows, removeRow, rowsOf, setCell, tapCell, withSourceRows } from './table-rows';

const keys = ['text_5_2', 'number_5_3', 'number_5_4'];

describe('child table rows', () => {
  it('reads rows from arrays and JSON strings, dropping what is not a row', () => {
    expect(rowsOf([{ a: 1 }, 'x', null, [1]])).toEqual([{ a: 1 }]);
    expect(rowsOf('[{"a":"1"}]')).toEqual([{ a: '1' }]);
    expect(rowsOf('[oops')).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('adds, edits and removes rows without changing the old list', () => {
    const rows = addRow(addRow([]));
    const edited = setCell(rows, 1, 'text_5_2', '张三');
    expect(edited).toEqual([{}, { text_5_2: '张三' }]);
    expect(rows).toEqual([{}, {}]);
    expect(removeRow(edited, 0)).toEqual([{ text_5_2: '张三' }]);
  });

  it('adds the rows of a data source after the written ones, dropping blank rows, up to maxRows', () => {
    const written = [{ text_5_2: '张三' }, {}, { text_5_2: '', number_5_3: [] }];
    expect(withSourceRows(written, [{ text_5_2: '李四' }, { text_5_2: '王五' }])).toEqual([{ text_5_2: '张三' }, { text_5_2: '李四' }, { text_5_2: '王五' }]);
    expect(withSourceRows(written, [{ text_5_2: '李四' }, { text_5_2: '王五' }], 2)).toEqual([{ text_5_2: '张三' }, { text_5_2: '李四' }]);
  });

  it('limits rows to maxRows', () => {
    expect(canAddRow([{}, {}], 2)).toBe(false);
    expect(canAddRow([{}], 2)).toBe(true);
    expect(canAddRow(Array(500).fill({}))).toBe(true);
  });

  it('pages rows and clamps the page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ n: i }));
    expect(pageRows(rows, { page: 3, size: 10 })).toMatchObject({ first: 20, pages: 3, page: 3, rows: [{ n: 20 }, { n: 21 }, { n: 22 }] });
    expect(pageRows(rows, { page: 9, size: 10 }).page).toBe(3);
    expect(pageRows([], { page: 1, size: 10 })).toMatchObject({ pages: 1, rows: [] });
  });
});

describe('tap selection of cells', () => {
  it('picks a cell, then the rectangle to a second tap, then starts again', () => {
    const one = tapCell(null, 't', 2, 1, keys);
    expect(one).toEqual({ tableId: 't', startRow: 2, endRow: 2, startCol: 1, endCol: 1, selectedIds: ['2:number_5_3'] });
    const rect = tapCell(one, 't', 0, 2, keys);
    expect(rect).toMatchObject({ startRow: 0, endRow: 2, startCol: 1, endCol: 2 });
    expect(rect.selectedIds).toEqual(['0:number_5_3', '0:number_5_4', '1:number_5_3', '1:number_5_4', '2:number_5_3', '2:number_5_4']);
    expect(isCellSelected(rect, 't', 1, 2)).toBe(true);
    expect(isCellSelected(rect, 't', 1, 0)).toBe(false);
    expect(isCellSelected(rect, 'other', 1, 2)).toBe(false);
    expect(tapCell(rect, 't', 4, 0, keys)).toMatchObject({ startRow: 4, endRow: 4, startCol: 0, endCol: 0 });
  });

  it('a tap in another table starts a new selection there', () => {
    expect(tapCell(tapCell(null, 'a', 0, 0, keys), 'b', 3, 1, keys)).toMatchObject({ tableId: 'b', startRow: 3, endRow: 3 });
  });

  it('follows removed rows', () => {
    const rect = tapCell(tapCell(null, 't', 1, 0, keys), 't', 3, 0, keys);
    expect(afterRowRemoved(rect, 't', 0, keys)).toMatchObject({ startRow: 0, endRow: 2, selectedIds: ['0:text_5_2', '1:text_5_2', '2:text_5_2'] });
    expect(afterRowRemoved(rect, 't', 2, keys)).toMatchObject({ startRow: 1, endRow: 2 });
    expect(afterRowRemoved(rect, 't', 5, keys)).toBe(rect);
    expect(afterRowRemoved(tapCell(null, 't', 1, 0, keys), 't', 1, keys)).toBeNull();
  });
});
