/**
 * What a form is made of, as plain types: the phone pages import this (and the engine beside it)
 * without zod. `contract-definition.ts` holds the zod schema the server checks designs with; a test
 * keeps the two the same shape.
 */

/** Kinds of fields that hold an answer. */
export type TValueKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'time'
  | 'datetime'
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'region'
  | 'phone'
  | 'idcard'
  | 'studentno'
  | 'email'
  | 'image'
  | 'file'
  | 'location'
  | 'signature'
  | 'table'
  | 'computed';

/** `description` is a rich text block between fields: it shows, and holds no answer. */
export type TFieldKind = TValueKind | 'description';

/** Kinds a child table's columns may have (one line per cell: no uploads, no nested tables). */
export const COLUMN_KINDS = ['text', 'number', 'date', 'time', 'radio', 'select', 'checkbox', 'phone', 'idcard', 'studentno', 'email', 'computed'] as const;
export type TColumnKind = (typeof COLUMN_KINDS)[number];

export interface TOption {
  value: string;
  label: string;
}

/** Show a field only when another field's answer matches. */
export interface TVisibleIf {
  field: string;
  /** `eq`/`ne` compare with `value`; `in` with any of `values`; `filled` needs any answer. */
  op: 'eq' | 'ne' | 'in' | 'filled';
  value?: string;
  values?: string[];
}

export interface TField {
  /**
   * The answer's key, `<kind>_<form number>_<n>` as the original product named them
   * (`date_563_2`, `radio_810_1`), so its scripts can post `value[date_563_2]`.
   */
  key: string;
  kind: TFieldKind;
  label: string;
  /**
   * The flat name a script posts this field under (`tw`, `sfzx`, `geo_api_info`), for areas that speak
   * an older protocol over a form (the daily health report). Unique in the form.
   */
  param?: string;
  /** Filled by the page or by a script (a raw location result), never shown to the person. */
  hidden?: boolean;
  required?: boolean;
  help?: string;
  placeholder?: string;
  visibleIf?: TVisibleIf;
  /** text, textarea: length limits (characters). */
  minLength?: number;
  maxLength?: number;
  /** number: limits, decimals allowed, unit shown after the input. Also decimals of `computed`. */
  min?: number;
  max?: number;
  decimals?: number;
  unit?: string;
  /** date `YYYY-MM-DD`, time `HH:MM`, datetime `YYYY-MM-DD HH:MM`: earliest and latest answers. */
  earliest?: string;
  latest?: string;
  /** radio, select, checkbox. */
  options?: TOption[];
  /** checkbox: how many may be ticked. */
  minSelect?: number;
  maxSelect?: number;
  /** region: how deep the answer goes (province, province/city, province/city/area). */
  depth?: 1 | 2 | 3;
  /** image, file: how many uploads. */
  maxCount?: number;
  /** computed: arithmetic over number fields, e.g. `{number_5_1} * {number_5_2}` or `sum({table_5_3}.{number_5_4})`. */
  formula?: string;
  /** description: allowlisted rich text (sanitised by the server when the design is saved). */
  html?: string;
  /** table: its columns and how many rows. */
  columns?: TColumn[];
  minRows?: number;
  maxRows?: number;
}

/** A child table's column: a field of a one-line kind (its key is unique within the form). */
export type TColumn = TField & { kind: TColumnKind };

/** Where a child table's rows can come from (spec §3: child-table data sources). */
export interface TDataSource {
  id: string;
  /** The table field filled by it. */
  table: string;
  label: string;
  /**
   * `static`: the rows written in the design; `profile`: one row from the person's profile;
   * `lastAnswer`: the rows of this table in the person's previous answer.
   */
  kind: 'static' | 'profile' | 'lastAnswer';
  /** Run when the form opens (the form shows as loading until every such source has run, spec §4). */
  initial: boolean;
  /** static: rows by column key. profile: column key → profile attribute. */
  rows?: Record<string, string>[];
  map?: Record<string, TProfileAttribute>;
}

export type TProfileAttribute = 'realname' | 'number' | 'department' | 'class' | 'mobile';

/** Behaviours added to a form (spec §3: plugin definitions). */
export type TPlugin =
  /** Fill a field from the person's profile when the form opens. */
  | { type: 'prefill'; field: string; from: TProfileAttribute }
  /** Locate the person when the form opens and fill a location field. */
  | { type: 'locate'; field: string };

/** How an answer prints (spec §3: print settings). */
export interface TPrintSettings {
  title?: string;
  columns: 1 | 2;
  showSubmitter: boolean;
  showTime: boolean;
  /** Lines left blank under the answer for handwritten signatures (e.g. 辅导员签字). */
  signatureLines: string[];
  footer?: string;
}

/** The versioned part of a form: published as a whole, and every answer names the version it answered. */
export interface TFormDefinition {
  fields: TField[];
  dataSources: TDataSource[];
  plugins: TPlugin[];
  print: TPrintSettings;
}

export const DEFAULT_PRINT: TPrintSettings = { columns: 1, showSubmitter: true, showTime: true, signatureLines: [] };

export const EMPTY_DEFINITION: TFormDefinition = { fields: [], dataSources: [], plugins: [], print: DEFAULT_PRINT };

/** A location answer: what the browser (or the maps service) found. */
export interface TLocation {
  lng: number;
  lat: number;
  address: string;
}

/** One answer value: text, number, ticked values, upload ids, a place, or a table's rows. */
export type TAnswerValue = string | number | string[] | TLocation | Record<string, string | number | string[]>[];

export type TAnswerValues = Record<string, TAnswerValue>;

/** Who may fill a form. */
export interface TFormAudience {
  /** Everyone of the site. */
  all: boolean;
  /** Anyone signed in who has the link (the form is not listed for others). */
  link: boolean;
  departments: string[];
  classes: string[];
  roles: string[];
  /** Usernames. */
  people: string[];
}

/** once: one answer per person; daily: one per person per day (site time zone); unlimited. */
export type TFrequency = 'once' | 'daily' | 'unlimited';

export type TFormStatus = 'draft' | 'published' | 'closed';
