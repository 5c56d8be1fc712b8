// The closed list of answer codes (spec §8), with the same numbers and meanings, plus the codes
// Polymart adds (numbered in the same style and documented here). The web app translates codes;
// the message here is the server's English fallback.
export const ERRORS = {
  SUCCESS: { code: 200, message: 'success' },
  INVALID_TOKEN: { code: 1000004, message: 'invalid token' },
  INVALID_PARAMETER: { code: 1000008, message: 'invalid parameter' },
  MISSING_PARAMETERS: { code: 1000009, message: 'missing parameters' },
  EMAIL_EXISTS: { code: 1100000, message: 'email already exists' },
  REGISTRATION_FORMAT: { code: 1100001, message: 'registration data format wrong' },
  LOGIN_FAILED: { code: 1100002, message: 'email or password incorrect' },
  NOT_LOGGED_IN: { code: 1100003, message: 'token expired or not logged in' },
  ACCOUNT_EDIT_INVALID: { code: 1100004, message: 'account edit data incorrect' },
  MAIL_FAILED: { code: 1100005, message: 'sending mail failed' },
  ALREADY_LOGGED_IN: { code: 1100006, message: 'user already logged in' },
  REGISTRATION_FAILED: { code: 1100007, message: 'email exists, registration failed' },
  EMAIL_UNKNOWN: { code: 1100008, message: 'email not in account' },
  ORDER_NOT_FOUND: { code: 1500018, message: 'order does not exist' },
  ORDER_PAYMENT_FAILED: { code: 1500019, message: 'order payment failed' },
  SMS_FAILED: { code: 2000001, message: 'sending SMS failed' },
  CAPTCHA_FAILED: { code: 2000002, message: 'captcha registration failed' },
  COUPON_FETCH_FAILED: { code: 2000003, message: 'coupon fetch failed' },
  COUPON_CODE_FAILED: { code: 2000004, message: 'coupon by code failed' },
  DELIVERY_SWITCH_FAILED: { code: 2000005, message: 'order delivery switch failed' },
  ORDER_RECEIVE_FAILED: { code: 2000006, message: 'order receive failed' },
  ORDER_REVIEW_FAILED: { code: 2000007, message: 'order review failed' },
  DEFAULT_ADDRESS_EMPTY: { code: 2000008, message: 'default address empty' },
  NO_AFTER_SALES: { code: 2000009, message: 'order cannot have after-sales' },
  RETURN_EXISTS: { code: 2000010, message: 'order return already exists' },
  RETURN_QUANTITY_LIMIT: { code: 2000011, message: 'return quantity limit' },
  RETURN_SUBMIT_FAILED: { code: 2000012, message: 'return submission failed' },
  RETURN_CANCELLED: { code: 2000013, message: 'return cancelled' },
  RETURN_SCHEDULE_FAILED: { code: 2000014, message: 'return scheduling failed' },
  SELLER_APPLY_FAILED: { code: 2000015, message: 'seller application failed' },
  SELLER_REAPPLY: { code: 2000016, message: 'seller reapplication' },
  // Spec §8 leaves its meaning open but sends the user to login on it; we use it for a session
  // that was revoked (logged out elsewhere, password changed).
  SESSION_REVOKED: { code: 2000017, message: 'session revoked, please log in again' },
  DATA_OPERATION_FAILED: { code: 2000018, message: 'data operation failed' },
  NO_DATA: { code: 2000019, message: 'no data found' },
  PRODUCT_INVALID: { code: 2000021, message: 'product invalid' },
  INSUFFICIENT_BALANCE: { code: 2000022, message: 'payment failed, insufficient balance' },
  INSUFFICIENT_STOCK: { code: 2000023, message: 'insufficient stock' },
  RECHARGE_TXN_EXISTS: { code: 2000028, message: 'offline recharge failed, transaction id exists' },
  INVALID_CURRENCY: { code: 2000029, message: 'invalid currency type' },
  RECHARGE_LIMIT: { code: 2000030, message: 'recharge submissions exceeded limit within 24 hours' },
  ORDER_CANCEL_FAILED: { code: 2000032, message: 'order cancel failed' },
  SHIPPED_NO_CANCEL: { code: 2000033, message: 'shipped order cannot be cancelled' },
  // Polymart's own codes (spec §6: "no permission to access the current page"; transport-level
  // outcomes that still answer with the envelope).
  NO_PERMISSION: { code: 2000040, message: 'no permission to access the current page' },
  NOT_FOUND: { code: 2000041, message: 'not found' },
  RATE_LIMITED: { code: 2000042, message: 'too many requests, try again later' },
  PAYLOAD_TOO_LARGE: { code: 2000043, message: 'request body too large' },
  SERVER_ERROR: { code: 2000044, message: 'error' },
  TIMEOUT: { code: 2000045, message: 'request timed out' },
  /** The same Idempotency-Key was sent before with another request body. */
  IDEMPOTENCY_MISMATCH: { code: 2000046, message: 'idempotency key already used for another request' },
  /** A products import file over one of its limits (rows, ZIP entries, unpacked size); data names which. */
  IMPORT_LIMIT: { code: 2000047, message: 'import file over a limit' },
  // a shop owing the platform more than COD_DEBT_LIMIT for longer than COD_DEBT_DAYS (issue 14)
  COD_UNAVAILABLE: {
    code: 2000050,
    message: 'cash on delivery is not available from this shop until it settles its debt',
  },
  // issue 15: an operator banned the account; its sessions ended and it cannot sign in again
  ACCOUNT_BANNED: { code: 2000051, message: 'this account has been banned' },
  /** An operator's own account, or an owner's, cannot be banned. */
  BAN_NOT_ALLOWED: { code: 2000052, message: 'this account cannot be banned' },
  /** Admin catalogue: a category cannot move under itself or one of its own sub-categories. */
  CATEGORY_CYCLE: { code: 2000053, message: 'a category cannot move under itself or its own sub-categories' },
  /** Admin catalogue: only a category without products and sub-categories can be deleted. */
  CATEGORY_NOT_EMPTY: { code: 2000054, message: 'only an empty category can be deleted' },
  // issue 16, phone verification by SMS (besides spec's 2000001 SMS_FAILED)
  /** The code is not the one sent; data.attempts_left says how many tries remain. */
  SMS_CODE_WRONG: { code: 2000075, message: 'the verification code is not right' },
  /** No live code for this number: never sent, expired, used, or five wrong tries. */
  SMS_CODE_EXPIRED: { code: 2000076, message: 'the verification code has expired; ask for a new one' },
  /** A new code only 60 s after the last one; data.resend_after_s says how long to wait. */
  SMS_RESEND_WAIT: { code: 2000077, message: 'wait before asking for another code' },
  /** Registration needs a phone verified by code (site setting require_phone_verification). */
  PHONE_NOT_VERIFIED: { code: 2000078, message: 'the phone number is not verified' },
  /** The number is already verified on another account. */
  PHONE_TAKEN: { code: 2000079, message: 'this phone number belongs to another account' },
  // issue 16, flash-deal campaigns (2000070–2000074)
  /** The campaign is unknown, switched off or ended: no enrolment now. */
  CAMPAIGN_NOT_OPEN: { code: 2000070, message: 'this campaign is not open for enrolment' },
  /** An enrolment's deal price must be below the product's price now. */
  DEAL_PRICE_NOT_BELOW: { code: 2000071, message: "the deal price must be below the product's price" },
  /** Checkout: the flash deal's last units went to another buyer since the cart was priced. */
  DEAL_SOLD_OUT: { code: 2000072, message: 'the flash deal sold out meanwhile; please review the price' },
  /** The product is enrolled in this campaign already (pending or approved). */
  ALREADY_ENROLLED: { code: 2000073, message: 'this product is enrolled in this campaign already' },
  /** Only a pending enrolment can be withdrawn. */
  ENROLMENT_NOT_PENDING: { code: 2000074, message: 'this enrolment is not pending' },
  // issue 16, support tickets (2000060–2000064)
  /** A closed ticket takes no more replies: the customer opens a new one. */
  TICKET_CLOSED: { code: 2000060, message: 'this ticket is closed; please open a new one' },
  // issue 16, buyer–seller messages (2000065–2000069)
  /** The buyer blocked this shop: the buyer unblocks it before writing again. */
  SHOP_BLOCKED: { code: 2000065, message: 'you blocked this shop; unblock it to write again' },
  /** The buyer blocked the shop: the shop cannot write to them. */
  BUYER_BLOCKED_SHOP: { code: 2000066, message: 'this buyer does not accept messages from your shop' },
  /** A seller cannot open a conversation with their own shop. */
  OWN_SHOP_MESSAGE: { code: 2000067, message: 'you cannot write to your own shop' },
  /** Operators read only conversations a seller reported. */
  CONVERSATION_NOT_REPORTED: { code: 2000068, message: 'this conversation was not reported' },
  /** A conversation has one open report at a time, until an operator handles it. */
  CONVERSATION_REPORTED: { code: 2000069, message: 'this conversation is already reported and awaits an operator' },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Spec §8: these codes clear the token and send the user to the login page. */
export const RELOGIN_CODES: readonly number[] = [1000004, 1100003, 2000017];
/** Spec §8: treated as success, but still shown to the user. */
export const SHOWN_SUCCESS_CODES: readonly number[] = [2000016];

/** Spec §8 generic messages, which the client shows when no code applies. */
export const GENERIC_MESSAGES = [
  'success',
  'fail',
  'error',
  'interface error',
  'upload error',
  'request error',
] as const;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Spec §7: a reply without a code is success. */
export function isSuccess(envelope: Partial<Envelope>): boolean {
  return envelope.code === undefined || envelope.code === 200 || SHOWN_SUCCESS_CODES.includes(envelope.code);
}
