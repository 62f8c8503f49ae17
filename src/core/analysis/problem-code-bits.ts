/**
 * Which problem codes each URL row has, as bits of the store's `problemBits` column.
 */

/** The store interns this code first, so it is always bit 0 of `problemBits`. */
export const DUPLICATE_CODE = 'duplicate-url';
/**
 * The `problemBits` mask of {@link DUPLICATE_CODE}: the bit the duplicate lookups test
 * (`bits & DUPLICATE_BIT`), so no reader has to know it is bit 0.
 */
export const DUPLICATE_BIT = 1;
