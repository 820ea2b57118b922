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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A file name as it was sent. Some multipart readers (Node's, under the unit tests) decode the
 * UTF-8 bytes of a `filename` as Latin-1, so that `수학_문제.pdf` arrives as mojibake and a name
 * rule (a required suffix, a duplicate) judges the wrong name. A name of Latin-1 characters only
 * whose bytes are valid UTF-8 is read again as UTF-8; a real Latin-1 name (`café.pdf`, a lone
 * 0xE9) is not valid UTF-8 and stays as it is.
 */
export function sentFileName(name: string): string {
  const codes = Array.from(name, (char) => char.charCodeAt(0));
  if (!codes.some((code) => code > 0x7f) || codes.some((code) => code > 0xff)) return name;
  try {
    return utf8.decode(Uint8Array.from(codes));
  } catch {
    return name;
  }
}

function withSentNames(fields: Record<string, unknown>): Record<string, unknown> {
  const rename = (value: unknown): unknown => {
    if (!(value instanceof File)) return value;
    const name = sentFileName(value.name);
    return name === value.name ? value : new File([value], name, { type: value.type });
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(rename) : rename(value),
    ]),
  );
}

/** Reads a request's fields as the server would: from the query of a GET, from the body otherwise. */
export async function readRequest(request: Request): Promise<ReadRequest> {
  const url = new URL(request.url);
  if (request.method === 'GET') return { fields: queryFields(url), bodyKind: 'none' };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      const fields = withSentNames(await fromFormData(await request.formData()));
      return { fields, bodyKind: 'multipart' };
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
