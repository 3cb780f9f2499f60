/**
 * What the site knows of its license (includes/README.md, License). The
 * full key never comes back: `key` is masked ('••••••••AB12').
 */
export interface LicenseData {
	/**
	 * The license server's word: valid, expired, disabled, invalid,
	 * site_inactive, …
	 */
	license: string;
	name: string;
	email: string;
	/** The masked key. */
	key: string;
	/** 'YYYY-MM-DD HH:MM:SS', 'lifetime' or null. */
	expires: string | null;
	item_name: string | null;
	license_limit: number | null;
	site_count: number | null;
	activations_left: number | string | null;
	/** When the server was last asked (ISO 8601). */
	checked_at: string | null;
}

/** GET license: `data` is null without a license. */
export interface LicenseResponse {
	data: LicenseData | null;
}

/** POST license/activate and license/deactivate. */
export interface LicenseWriteResponse extends LicenseResponse {
	message?: string;
}

/** The body of POST license/activate. */
export interface LicenseActivation {
	name: string;
	email: string;
	license_key: string;
}

/** Whether the license has been read: not yet asked, on its way, read. */
export type LicenseLoad = 'unknown' | 'loading' | 'loaded';

/** Unknown while loading, then active or inactive. */
export type LicenseStatus = 'unknown' | 'loading' | 'active' | 'inactive';

export interface LicenseState {
	data: LicenseData | null;
	load: LicenseLoad;
	isDeactivating: boolean;
}
