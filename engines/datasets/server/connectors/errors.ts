/**
 * Why a pull failed, for the console and for logs: the engine keeps the last version serving and
 * records the failure with this reason and message.
 *
 * unreachable   the system could not be reached (connection refused, name unknown)
 * timeout       no (complete) answer in time
 * http-status   an HTTP status other than 2xx
 * not-json      the answer is not JSON
 * bad-answer    JSON, but not the shape the config describes (no row list, a repeated cursor)
 * bad-row       a row that is not an object
 * refused       the system said no (success flag mismatch)
 * incomplete    fewer or more rows than the system's own total
 * too-many-rows more rows than allowed (`maxRows`)
 * too-many-pages more pages than allowed: a system that never stops paging
 * auth          the database refused the user name or password
 * missing-view  the view, or a mapped column, does not exist
 * forbidden     the database user may not read the view
 * database      any other database error
 * aborted       the caller cancelled the pull
 */
export type TConnectorFailure =
  | 'unreachable'
  | 'timeout'
  | 'http-status'
  | 'not-json'
  | 'bad-answer'
  | 'bad-row'
  | 'refused'
  | 'incomplete'
  | 'too-many-rows'
  | 'too-many-pages'
  | 'auth'
  | 'missing-view'
  | 'forbidden'
  | 'database'
  | 'aborted';

/** A failed pull: `message` is Chinese and names what was wrong (and on which page); `reason` is stable. */
export class ConnectorError extends Error {
  constructor(
    readonly reason: TConnectorFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/** Where in a REST pull a failure happened, as its message names it (`第 3 页`). */
export const pageMessage = (page: number) => `第 ${page} 页`;
