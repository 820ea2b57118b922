import type { z } from 'zod/mini';

/** The HTTP methods the spec uses (foundation.md §7: GET, POST, DELETE). */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Where the command field travels (foundation.md §7: "in the query for reads and in the body for writes"). */
export type CommandPlacement = 'query' | 'body';

/**
 * How the request body is encoded. `multipart`: a FormData, for the calls the spec calls "form".
 * assumed: in a multipart body, a part given as an object or array (the `board` of board SAVE,
 * the `book` of book ADD) is sent as a JSON Blob (type application/json); a Blob or File is sent
 * as a file; anything else as text. `toFormData` and `fromFormData` (multipart.ts) apply the rule
 * both ways, for the client and for the mocks.
 */
export type BodyEncoding = 'json' | 'multipart';

/** foundation.md §7: open calls carry no authorization; all others the bearer access token. */
export type AuthKind = 'open' | 'bearer';

/** What comes back: the JSON envelope, or a file (an image, an .xls, a zip, a PDF). */
export type ReplyKind = 'json' | 'file';

/** One call of the contract: one method, path and command. */
export interface EndpointDef {
  readonly method: HttpMethod;
  /** Under the api prefix (e.g. `/user/profile`); `{name}` marks a path parameter. */
  readonly path: string;
  /** Absent for the calls that have none (foundation.md §7: "Most calls carry a command"). */
  readonly command?: string;
  /** Where the command and the other fields travel; present whenever a command is. */
  readonly commandIn?: CommandPlacement;
  /** The body encoding of the calls that have a body (POST, DELETE). */
  readonly body?: BodyEncoding;
  readonly auth: AuthKind;
  readonly reply: ReplyKind;
  /**
   * The fields of the request besides the command (the query of a read, the body of a write) and
   * the path parameters. Strict: the mocks reject what is not in the contract.
   */
  readonly request?: z.ZodMiniType;
  /** The reply: an envelope (reply 'json') whose data the spec shows, or assumed. */
  readonly response?: z.ZodMiniType;
  /** Where the spec gives the call ("foundation.md §7 User", ...). */
  readonly spec: string;
  /** What we decided where the spec is silent; absent when everything is given. */
  readonly assumed?: string;
}
