import {
	type LicenseData,
	type LicenseState,
	type LicenseStatus,
} from './types';
import { INVALID_LICENSE } from './constants';

/**
 * The license data: null without a license, and until it has loaded
 * (getLicenseStatus() tells the two apart).
 *
 * @param state The store state.
 */
export function getLicense( state: LicenseState ): LicenseData | null {
	return state.data;
}

/**
 * unknown (not asked yet), loading, then active or inactive. A license is
 * active with data whose license field is not 'invalid' (an
 * expired or disabled license counts). A license that failed to load is
 * inactive.
 *
 * @param state The store state.
 */
export function getLicenseStatus( state: LicenseState ): LicenseStatus {
	if ( state.load !== 'loaded' ) {
		return state.load;
	}
	return state.data && state.data.license !== INVALID_LICENSE
		? 'active'
		: 'inactive';
}

/**
 * Whether a deactivation call is on its way.
 *
 * @param state The store state.
 */
export function isDeactivating( state: LicenseState ): boolean {
	return state.isDeactivating;
}
