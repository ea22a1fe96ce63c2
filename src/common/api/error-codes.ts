import { PASSWORD_ERROR_CODES } from '../password-errors';

/**
 * Every `code` an error answer can carry. The client translates each one (`validation:codes.<CODE>`, or
 * `admin:errorCodes.<CODE>` for those only the back office meets), so the server raises only these; a new one needs its
 * texts in both locales (a test checks it). Kept apart from the
 * TypeBox contract so the client can import it without bundling TypeBox.
 */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  emailNotFound: 'EMAIL_NOT_FOUND',
  categoryHasProducts: 'CATEGORY_HAS_PRODUCTS',
  duplicateCategoryName: 'DUPLICATE_CATEGORY_NAME',
  /** An industry or application named like another of its kind. */
  duplicateTermName: 'DUPLICATE_TERM_NAME',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  fileTooLarge: 'FILE_TOO_LARGE',
  multipartRequired: 'MULTIPART_REQUIRED',
  malformedMultipart: 'MALFORMED_MULTIPART',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unsupportedFileType: 'UNSUPPORTED_FILE_TYPE',
  emptyFile: 'EMPTY_FILE',
  unreadableImage: 'UNREADABLE_IMAGE',
  imageTooLargePixels: 'IMAGE_TOO_LARGE_PIXELS',
  rateLimited: 'RATE_LIMITED',
  codeRecentlySent: 'CODE_RECENTLY_SENT',
  mailFailed: 'MAIL_FAILED',
  /** A public form sent sooner after it was shown than a person could fill it in. */
  formTooFast: 'FORM_TOO_FAST',
  /** A public form whose token is missing, forged or too old: the page must be reloaded. */
  formExpired: 'FORM_EXPIRED',
  /** A public form sent again with the token of a form already accepted: each token serves one submission. */
  formAlreadyUsed: 'FORM_ALREADY_USED',
  /** A public form whose hidden honeypot field was filled in. */
  submissionRefused: 'SUBMISSION_REFUSED',
  /** An application's CV that is not a PDF (checked from its bytes, whatever its name). */
  notAPdf: 'NOT_A_PDF',
  /** An invitation to an address another account already has. */
  duplicateEmail: 'DUPLICATE_EMAIL',
  /** A link of an invitation that was used, replaced by a newer one, or is too old. */
  invitationInvalid: 'INVITATION_INVALID',
  /** A change that would leave the back office without an active administrator, or an administrator's to themself. */
  lastAdministrator: 'LAST_ADMINISTRATOR',
  ownAccount: 'OWN_ACCOUNT',
  /** Resending an invitation to someone who already set their password. */
  alreadyJoined: 'ALREADY_JOINED',
  /** A code of the authenticator app or a recovery code that is wrong, was used already, or whose step is over. */
  twoStepCodeInvalid: 'TWO_STEP_CODE_INVALID',
  /** The password step's challenge is too old or forged: sign in again. */
  twoStepChallengeExpired: 'TWO_STEP_CHALLENGE_EXPIRED',
  /** The site requires two-step sign-in of this user, who must set it up before anything else. */
  twoStepSetupRequired: 'TWO_STEP_SETUP_REQUIRED',
  /** Turning two-step sign-in off where the site requires it. */
  twoStepRequired: 'TWO_STEP_REQUIRED',
  /** Confirming a setup that was not started, or starting one when two-step sign-in is already on. */
  twoStepNotPending: 'TWO_STEP_NOT_PENDING',
  /**
   * A revision that cannot be put back as it is: it names a row that is gone (a category, a principal, a term), a name
   * another item has taken, or it no longer meets today's rules. `fields` says which.
   */
  revisionNotRestorable: 'REVISION_NOT_RESTORABLE',
  /**
   * Unpublished changes that no longer hold as they were saved: they name a row that is gone, a name another item
   * has taken, or a time that has passed. `fields` says which; the changes stay to be edited.
   */
  changesNotPublishable: 'CHANGES_NOT_PUBLISHABLE',
  /**
   * An item cannot come back from the trash as it was: its name is taken meanwhile (`fields.name`: restore it under
   * another), or its category is in the trash (`fields.category_id`: restore that too) or gone.
   */
  restoreConflict: 'RESTORE_CONFLICT',
  databaseBusy: 'DATABASE_BUSY',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL',
  ...PASSWORD_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The problem codes `fields` maps an invalid field to (`validation:fields.<code>`). */
export const FIELD_PROBLEMS = {
  required: 'required',
  blank: 'blank',
  tooLong: 'too_long',
  tooShort: 'too_short',
  outOfRange: 'out_of_range',
  invalid: 'invalid',
  invalidCharacter: 'invalid_character',
  notAccepted: 'not_accepted',
  duplicate: 'duplicate',
  notFound: 'not_found',
  noUppercase: 'no_uppercase',
  noLowercase: 'no_lowercase',
  noDigit: 'no_digit',
  noSymbol: 'no_symbol',
  mismatch: 'mismatch',
  /** A date that has already gone by where only today or later makes sense (a quote's needed-by date). */
  pastDate: 'past_date',
} as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[keyof typeof FIELD_PROBLEMS];
