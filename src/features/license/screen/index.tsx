/**
 * #/license (super admins only): the site's pro license. A skeleton while it
 * loads, then the activation form or the active license's panel, and a
 * floating help button. What goes wrong while rendering shows an error panel.
 */
import { useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';

import {
	store as licenseStore,
	type LicenseStatus,
} from '../../../stores/license';
import ActivationForm from './activation-form';
import ErrorBoundary from './error-boundary';
import HelpButton from './help-button';
import LicensePanel from './license-panel';
import LicenseSkeleton from './skeleton';

/**
 * Whether the view changed from one loaded state to the other (an
 * activation or a deactivation), so focus should follow to the new view.
 *
 * @param status The license status.
 */
function useSwitched( status: LicenseStatus ): boolean {
	const previous = useRef( status );
	const switched = useRef( false );
	if ( previous.current !== status ) {
		switched.current =
			previous.current === 'active' || previous.current === 'inactive';
		previous.current = status;
	}
	return switched.current;
}

function License() {
	const { status, data } = useSelect( ( select ) => {
		const license = select( licenseStore );
		return {
			data: license.getLicense(),
			status: license.getLicenseStatus(),
		};
	}, [] );
	const switched = useSwitched( status );

	if ( status === 'unknown' || status === 'loading' ) {
		return <LicenseSkeleton />;
	}
	if ( status === 'active' && data ) {
		return <LicensePanel data={ data } focusOnMount={ switched } />;
	}
	return <ActivationForm focusOnMount={ switched } />;
}

export default function LicenseScreen() {
	return (
		<div className="eventin-license">
			<ErrorBoundary>
				<License />
			</ErrorBoundary>
			<HelpButton />
		</div>
	);
}
