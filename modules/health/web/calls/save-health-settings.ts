import type { TCallInput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { getHealthSettings, saveHealthSettings } from '../../contract-settings';

/**
 * Saves the settings and answers the envelope: the screen maps a refusal's `d.errors` onto its nested
 * lists itself. Saved settings come back normalised, so the form reads them again.
 */
export async function saveSettings(input: TCallInput<typeof saveHealthSettings>) {
  const answer = await request(saveHealthSettings, input);
  if (answer.e === ErrorCode.OK) void invalidateCalls(getHealthSettings);
  return answer;
}
