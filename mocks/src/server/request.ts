import { fromFormData } from '@platform/contract';

/** How a request body arrived. */
export type BodyKind = 'none' | 'json' | 'multipart' | 'urlencoded' | 'unreadable';

export interface ReadRequest {
  /** Every field of the query (GET) or body (POST, DELETE), the command included. */
  fields: Record<string, unknown>;
  bodyKind: BodyKind;
}

/** The query as fields: a name given once is text, a name given more often a list. */
export function queryFields(url: URL): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** Reads a request's fields as the server would: from the query of a GET, from the body otherwise. */
export async function readRequest(request: Request): Promise<ReadRequest> {
  const url = new URL(request.url);
  if (request.method === 'GET') return { fields: queryFields(url), bodyKind: 'none' };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      return { fields: await fromFormData(await request.formData()), bodyKind: 'multipart' };
    }
    if (type.startsWith('application/x-www-form-urlencoded')) {
      const params = new URLSearchParams(await request.text());
      const fields: Record<string, unknown> = {};
      for (const name of new Set(params.keys())) {
        const values = params.getAll(name);
        fields[name] = values.length === 1 ? values[0] : values;
      }
      return { fields, bodyKind: 'urlencoded' };
    }
    const text = await request.text();
    if (text.trim() === '') return { fields: {}, bodyKind: 'none' };
    if (!type.includes('json')) return { fields: {}, bodyKind: 'unreadable' };
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { fields: {}, bodyKind: 'unreadable' };
    }
    return { fields: parsed as Record<string, unknown>, bodyKind: 'json' };
  } catch {
    return { fields: {}, bodyKind: 'unreadable' };
  }
}
