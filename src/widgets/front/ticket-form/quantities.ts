/**
 * Quantities and money: what a typed or stepped quantity stands for, the lines chosen, the total
 * in the form's currency, the − and + beside each quantity, and the button for what is chosen.
 */
import { type Config, type Line, type Messages } from './types';

/**
 * Minor units of a currency as people read them, e.g. 2500 → '$25.00'.
 *
 * @param minor  The amount in minor units.
 * @param config The form's currency, decimals and language.
 */
export function formatMoney(
	minor: number,
	config: Pick< Config, 'currency' | 'decimals' | 'locale' >
): string {
	return new Intl.NumberFormat( config.locale, {
		style: 'currency',
		currency: config.currency,
		minimumFractionDigits: config.decimals,
		maximumFractionDigits: config.decimals,
	} ).format( minor / 10 ** config.decimals );
}

/**
 * The quantity a typed value stands for: a whole number from 0 to the most
 * the field allows. The field itself says when it is over (the browser does
 * not send the form); holders and the total count no more than that.
 *
 * @param value The field's value.
 * @param max   The most the field allows.
 */
export function typedQuantity( value: string, max: number ): number {
	return Math.max( 0, Math.min( max, Math.floor( Number( value ) || 0 ) ) );
}

/** What the submit button says, and whether it is off. */
export type SubmitState = { label: string; disabled: boolean };

/**
 * The button for what is chosen: as the server rendered it while nothing is;
 * 'Register' for a free choice (nothing to pay, so no way to pay is needed);
 * 'Book and pay' otherwise, stopped when the form offers no way to pay.
 *
 * @param count    Tickets chosen.
 * @param sum      Their total, in minor units.
 * @param canPay   Whether the form offers a way to pay.
 * @param rendered The button as the server rendered it.
 * @param text     The form's messages.
 */
export function submitState(
	count: number,
	sum: number,
	canPay: boolean,
	rendered: SubmitState,
	text: Pick< Messages, 'register' | 'bookAndPay' >
): SubmitState {
	if ( count === 0 ) {
		return rendered;
	}
	return sum === 0
		? { label: text.register, disabled: false }
		: { label: text.bookAndPay, disabled: ! canPay };
}

/**
 * The quantity after − or +: below the least per order it drops to 0, from 0 it jumps to the least.
 *
 * @param current The quantity now.
 * @param step    -1 or +1.
 * @param min     The least per order.
 * @param max     The most the field allows.
 */
export function stepQuantity(
	current: number,
	step: number,
	min: number,
	max: number
): number {
	let next = current + step;
	if ( step > 0 && next < min ) {
		next = min;
	}
	if ( step < 0 && next < min ) {
		next = 0;
	}
	return Math.max( 0, Math.min( max, next ) );
}

/**
 * A translated text with its %s, %d and %1$s… filled in.
 *
 * @param text   The text.
 * @param values What goes in, in order.
 */
export const format = ( text: string, ...values: Array< string | number > ) => {
	let position = 0;
	return text.replace( /%(\d\$)?[sd]/g, ( match, index?: string ) =>
		String(
			values[ index ? Number( index[ 0 ] ) - 1 : position++ ] ?? match
		)
	);
};

/**
 * The ticket types of a form with a quantity field, and how many of each are chosen.
 *
 * @param rows The form's ticket rows (`.eventin-ticket-form__type`).
 */
export const readLines = ( rows: HTMLElement[] ): Line[] =>
	rows.flatMap( ( row ) => {
		const input = row.querySelector< HTMLInputElement >(
			'input[type="number"]'
		);
		return input
			? [
					{
						ticketId: Number( row.dataset.ticket ),
						name:
							row.querySelector( '.eventin-ticket-form__name' )
								?.textContent ?? '',
						price: Number( row.dataset.price ),
						quantity: typedQuantity(
							input.value,
							Number( input.max ) || 100
						),
					},
				]
			: [];
	} );

/**
 * Puts − and + beside each quantity; a change calls back.
 *
 * @param rows     The form's ticket rows.
 * @param text     The form's messages.
 * @param onChange Called after each change of a quantity.
 */
export function addSteppers(
	rows: HTMLElement[],
	text: Pick< Messages, 'fewer' | 'more' >,
	onChange: () => void
) {
	for ( const row of rows ) {
		const input = row.querySelector< HTMLInputElement >(
			'input[type="number"]'
		);
		if ( ! input ) {
			continue;
		}
		const name =
			row.querySelector( '.eventin-ticket-form__name' )?.textContent ??
			'';
		const min = Number( row.dataset.min ) || 1;
		const max = Number( input.max ) || 100;
		const button = ( step: number, sign: string, words: string ) => {
			const element = document.createElement( 'button' );
			element.type = 'button';
			element.className = 'eventin-ticket-form__step';
			element.textContent = sign;
			element.setAttribute( 'aria-label', `${ words }: ${ name }` );
			element.addEventListener( 'click', () => {
				input.value = String(
					stepQuantity( Number( input.value ) || 0, step, min, max )
				);
				onChange();
			} );
			return element;
		};
		input.before( button( -1, '−', text.fewer ) );
		input.after( button( 1, '+', text.more ) );
		input.addEventListener( 'input', onChange );
	}
}
