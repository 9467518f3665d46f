/**
 * What other areas' pages may use of the forms engine's phone side (the lint rule lets them import
 * this file and `engine/`, nothing else of forms web): the renderer and the location helpers.
 */
export { FormView, fieldElementId } from './fill/form-view';
export { locate } from './fill/locate';
export { placeDetails, type TPlaceDetails } from './fill/place-name';
export { displayValue } from './fill/fields/display-value';
