import apiFetch from '@wordpress/api-fetch';

import {
	type LicenseActivation,
	type LicenseData,
	type LicenseWriteResponse,
} from './types';
import { type LicenseAction } from './reducer';
import { LICENSE_PATH, RECEIVE_LICENSE, SET_DEACTIVATING } from './constants';

interface LicenseThunkArgs {
	dispatch: ( ( action: LicenseAction ) => void ) & {
		receiveLicense: ( data: LicenseData | null ) => void;
	};
}

export function receiveLicense( data: LicenseData | null ) {
	return { type: RECEIVE_LICENSE, data } as const;
}

/**
 * Activates a license key for this site (POST license/activate) and keeps
 * the license data the server answers with. Resolves to the answer; rejects
 * with the REST error, the license staying as it was.
 *
 * @param activation The form: name, email, license_key.
 */
export const activate =
	( activation: LicenseActivation ) =>
	async ( {
		dispatch,
	}: LicenseThunkArgs ): Promise< LicenseWriteResponse > => {
		const response = await apiFetch< LicenseWriteResponse >( {
			path: `${ LICENSE_PATH }/activate`,
			method: 'POST',
			data: activation,
		} );
		dispatch.receiveLicense( response?.data ?? null );
		return response;
	};

/**
 * Frees this site's activation (POST license/deactivate) and keeps the data
 * the server answers with (null: no license). Resolves to the answer;
 * rejects with the REST error, the license staying as it was.
 * isDeactivating() is true meanwhile.
 */
export const deactivate =
	() =>
	async ( {
		dispatch,
	}: LicenseThunkArgs ): Promise< LicenseWriteResponse > => {
		dispatch( { type: SET_DEACTIVATING, isDeactivating: true } );
		try {
			const response = await apiFetch< LicenseWriteResponse >( {
				path: `${ LICENSE_PATH }/deactivate`,
				method: 'POST',
			} );
			dispatch.receiveLicense( response?.data ?? null );
			return response;
		} finally {
			dispatch( { type: SET_DEACTIVATING, isDeactivating: false } );
		}
	};
