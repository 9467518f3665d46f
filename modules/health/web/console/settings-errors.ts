/** A server field error placed on the antd field it is about. */
export interface TFieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * `d.errors` of a refused save (`settings.groups.0.deadline` → 分组 1's deadline): each under its own
 * field of the form, whose values are the settings themselves; list indexes become numbers, as antd's
 * list fields are named. A message about the whole settings (`settings`, `_`) goes nowhere here: the
 * caller shows the answer's message anyway.
 */
export function settingsErrorFields(errors: Record<string, string> | undefined): TFieldError[] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([key, text]) => {
    const path = key.split('.');
    if (path[0] === 'settings') path.shift();
    if (path.length === 0 || path[0] === '_') return [];
    // The server names a nested field by the request's top key (`settings：…`); under the field itself that says nothing.
    return [{ name: path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors: [text.replace(/^settings：/, '')] }];
  });
}
