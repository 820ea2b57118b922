// The endpoint catalogue (foundation.md §7, screens.md §7) and what travels with every call: the
// api prefix, the site-kind header, the two-step download, the SSO states and result codes.

export { BOOK_PAGE_RANGE_SIZE } from './book.ts';
export * from './catalogue.ts';
export { authOf } from './define.ts';
export * from './download.ts';
export { inviteLookupQuery, inviteLookupReply } from './inviteLookup.ts';
export * from './lookup.ts';
export * from './multipart.ts';
export {
  BRANDING_IMAGE_COMMANDS,
  BRANDING_IMAGE_PATH,
  type BrandingImageCommand,
  SSO_SIGN_IN_COMMANDS,
  type SsoSignInCommand,
} from './open.ts';
export { type FileInfo, fileInfoSchema } from './requestParts.ts';
export * from './site.ts';
export * from './sso.ts';
export type * from './types.ts';
export { PROFILE_IMAGE_FILE_BASENAME, profileImageFileName } from './user.ts';
