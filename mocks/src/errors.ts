/**
 * The server codes the mock answers with (foundation.md §8), by what they mean here. A test
 * checks each is in the contract's error catalogue.
 */
export const MOCK_ERROR = {
  badRequest: 'WB-400-212',
  wrongPassword: 'WB-400-601',
  locked: 'WB-400-004',
  unavailable: 'WB-400-007',
  licenseExpired: 'WB-400-006',
  companyNotFound: 'WB-400-205',
  currentPasswordMismatch: 'WB-403-203',
  currentPasswordMismatchOnName: 'WB-403-204',
  noPermission: 'WB-403-102',
  fileNotFound: 'WB-404-102',
  uploadTooLarge: 'WB-400-402',
  extensionNotAllowed: 'WB-400-403',
  tooManyFiles: 'WB-400-401',
  /** Homework already submitted: a second submission, or removing homework someone submitted. */
  alreadySubmitted: 'WB-400-302',
} as const;
