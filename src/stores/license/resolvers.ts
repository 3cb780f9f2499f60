import apiFetch from '@wordpress/api-fetch';

import { type LicenseData, type LicenseResponse } from './types';
import { type LicenseAction } from './reducer';
import { LICENSE_PATH, LOAD_LICENSE, LOAD_LICENSE_FAILED } from './constants';

interface LicenseResolverArgs {
	dispatch: ( ( action: LicenseAction ) => void ) & {
		receiveLicense: ( data: LicenseData | null ) => void;
	};
}

/**
 * Reads the license (GET license). A failure is only logged: the license
 * then counts as inactive.
 */
export const getLicense =
	() =>
	async ( { dispatch }: LicenseResolverArgs ) => {
		dispatch( { type: LOAD_LICENSE } );
		let response: LicenseResponse;
		try {
			response = await apiFetch< LicenseResponse >( {
				path: LICENSE_PATH,
			} );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'Failed to load the license', error );
			dispatch( { type: LOAD_LICENSE_FAILED } );
			return;
		}
		dispatch.receiveLicense( response?.data ?? null );
	};

interface ForwardingResolverArgs {
	resolveSelect: { getLicense: () => Promise< LicenseData | null > };
}

/** The status needs the license read. */
export const getLicenseStatus =
	() =>
	async ( { resolveSelect }: ForwardingResolverArgs ) => {
		await resolveSelect.getLicense();
	};
