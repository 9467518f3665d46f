import { useQuery } from '@tanstack/react-query';
import { readDocument, type TOpenApiDocument } from './openapi-model';

/** The server's own reference document; served at the host root, beside the calls it describes. */
export const OPENAPI_PATH = '/api/openapi.json';

async function loadDocument() {
  const response = await fetch(OPENAPI_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const doc = (await response.json()) as TOpenApiDocument;
  return { intro: doc.info?.description ?? '', groups: readDocument(doc) };
}

// The document changes only when the server is redeployed: read once per visit to the console.
export const useOpenApi = () => useQuery({ queryKey: ['admin', 'openapi'], queryFn: loadDocument, staleTime: Infinity });
