/**
 * A count as the page's language writes it: '40,000' in English, '40.000' in German.
 *
 * @param count The number.
 */
export function formatCount( count: number ): string {
	return new Intl.NumberFormat(
		document.documentElement.lang || undefined
	).format( count );
}
