/**
 * Amounts as the REST API answers them (decimal strings in a currency).
 */

/**
 * A decimal amount in a currency, as the page's language writes it
 * ('1250.00' in USD → '$1,250.00').
 *
 * @param amount   A decimal string, e.g. '1250.00'.
 * @param currency ISO 4217.
 * @param locale   The language; the page's by default.
 */
export function formatAmount(
	amount: string | number,
	currency: string,
	locale?: string
): string {
	const value = Number( amount );
	try {
		return new Intl.NumberFormat( locale, {
			style: 'currency',
			currency,
		} ).format( value );
	} catch {
		// Not a currency Intl knows: the number and the code.
		return `${ value.toFixed( 2 ) } ${ currency }`;
	}
}
