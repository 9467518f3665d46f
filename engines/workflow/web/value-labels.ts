/**
 * How a request's values read, per app: an instance carries its values by field key (`days`,
 * `reason`) and code (`personal`), and the area that started it knows what to call them. The area
 * registers this when its code loads (InstanceValues loads it for its app); a key or value it does
 * not describe shows as it is.
 */
export interface TValueDescription {
  label(field: string): string | undefined;
  /** The value as a person reads it, when it is a code. */
  text?(field: string, value: unknown): string | undefined;
}

const descriptions = new Map<string, TValueDescription>();

export function registerValueLabels(app: string, description: TValueDescription): void {
  descriptions.set(app, description);
}

export const valueLabel = (app: string, field: string): string => descriptions.get(app)?.label(field) ?? field;

export const valueText = (app: string, field: string, value: unknown): string | undefined => descriptions.get(app)?.text?.(field, value);
