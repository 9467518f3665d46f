import { siteSecondOfDay } from '@quad/platform/server/time';
import type { MessageSettingsTable } from './schema';

export interface TDoNotDisturb {
  quietEnabled: boolean;
  quietStart: number;
  quietEnd: number;
  mutedApps: string[];
}

/** Nobody has quiet hours until they set them; 22:00–07:00 is offered when they switch them on. */
export const DEFAULT_DO_NOT_DISTURB: TDoNotDisturb = { quietEnabled: false, quietStart: 22 * 60, quietEnd: 7 * 60, mutedApps: [] };

function parseMutedApps(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function toDoNotDisturb(row: Omit<MessageSettingsTable, 'site_id' | 'user_id' | 'updated'> | undefined): TDoNotDisturb {
  if (!row) return DEFAULT_DO_NOT_DISTURB;
  return {
    quietEnabled: row.quiet_enabled === 1,
    quietStart: Number(row.quiet_start),
    quietEnd: Number(row.quiet_end),
    mutedApps: parseMutedApps(row.muted_apps),
  };
}

/**
 * When a message sent at `now` may interrupt: `now` outside quiet hours, else the moment they end.
 * Quiet hours may span midnight (22:00–07:00); equal start and end mean none.
 */
export function quietUntil(settings: TDoNotDisturb, timeZone: string, now: number): number {
  const { quietEnabled, quietStart, quietEnd } = settings;
  if (!quietEnabled || quietStart === quietEnd) return now;
  const second = siteSecondOfDay(timeZone, now);
  const start = quietStart * 60;
  const end = quietEnd * 60;
  const inside = start < end ? second >= start && second < end : second >= start || second < end;
  if (!inside) return now;
  return now + ((end - second + 86_400) % 86_400);
}
