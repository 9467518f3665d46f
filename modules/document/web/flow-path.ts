/** Where one request's tracking page is (the engine's to-dos link there too). */
export const flowPath = (instanceId: string, page: 'flow' | 'flowlog' = 'flow') => `/document/${page}?id=${encodeURIComponent(instanceId)}`;
