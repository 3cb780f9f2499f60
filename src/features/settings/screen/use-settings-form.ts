/**
 * The general settings form (useForm): the settings, the domain being typed,
 * per-domain server errors, and the save through the global store (PUT
 * settings with the changed parts only).
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	store as globalStore,
	type Settings,
	type SettingsChanges,
} from '../../../stores/global';
import { useForm } from '../../../admin/hooks/use-form';
import { notify } from '../../../admin/utils/notify';
import { checkNewDomain } from './domains';
import { isEqualValue, type FieldErrors } from '../../../admin/utils/form';

/** The settings, and the domain being typed (not saved until added). */
export type SettingsFormValues = Settings & { domain: string };

/**
 * Error keys of the form's fields, as the server names them; the domain
 * being typed has the key 'domain'.
 */
const SERVER_FIELD_KEYS = [
	'disable_category_and_tags',
	'modules.rsvp',
	'registered_domains',
];

/**
 * The parts of the settings that differ from the saved ones.
 *
 * @param saved  What the server stored.
 * @param values The form's values.
 */
export function getSettingsChanges(
	saved: Settings,
	values: Settings
): SettingsChanges {
	const changes: SettingsChanges = {};
	if (
		values.disable_category_and_tags !== saved.disable_category_and_tags
	) {
		changes.disable_category_and_tags = values.disable_category_and_tags;
	}
	if ( values.modules.rsvp !== saved.modules.rsvp ) {
		changes.modules = { rsvp: values.modules.rsvp };
	}
	if (
		! isEqualValue( values.registered_domains, saved.registered_domains )
	) {
		changes.registered_domains = values.registered_domains;
	}
	return changes;
}

/**
 * The error key of one listed domain: its errors stay with it when the list
 * changes.
 *
 * @param domain The domain.
 */
function domainErrorKey( domain: string ): string {
	return `registered_domains:${ domain }`;
}

/**
 * The form key of a server error key, or null for one the form has no
 * field for. `registered_domains.N` goes beside the domain that was sent
 * at N (or to the list when there is none).
 *
 * @param key  The normalized server key.
 * @param sent The values sent.
 */
function mapServerKey( key: string, sent: SettingsFormValues ): string | null {
	if ( key === 'modules' ) {
		return 'modules.rsvp';
	}
	const index = /^registered_domains\.(\d+)$/.exec( key );
	if ( index ) {
		const domain = sent.registered_domains[ Number( index[ 1 ] ) ];
		return domain === undefined
			? 'registered_domains'
			: domainErrorKey( domain );
	}
	return SERVER_FIELD_KEYS.includes( key ) ? key : null;
}

/**
 * The form's values for stored settings (a domain list the server did not
 * send yet is empty), nothing typed.
 *
 * @param settings The settings the server sent.
 */
function toSettingsValues( settings: Settings ): SettingsFormValues {
	return {
		...settings,
		registered_domains: settings.registered_domains ?? [],
		domain: '',
	};
}

/**
 * Whether there is something to save: a typed domain, or a changed setting.
 *
 * @param saved  What the server stored.
 * @param values The form's values.
 */
function hasUnsavedChanges(
	saved: SettingsFormValues,
	values: SettingsFormValues
): boolean {
	return (
		values.domain.trim() !== '' ||
		Object.keys( getSettingsChanges( saved, values ) ).length > 0
	);
}

export function useSettingsForm( settings: Settings ) {
	const { updateSettings } = useDispatch( globalStore );
	const form = useForm< SettingsFormValues, Settings >( {
		initialValues: () => toSettingsValues( settings ),
		submit: ( values, saved ) =>
			updateSettings( getSettingsChanges( saved, values ) ),
		toValues: toSettingsValues,
		mapServerKey,
		isDirty: hasUnsavedChanges,
		onSaved: () => notify( 'success', __( 'Settings saved.', 'eventin' ) ),
		onFailed: ( error ) =>
			notify(
				'error',
				typeof error.message === 'string' && error.message
					? error.message
					: __( 'The settings could not be saved.', 'eventin' )
			),
	} );
	const { values, saved, setValues, setField, addErrors, errors } = form;

	const setToggle = useCallback(
		( key: 'disable_category_and_tags' | 'modules.rsvp', on: boolean ) => {
			const toggle = on ? 'on' : 'off';
			setValues(
				( current ) =>
					key === 'modules.rsvp'
						? {
								...current,
								modules: { ...current.modules, rsvp: toggle },
							}
						: { ...current, disable_category_and_tags: toggle },
				[ key ]
			);
		},
		[ setValues ]
	);

	const changeDomainText = useCallback(
		( text: string ) => setField( 'domain', text ),
		[ setField ]
	);

	/**
	 * The list with the typed domain added, or null (and the reason shown)
	 * when it cannot be added. The list as it is when nothing is typed.
	 *
	 * @param required Whether an empty entry is an error.
	 */
	const withTypedDomain = useCallback(
		( required: boolean ): string[] | null => {
			const domains = values.registered_domains;
			if ( ! required && values.domain.trim() === '' ) {
				return domains;
			}
			const check = checkNewDomain( values.domain, domains );
			if ( 'error' in check ) {
				addErrors( { domain: check.error } );
				return null;
			}
			return [ ...domains, check.domain ];
		},
		[ values.registered_domains, values.domain, addErrors ]
	);

	const addDomain = useCallback( () => {
		const domains = withTypedDomain( true );
		if ( domains ) {
			setValues(
				( current ) => ( {
					...current,
					registered_domains: domains,
					domain: '',
				} ),
				[ 'domain', 'registered_domains' ]
			);
		}
	}, [ withTypedDomain, setValues ] );

	const removeDomain = useCallback(
		( domain: string ) => {
			setValues(
				( current ) => ( {
					...current,
					registered_domains: current.registered_domains.filter(
						( item ) => item !== domain
					),
				} ),
				[ domainErrorKey( domain ), 'registered_domains' ]
			);
		},
		[ setValues ]
	);

	const save = useCallback( async () => {
		// A domain typed but not added yet is saved with the rest.
		const domains = withTypedDomain( false );
		if ( ! domains ) {
			return;
		}
		const next = { ...values, registered_domains: domains, domain: '' };
		setValues( () => next );
		if ( Object.keys( getSettingsChanges( saved, next ) ).length > 0 ) {
			await form.save( next );
		}
	}, [ withTypedDomain, values, saved, setValues, form ] );

	/** Server errors of single domains, by the domain. */
	const domainErrors = useMemo( () => {
		const byDomain: FieldErrors = {};
		for ( const domain of values.registered_domains ) {
			const error = errors[ domainErrorKey( domain ) ];
			if ( error ) {
				byDomain[ domain ] = error;
			}
		}
		return byDomain;
	}, [ values.registered_domains, errors ] );

	return {
		...form,
		setToggle,
		changeDomainText,
		addDomain,
		removeDomain,
		domainErrors,
		save,
	};
}

export type SettingsFormState = ReturnType< typeof useSettingsForm >;
