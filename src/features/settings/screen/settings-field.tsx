/**
 * What the settings panels share: a text field with the editors' field look
 * (red, the server's message in place of its help while it is wrong) and the
 * notice of a save that failed.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { FormState } from '../../../admin/hooks/use-form';
import { notify } from '../../../admin/utils/notify';

/**
 * A field's class: red with an error (the error stands in for the help
 * text, which alone would look like help).
 *
 * @param error The field's error.
 */
export function fieldClass( error: string | undefined ): string {
	return error ? 'eventin-event-field is-invalid' : 'eventin-event-field';
}

/**
 * Says why a save failed: the server's message, or a general one.
 *
 * @param error         What the request threw.
 * @param error.message The server's message, if it gave one.
 */
export function notifySaveFailed( error: { message?: unknown } ) {
	notify(
		'error',
		typeof error.message === 'string' && error.message
			? error.message
			: __( 'The settings could not be saved.', 'eventin' )
	);
}

type TextKeys< Values > = {
	[ Key in keyof Values ]: Values[ Key ] extends string ? Key : never;
}[ keyof Values ];

export default function SettingsTextField< Values >( {
	form,
	name,
	label,
	help,
	type = 'text',
}: {
	form: Pick<
		FormState< Values, unknown >,
		'values' | 'errors' | 'setField'
	>;
	name: TextKeys< Values > & string;
	label: string;
	help: string;
	type?: 'text' | 'email' | 'url' | 'number' | 'password';
} ) {
	const error = form.errors[ name ];
	return (
		<TextControl
			className={ fieldClass( error ) }
			label={ label }
			type={ type }
			value={ form.values[ name ] as string }
			help={ error ?? help }
			aria-invalid={ !! error }
			autoComplete="off"
			onChange={ ( value ) =>
				form.setField( name, value as Values[ typeof name ] )
			}
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
