/**
 * The configuration PHP prints as JSON on the root element:
 * `<div id="eventin-dashboard" data-config='{"homeUrl": …}'>`.
 */
import { createContext } from '@wordpress/element';

import { type CategoryMetaField } from '../stores/event-categories/types';
import {
	DEFAULT_SITE_DATE_SETTINGS,
	type SiteDateSettings,
} from './utils/site-date';

export interface AdminConfig {
	homeUrl: string;
	adminUrl: string;
	restNamespace: string;
	categoryMetaFields: CategoryMetaField[];
	/** Where customers manage their license keys ('' when the store has none). */
	licenseAccountUrl: string;
	/** The site's date and time settings (`utils/site-date.ts`). */
	date: SiteDateSettings;
	/**
	 * Where image fields load the media library from, and the scripts and
	 * styles the page already has; null for users who may not upload files.
	 */
	mediaLibrary: MediaLibraryConfig | null;
}

export interface MediaLibraryConfig {
	/** admin-ajax.php?action=eventin_media_library&_ajax_nonce=… */
	url: string;
	/** Script handles on the page. */
	scripts: string[];
	/** Style handles on the page. */
	styles: string[];
}

export const DEFAULT_CONFIG: AdminConfig = {
	homeUrl: '/',
	adminUrl: '/wp-admin/',
	restNamespace: 'eventin/v2',
	categoryMetaFields: [],
	licenseAccountUrl: '',
	date: DEFAULT_SITE_DATE_SETTINGS,
	mediaLibrary: null,
};

function isStringList( value: unknown ): value is string[] {
	return (
		Array.isArray( value ) &&
		value.every( ( item ) => typeof item === 'string' )
	);
}

/**
 * The date settings, each missing or malformed one at its default.
 *
 * @param value The candidate.
 */
function readDateSettings( value: unknown ): SiteDateSettings {
	const raw = ( value ?? {} ) as Partial< Record< string, unknown > >;
	const settings: SiteDateSettings = { ...DEFAULT_SITE_DATE_SETTINGS };
	for ( const key of [
		'dateFormat',
		'timeFormat',
		'timezone',
		'locale',
	] as const ) {
		if ( typeof raw[ key ] === 'string' ) {
			settings[ key ] = raw[ key ] as string;
		}
	}
	for ( const key of [ 'gmtOffset', 'startOfWeek' ] as const ) {
		if ( typeof raw[ key ] === 'number' && Number.isFinite( raw[ key ] ) ) {
			settings[ key ] = raw[ key ] as number;
		}
	}
	return settings;
}

/**
 * The media library's configuration, or null when it is missing or malformed.
 *
 * @param value The candidate.
 */
function readMediaLibrary( value: unknown ): MediaLibraryConfig | null {
	const raw = value as Partial< MediaLibraryConfig > | null;
	if ( ! raw || typeof raw.url !== 'string' || raw.url === '' ) {
		return null;
	}
	return {
		url: raw.url,
		scripts: isStringList( raw.scripts ) ? raw.scripts : [],
		styles: isStringList( raw.styles ) ? raw.styles : [],
	};
}

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
		date: readDateSettings( raw.date ),
		mediaLibrary: readMediaLibrary( raw.mediaLibrary ),
	};
}

export const ConfigContext = createContext< AdminConfig >( DEFAULT_CONFIG );
