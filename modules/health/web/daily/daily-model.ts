import { visibleFields } from '@quad/forms-engine/shared/check-answer';
import type { TField, TFormDefinition } from '@quad/forms-engine/shared/definition';
import { displayValue, type TPlaceDetails } from '@quad/forms-engine/web';

/** What the daily report page works out without the server: summaries, changes, place values. */

export interface TLine {
  key: string;
  label: string;
  text: string;
}

export interface TChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** A region answer is a list of names; everything else reads as the forms renderer shows it. */
const textOf = (field: TField, value: unknown): string => (Array.isArray(value) ? value.join(' ') : displayValue(field, value));

/** The fields a person sees for these answers (hidden ones, like the raw location result, left out). */
const shownFields = (definition: TFormDefinition, values: Record<string, unknown>) =>
  visibleFields(definition, values).filter((f) => !f.hidden && f.kind !== 'description');

/** The answers as label/text lines, unanswered fields left out. */
export function summaryLines(definition: TFormDefinition, values: Record<string, unknown>): TLine[] {
  return shownFields(definition, values)
    .map((f) => ({ key: f.key, label: f.label, text: textOf(f, values[f.key]) }))
    .filter((line) => line.text !== '');
}

/** The shown fields whose answer differs from the previous report's, as the person reads them. */
export function changedFields(definition: TFormDefinition, before: Record<string, unknown>, after: Record<string, unknown>): TChange[] {
  return shownFields(definition, after)
    .map((f) => ({ key: f.key, label: f.label, before: textOf(f, before[f.key]), after: textOf(f, after[f.key]) }))
    .filter((c) => c.before !== c.after);
}

/** Field key by param (`tw` → `select_12_9`). */
export const keysByParam = (definition: TFormDefinition): Map<string, string> =>
  new Map(definition.fields.filter((f) => f.param).map((f) => [f.param as string, f.key]));

/** The server names a report's field errors by param; the renderer shows them by key. */
export function errorsByKey(definition: TFormDefinition, errors: Record<string, string>): Record<string, string> {
  const keys = keysByParam(definition);
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [keys.get(name) ?? name, message]));
}

/**
 * A located place by param: the maps result (AMap's shape, kept verbatim by the server,
 * original-protocol.md §2.6) and, when the maps service named the place, province, city (a
 * municipality's city is its province, as the original clients did), "省 市 区" and the address.
 * Without a name only the position is known; the person types the area and address.
 */
export function placeParams(at: { lng: number; lat: number }, details?: TPlaceDetails): Record<string, string> {
  const geo = {
    type: 'complete',
    position: { lng: details?.lng ?? at.lng, lat: details?.lat ?? at.lat },
    location_type: 'html5',
    message: details ? 'Get geolocation success.Convert Success.Get address success.' : 'Get geolocation success.',
    accuracy: null,
    isConverted: !!details,
    status: 1,
    addressComponent: { province: details?.province ?? '', city: details?.city ?? '', district: details?.district ?? '' },
    formattedAddress: details?.formattedAddress ?? '',
    info: 'SUCCESS',
  };
  if (!details) return { geo_api_info: JSON.stringify(geo) };
  const city = details.city || details.province;
  const named = {
    geo_api_info: JSON.stringify(geo),
    province: details.province,
    city,
    area: [details.province, city, details.district].filter(Boolean).join(' '),
    address: details.formattedAddress,
  };
  return Object.fromEntries(Object.entries(named).filter(([, v]) => v));
}

/** Values named by param on the report's field keys (params the design does not have are dropped). */
export function byKey(definition: TFormDefinition, byParam: Record<string, string>): Record<string, string> {
  const keys = keysByParam(definition);
  return Object.fromEntries(
    Object.entries(byParam).flatMap(([param, value]) => {
      const key = keys.get(param);
      return key ? [[key, value]] : [];
    }),
  );
}
