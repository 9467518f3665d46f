/** Where a new session lands: a full load, so every cached view of "who is here" starts afresh. */
export const goTo = (url: string) => location.assign(url);
