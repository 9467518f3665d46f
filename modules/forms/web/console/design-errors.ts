/** Where the server's design errors (`d.errors`, paths like `definition.fields.3.options`) belong on the designer. */
export interface TDesignErrors {
  /** By field index: property → message (`columns`, `options`, `label`…; '' for the field itself). */
  fields: Record<number, Record<string, string>>;
  /** Settings errors by setting (`title`, `audience`…). */
  settings: Record<string, string>;
  /** Everything else (data sources, plugins, print), shown above the designer. */
  other: string[];
}

export const NO_ERRORS: TDesignErrors = { fields: {}, settings: {}, other: [] };

export function mapDesignErrors(errors: Record<string, string> | undefined): TDesignErrors {
  const mapped: TDesignErrors = { fields: {}, settings: {}, other: [] };
  for (const [path, message] of Object.entries(errors ?? {})) {
    const parts = path.split('.');
    if (parts[0] === 'definition' && parts[1] === 'fields' && /^\d+$/.test(parts[2] ?? '')) {
      const index = Number(parts[2]);
      (mapped.fields[index] ??= {})[parts[3] ?? ''] = message;
    } else if (parts[0] === 'settings' && parts[1]) {
      mapped.settings[parts[1]] = message;
    } else {
      mapped.other.push(message);
    }
  }
  return mapped;
}

/** The error count shown on a field in the list. */
export const fieldErrorCount = (errors: TDesignErrors, index: number): number => Object.keys(errors.fields[index] ?? {}).length;
