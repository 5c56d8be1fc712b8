// Limits the storefront's first screens need, in a file without zod: the schema files (common.ts)
// would bring zod into the product page's first download (issue 17, speed). They re-export them.

/** The most of one product a cart line or an order line takes. */
export const MAX_QUANTITY = 999;
