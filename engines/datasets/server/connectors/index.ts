import type { TConnectorConfig } from '../../connector-config';
import { limitsOf, type TPullOptions } from './limits';
import { pullRest } from './rest';
import { pullSql } from './sql';

/**
 * The datasets engine's connectors (engines/datasets/connectors.md): the code that pulls a dataset's
 * rows from a school system. A pull either answers every row or throws a ConnectorError; it never
 * answers part of the data, so the engine keeps the last version serving when one fails.
 */
export { ConnectorError, type TConnectorFailure } from './errors';
export { PULL_DEFAULTS, type TPullOptions } from './limits';
export { redactConnectorConfig, REDACTED } from './redact';

/**
 * Every row of the configured source, each an object with exactly the config's mapped columns (null
 * where the source has no value). Fails with a ConnectorError (Chinese message, stable `reason`) on an
 * unreachable, slow, erroring or garbled source, on more than `maxRows` rows, when the whole pull
 * takes longer than `totalTimeoutMs`, or when `signal` aborts.
 */
export function pullRows(config: TConnectorConfig, options?: TPullOptions): Promise<Record<string, unknown>[]> {
  const limits = limitsOf(options);
  return config.kind === 'rest' ? pullRest(config, limits) : pullSql(config, limits);
}
