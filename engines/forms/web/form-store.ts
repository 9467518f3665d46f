import { useSyncExternalStore } from 'react';
import { createStore, type TStore } from '@quad/platform/shell/store';
import { DEFAULT_PRINT, type TDataSource, type TFormDefinition, type TPlugin, type TPrintSettings } from '@quad/forms-engine/shared/definition';
import { initialLoadStatus, loadStatusAfter, type TLoadStatus } from '@quad/forms-engine/shared/load-status';

/** Cells picked by tapping in a child table: a rectangle of rows × columns, and the cells' ids (`<row>:<column key>`). */
export interface TCellRange {
  tableId: string;
  startRow: number;
  endRow: number;
  startCol: number;
  endCol: number;
  selectedIds: string[];
}

/** Which page of a long child table shows (rows are paged on the phone). */
export interface TTablePage {
  page: number;
  size: number;
}

/** Spec §3: the form store, one per form number. */
export interface TFormState {
  plugins: TPlugin[];
  print: TPrintSettings;
  tablePages: Record<string, TTablePage>;
  dataSources: TDataSource[];
  /** Ids of the sources that have run (a failed one counts: it must not keep the form loading). */
  ran: string[];
  loadStatus: TLoadStatus;
  /** Non-blocking problems shown above the form (a data source that failed, location refused…). */
  warnings: string[];
  selection: TCellRange | null;
  primaryUserId: string;
  starterDeptId: string;
  /** The published version being filled; 0 when the form only shows (designer preview, an answer). */
  version: number;
}

export const TABLE_PAGE_SIZE = 10;

const emptyState = (): TFormState => ({
  plugins: [],
  print: DEFAULT_PRINT,
  tablePages: {},
  dataSources: [],
  ran: [],
  loadStatus: 2,
  warnings: [],
  selection: null,
  primaryUserId: '',
  starterDeptId: '',
  version: 0,
});

const stores = new Map<number, TStore<TFormState>>();

function storeOf(formNo: number): TStore<TFormState> {
  let store = stores.get(formNo);
  if (!store) stores.set(formNo, (store = createStore(emptyState())));
  return store;
}

const update = (formNo: number, change: (s: TFormState) => Partial<TFormState>) => {
  const store = storeOf(formNo);
  const current = store.get();
  store.set({ ...current, ...change(current) });
};

export const getFormState = (formNo: number): TFormState => storeOf(formNo).get();

export function useFormState(formNo: number): TFormState {
  const store = storeOf(formNo);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Opens a form: its plugins, print settings and sources from the definition; load status per spec §4. */
export function openForm(formNo: number, definition: TFormDefinition, fill: { version?: number; primaryUserId?: string; starterDeptId?: string } = {}): void {
  storeOf(formNo).set({
    ...emptyState(),
    plugins: definition.plugins,
    print: definition.print,
    dataSources: definition.dataSources,
    loadStatus: initialLoadStatus(definition.dataSources),
    primaryUserId: fill.primaryUserId ?? '',
    starterDeptId: fill.starterDeptId ?? '',
    version: fill.version ?? 0,
  });
}

/** A data source has run; a failure adds its warning and still counts as run. */
export function sourceRan(formNo: number, sourceId: string, warning?: string): void {
  update(formNo, (s) => {
    const ran = s.ran.includes(sourceId) ? s.ran : [...s.ran, sourceId];
    return { ran, loadStatus: loadStatusAfter(s.dataSources, new Set(ran)), warnings: warning ? [...s.warnings, warning] : s.warnings };
  });
}

export const addWarning = (formNo: number, warning: string): void => update(formNo, (s) => ({ warnings: [...s.warnings, warning] }));

export const selectCells = (formNo: number, selection: TCellRange | null): void => update(formNo, () => ({ selection }));

export const setTablePage = (formNo: number, tableId: string, page: number): void =>
  update(formNo, (s) => ({ tablePages: { ...s.tablePages, [tableId]: { page, size: s.tablePages[tableId]?.size ?? TABLE_PAGE_SIZE } } }));

export const tablePageOf = (state: TFormState, tableId: string): TTablePage => state.tablePages[tableId] ?? { page: 1, size: TABLE_PAGE_SIZE };

/** Forgets every form (tests; signing out). */
export const resetFormStores = (): void => stores.clear();
