/**
 * Where one request is followed (the document area's tracking page, or its log): the link of every
 * to-do, message and list line of any area's requests.
 */
export const flowPath = (instanceId: string, page: 'flow' | 'flowlog' = 'flow') => `/document/${page}?id=${encodeURIComponent(instanceId)}`;
