import { ConnectorError } from './errors';

/** What the caller may bound; everything else about a pull is in the connector's config. */
export interface TPullOptions {
  /** Each request (REST) or query (SQL), default 15 s. */
  timeoutMs?: number;
  /** The whole pull, default 10 minutes. */
  totalTimeoutMs?: number;
  /** Rows in the dataset, default 200,000: more is a failure, never a silently cut version. */
  maxRows?: number;
  /** Pages of a REST pull, default 10,000: a system that never stops paging fails here. */
  maxPages?: number;
  /** The engine's cancel (a shutdown, a newer load of the same dataset). */
  signal?: AbortSignal;
}

export const PULL_DEFAULTS = { timeoutMs: 15_000, totalTimeoutMs: 600_000, maxRows: 200_000, maxPages: 10_000 };

/** Largest page answer read: a page bigger than this is a config to fix (a smaller page size). */
export const MAX_PAGE_BYTES = 50 * 1024 * 1024;

/** Seconds for messages: 15000 → "15", 300 → "0.3". */
export const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

export interface TLimits {
  timeoutMs: number;
  maxRows: number;
  maxPages: number;
  /** Fires when the caller cancels or the whole pull has run out of time. */
  signal: AbortSignal;
  /** The error for a fired `signal`, undefined while it has not fired. */
  stopped(): ConnectorError | undefined;
}

export function limitsOf(options: TPullOptions = {}): TLimits {
  const totalMs = options.totalTimeoutMs ?? PULL_DEFAULTS.totalTimeoutMs;
  const overall = AbortSignal.timeout(totalMs);
  return {
    timeoutMs: options.timeoutMs ?? PULL_DEFAULTS.timeoutMs,
    maxRows: options.maxRows ?? PULL_DEFAULTS.maxRows,
    maxPages: options.maxPages ?? PULL_DEFAULTS.maxPages,
    signal: options.signal ? AbortSignal.any([overall, options.signal]) : overall,
    stopped() {
      // The caller's cancel wins: it is why the pull stopped even when the deadline fired too.
      if (options.signal?.aborted) return new ConnectorError('aborted', '读取已取消');
      if (overall.aborted) return new ConnectorError('timeout', `读取学校系统超时（超过 ${seconds(totalMs)} 秒仍未读完）`);
      return undefined;
    },
  };
}

export const tooManyRows = (maxRows: number) => new ConnectorError('too-many-rows', `学校系统返回的数据超过 ${maxRows} 行上限，已停止读取`);
