/** Site constants both sides use, kept apart from the schemas so that pages can import them for free. */
export const DEFAULT_BASE_PATH = '/site/';
export const DEFAULT_LOGO = '/site/static/images/logo.png';
