import { evaluateFormula } from '@quad/forms-engine/shared/formula';

/** A computed field's value from the answers so far; the server recomputes it on submit. */
export function ComputedField({ formula, decimals, unit, values, inputId }: { formula?: string; decimals?: number; unit?: string; values: Record<string, unknown>; inputId: string }) {
  const result = formula ? evaluateFormula(formula, values, decimals ?? 2) : undefined;
  return (
    <output id={inputId} className="ff-computed">
      {result === undefined ? '—' : result}
      {result !== undefined && unit ? ` ${unit}` : ''}
    </output>
  );
}
