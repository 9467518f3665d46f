import type { THealthSettings } from '../../contract-settings';

/** A new group's id: it names the group in stored settings, so it never changes once made. */
export const newGroupId = (): string => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The form's values as the save call takes them: a group without its own deadline has none (the
 * picker clears to ''), and the school's deadline applies to it.
 */
export function settingsToSave(values: THealthSettings): THealthSettings {
  return {
    ...values,
    groups: values.groups.map(({ deadline, ...group }) => (deadline ? { ...group, deadline } : group)),
  };
}
