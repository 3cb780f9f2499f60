/**
 * The configuration PHP prints as JSON on the root element:
 * `<div id="eventin-dashboard" data-config='{"homeUrl": …}'>`.
 */
import { createContext } from '@wordpress/element';

export type CategoryMetaFieldType = 'string' | 'number' | 'boolean';

/** An extra category meta field registered by an extension. */
export interface CategoryMetaField {
	key: string;
	label: string;
	type: CategoryMetaFieldType;
}

export interface AdminConfig {
	homeUrl: string;
	adminUrl: string;
	restNamespace: string;
	categoryMetaFields: CategoryMetaField[];
	/** Where customers manage their license keys ('' when the store has none). */
	licenseAccountUrl: string;
}

export const DEFAULT_CONFIG: AdminConfig = {
	homeUrl: '/',
	adminUrl: '/wp-admin/',
	restNamespace: 'eventin/v2',
	categoryMetaFields: [],
	licenseAccountUrl: '',
};

const META_FIELD_TYPES: readonly string[] = [ 'string', 'number', 'boolean' ];

/**
 * Whether a value describes a category meta field the app can render.
 *
 * @param value The candidate.
 */
export function isCategoryMetaField(
	value: unknown
): value is CategoryMetaField {
	const field = value as Partial< CategoryMetaField > | null;
	return (
		!! field &&
		typeof field.key === 'string' &&
		field.key !== '' &&
		typeof field.label === 'string' &&
		typeof field.type === 'string' &&
		META_FIELD_TYPES.includes( field.type )
	);
}

/**
 * Reads the configuration from the root element, falling back to defaults
 * for anything missing or malformed.
 *
 * @param element The root element.
 */
export function readConfig( element: HTMLElement ): AdminConfig {
	let raw: Partial< AdminConfig > = {};
	try {
		raw = JSON.parse( element.dataset.config ?? '{}' ) ?? {};
	} catch {
		// Malformed JSON: run on the defaults.
	}
	return {
		homeUrl:
			typeof raw.homeUrl === 'string'
				? raw.homeUrl
				: DEFAULT_CONFIG.homeUrl,
		adminUrl:
			typeof raw.adminUrl === 'string'
				? raw.adminUrl
				: DEFAULT_CONFIG.adminUrl,
		restNamespace:
			typeof raw.restNamespace === 'string'
				? raw.restNamespace
				: DEFAULT_CONFIG.restNamespace,
		categoryMetaFields: Array.isArray( raw.categoryMetaFields )
			? raw.categoryMetaFields.filter( isCategoryMetaField )
			: [],
		licenseAccountUrl:
			typeof raw.licenseAccountUrl === 'string'
				? raw.licenseAccountUrl
				: DEFAULT_CONFIG.licenseAccountUrl,
	};
}

export const ConfigContext = createContext< AdminConfig >( DEFAULT_CONFIG );
