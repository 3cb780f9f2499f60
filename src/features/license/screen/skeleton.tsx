/**
 * Grey bars in the shape of the page while the license loads.
 */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

const BARS = [ 'title', 'line', 'field', 'field', 'field', 'button' ];

export default function LicenseSkeleton() {
	return (
		<div
			className="eventin-license-skeleton"
			role="status"
			aria-busy="true"
			aria-live="polite"
		>
			<VisuallyHidden>
				{ __( 'Loading license…', 'eventin' ) }
			</VisuallyHidden>
			{ BARS.map( ( kind, index ) => (
				<span
					key={ index }
					className={ `eventin-license-skeleton__bar is-${ kind }` }
					aria-hidden="true"
				/>
			) ) }
		</div>
	);
}
