/** The forms engine on the phone: the renderer any area shows a form with, the fill of the forms pages, location helpers. */
export { FormView, fieldElementId } from './form-view';
export { FillForm } from './fill-form';
export { AUTOSAVE_DELAY_MS } from './use-autosave';
export { resetFormStores } from './form-store';
export { displayValue } from './fields/display-value';
export { attachUrl } from './fields/attach-url';
export { locate, placeDetails } from './locate';
export type { TPlaceDetails } from './place-name';
