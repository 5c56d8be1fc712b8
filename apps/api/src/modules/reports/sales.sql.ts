// The shared pieces of the dashboard's and the reports' SQL: what counts as a sale, and UTC days.
//
// A sale is an order paid in the period (orders.paid_at, a UTC day), at its total in base minor
// units: wallet, card and bank-transfer orders when paid, cash on delivery when the cash is
// collected. Refunds are their own report; a sale stays on the day it was paid. Read-only SQL over
// the orders module's tables (that module writes them; reporting stays out of it), like the
// finance view's reading of the ledger.
import { type SQL, sql } from 'drizzle-orm';

/** The start of a UTC day as a timestamptz, for comparing with indexed timestamps. */
export const dayStart = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE 'UTC'`;

/** `column` within the UTC days from..to, both included. */
export const withinDays = (column: SQL, from: string, to: string) =>
  sql`${column} >= ${dayStart(from)} AND ${column} < ${dayStart(to)} + interval '1 day'`;

/** A timestamptz column as its UTC day. */
export const utcDay = (column: SQL) => sql`(${column} AT TIME ZONE 'UTC')::date`;

/** The orders paid within the period (alias o). */
export const paidOrders = (from: string, to: string) =>
  sql`orders o WHERE o.paid_at IS NOT NULL AND ${withinDays(sql`o.paid_at`, from, to)}`;

/** A category's name in the language, English when it has none, its slug as the last resort. */
export const categoryName = (lang: string) =>
  sql`coalesce((SELECT ct.name FROM category_translations ct WHERE ct.category_id = c.id AND ct.lang = ${lang}),
        (SELECT ct.name FROM category_translations ct WHERE ct.category_id = c.id AND ct.lang = 'en'), c.slug)`;

/** A product's name in the language, English when it has none (alias p). */
export const productName = (lang: string) =>
  sql`coalesce((SELECT pt.name FROM product_translations pt WHERE pt.product_id = p.id AND pt.lang = ${lang}),
        (SELECT pt.name FROM product_translations pt WHERE pt.product_id = p.id AND pt.lang = 'en'), '')`;
