/** One renewal as the library is asked for it. */
export interface TRenewRequest {
  /** 学工号, as the library knows the reader. */
  reader: string;
  barcode: string;
  /** Ours, the same for a repeat of the same renewal: a library that keeps it renews once. */
  requestId: string;
  /** The due date the reader renewed from (`YYYY-MM-DD`) and the site's today, for the demo library. */
  dueDate: string;
  today: string;
}

export interface TRenewAnswer {
  /** The new due date, `YYYY-MM-DD`. */
  dueDate: string;
  /** The library's own words, shown to the reader ('' for none). */
  message: string;
}

/**
 * The school's library system as renewal uses it, whoever runs it: the REST interface the site's
 * settings name (`rest-library.ts`), or the offline demo library of demo sites (`demo-library.ts`).
 * Failures are `SchoolSystemError`s: `refused` carries the library's message for the reader,
 * `unreachable` means try again later.
 */
export interface TLibrarySystem {
  renew(request: TRenewRequest): Promise<TRenewAnswer>;
}
