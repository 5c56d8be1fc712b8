// Place data for the address form (POST /citys).
import { z } from 'zod';

/** No country: the countries; a country: its states and cities, `q` filtering by first letters. */
export const placesBody = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'an ISO 3166 country code')
    .transform((v) => v.toUpperCase())
    .optional(),
  q: z.string().trim().max(60).optional(),
});
