/**
 * Official-document rules both sides run without zod: the states a document passes through and the
 * form of its number.
 */

/** 草稿 → 审批中 → (已退回 → 审批中 …) → 已签发 → 已发布. */
export const DOCUMENT_STATUSES = ['draft', 'running', 'returned', 'issued', 'published'] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** States in which the drafter may still change the document and send it. */
export const EDITABLE_STATUSES: readonly TDocumentStatus[] = ['draft', 'returned'];

/** States of a document that carries its number and goes to its units. */
export const ISSUED_STATUSES: readonly TDocumentStatus[] = ['issued', 'published'];

/** The flow every document goes along (the site may change its steps in 流程设置). */
export const OFFICIAL_FLOW_KEY = 'official_document';

/** 北大发〔2026〕12号: the template's prefix, the Beijing year, the place in that prefix's year (from 1, no gaps). */
export const documentNumber = (prefix: string, year: number, seq: number) => (seq > 0 ? `${prefix}〔${year}〕${seq}号` : '');

/** Longest body a document may have (characters). */
export const MAX_BODY = 20_000;
