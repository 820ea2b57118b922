import {
  type EndpointDef,
  type EndpointName,
  errorEnvelope,
  parseErrorCode,
} from '@platform/contract';

/**
 * What is wrong with one answer of the mock, measured against the contract; null when nothing is.
 * A success must match the entry's response schema (or be a file where the entry says file); a
 * failure must be the error envelope with a code whose status is the HTTP status (401 may carry
 * none).
 */
export async function contractViolation(
  name: EndpointName,
  def: EndpointDef,
  response: Response,
): Promise<string | null> {
  const type = response.headers.get('content-type') ?? '';
  const where = `${name} (${response.status})`;
  if (!type.includes('json')) {
    if (response.status !== 200) return `${where}: a failure that is not JSON (${type})`;
    if (def.reply !== 'file') return `${where}: a file where the contract says JSON`;
    return type ? null : `${where}: a file without a content type`;
  }
  const body: unknown = await response.json();
  if (response.status === 200) {
    if (def.reply === 'file') return `${where}: JSON where the contract says a file`;
    if (!def.response) return `${where}: the contract has no response schema to check`;
    const parsed = def.response.safeParse(body);
    if (!parsed.success) return `${where}: ${JSON.stringify(parsed.error.issues)}`;
    if (typeof body === 'object' && body && 'success' in body && body.success !== true) {
      return `${where}: HTTP 200 with success false`;
    }
    return null;
  }
  const parsed = errorEnvelope.safeParse(body);
  if (!parsed.success)
    return `${where}: not the error envelope ${JSON.stringify(parsed.error.issues)}`;
  const code = parsed.data.errorCode;
  if (code == null) return response.status === 401 ? null : `${where}: a failure without a code`;
  if (parseErrorCode(code)?.status !== response.status) {
    return `${where}: code ${code} does not match the status`;
  }
  return null;
}
