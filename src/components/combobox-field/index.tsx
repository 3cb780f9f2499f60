/**
 * ComboboxControl with its help (or error) tied to the input. WordPress 6.8's
 * ComboboxControl shows `help` under the field but does not give the input an
 * `aria-describedby`, so a screen reader never hears the message.
 */
import { ComboboxControl } from '@wordpress/components';
import { useLayoutEffect, useRef } from '@wordpress/element';
import type { ComponentProps } from 'react';

type ComboboxFieldProps = ComponentProps< typeof ComboboxControl >;

export default function ComboboxField( props: ComboboxFieldProps ) {
	const wrapper = useRef< HTMLDivElement >( null );
	const { help } = props;

	useLayoutEffect( () => {
		const input = wrapper.current?.querySelector( 'input' );
		const helpText = wrapper.current?.querySelector(
			'.components-base-control__help'
		);
		if ( ! input ) {
			return;
		}
		if ( helpText?.id ) {
			input.setAttribute( 'aria-describedby', helpText.id );
		} else {
			input.removeAttribute( 'aria-describedby' );
		}
	}, [ help ] );

	return (
		<div ref={ wrapper } className="eventin-combobox-field">
			<ComboboxControl { ...props } />
		</div>
	);
}
