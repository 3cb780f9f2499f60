/**
 * Basic info: title, description, start and end (in the event's timezone;
 * the time inputs show the browser's 12- or 24-hour clock), timezone, status, categories, tags and banner. On a new event,
 * saving creates it and opens its editor.
 */
import { RadioControl, TextareaControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import ComboboxField from '../../../../components/combobox-field';
import { useNavigate } from 'react-router-dom';

import { type Event } from '../../../../stores/events/types';
import { store as globalStore } from '../../../../stores/global';
import { useSettings } from '../../../hooks/use-settings';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	fromBasicValues,
	getNewBasicValues,
	getStatusChoice,
	mapBasicServerKey,
	toBasicValues,
	validateBasic,
} from '../form/basic';
import {
	getBrowserTimezone,
	getSupportedTimezones,
	getTimezoneOptions,
} from '../form/time';
import { FieldGroup, TextField } from '../../form-fields';
import FormPanel from '../../form-panel';
import BannerField from './banner-field';
import TermCheckboxes from '../../term-checkboxes';
import { eventEditPath } from '../../../paths';

export default function BasicPage( { event }: { event: Event | null } ) {
	const navigate = useNavigate();
	const { settings } = useSettings();
	const browserTimezone = useMemo( getBrowserTimezone, [] );

	const form = useEventForm( {
		initialValues: () =>
			event
				? toBasicValues( event, browserTimezone )
				: getNewBasicValues( new Date(), browserTimezone ),
		toData: fromBasicValues,
		toValues: ( saved ) => toBasicValues( saved, browserTimezone ),
		validate: validateBasic,
		mapServerKey: mapBasicServerKey,
		event,
		successMessage: event
			? __( 'Event saved.', 'eventin' )
			: __( 'Event created.', 'eventin' ),
		onSaved: ( saved ) => {
			if ( ! event ) {
				navigate( eventEditPath( saved.id ), { replace: true } );
			}
		},
	} );
	const { values, setField, setValues, errors } = form;

	const { categories, tags } = useSelect(
		( select ) => ( {
			categories: select( globalStore ).getEventCategories(),
			tags: select( globalStore ).getEventTags(),
		} ),
		[]
	);
	const showTerms = settings?.disable_category_and_tags !== 'on';

	const [ timezoneSearch, setTimezoneSearch ] = useState( '' );
	const timezoneOptions = useMemo(
		() =>
			getTimezoneOptions(
				getSupportedTimezones(),
				values.timezone,
				timezoneSearch
			),
		[ values.timezone, timezoneSearch ]
	);

	return (
		<FormPanel title={ __( 'Basic info', 'eventin' ) } form={ form }>
			<TextField
				label={ __( 'Title', 'eventin' ) }
				value={ values.title }
				onChange={ ( value ) => setField( 'title', value ) }
				error={ errors.title }
				required
			/>
			<TextareaControl
				label={ __( 'Description', 'eventin' ) }
				value={ values.description }
				onChange={ ( value ) => setField( 'description', value ) }
				help={ errors.description }
				rows={ 6 }
				__nextHasNoMarginBottom
			/>
			<FieldGroup
				legend={ __( 'Date and time', 'eventin' ) }
				help={ __(
					'Dates and times are in the event’s timezone.',
					'eventin'
				) }
				className="eventin-event-editor__when"
			>
				<TextField
					type="date"
					label={ __( 'Start date', 'eventin' ) }
					value={ values.start_date }
					onChange={ ( value ) => setField( 'start_date', value ) }
					error={ errors.start_date }
					required
				/>
				<TextField
					type="time"
					label={ __( 'Start time', 'eventin' ) }
					value={ values.start_time }
					onChange={ ( value ) => setField( 'start_time', value ) }
					error={ errors.start_time }
					required
				/>
				<TextField
					type="date"
					label={ __( 'End date', 'eventin' ) }
					value={ values.end_date }
					onChange={ ( value ) =>
						setValues(
							( current ) => ( { ...current, end_date: value } ),
							[ 'end_date', 'end_time' ]
						)
					}
					error={ errors.end_date }
					required
				/>
				<TextField
					type="time"
					label={ __( 'End time', 'eventin' ) }
					value={ values.end_time }
					onChange={ ( value ) =>
						setValues(
							( current ) => ( { ...current, end_time: value } ),
							[ 'end_date', 'end_time' ]
						)
					}
					error={ errors.end_time }
					required
				/>
			</FieldGroup>
			<ComboboxField
				className={
					errors.timezone
						? 'eventin-event-field is-invalid'
						: undefined
				}
				label={ __( 'Timezone', 'eventin' ) }
				value={ values.timezone }
				options={ timezoneOptions }
				onChange={ ( value ) => setField( 'timezone', value ?? '' ) }
				onFilterValueChange={ setTimezoneSearch }
				help={
					errors.timezone ??
					__( 'Type to search, e.g. Berlin.', 'eventin' )
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<RadioControl
				label={ __( 'Status', 'eventin' ) }
				selected={ getStatusChoice( values.status ) }
				options={ [
					{ label: __( 'Draft', 'eventin' ), value: 'draft' },
					// Offered while the saved event awaits review, so saving keeps it there.
					...( event?.status === 'pending'
						? [
								{
									label: __( 'Pending review', 'eventin' ),
									value: 'pending',
								},
							]
						: [] ),
					{ label: __( 'Published', 'eventin' ), value: 'publish' },
				] }
				onChange={ ( value ) => setField( 'status', value ) }
				help={ errors.status }
			/>
			{ showTerms && (
				<>
					<TermCheckboxes
						legend={ __( 'Categories', 'eventin' ) }
						terms={ categories }
						selected={ values.categories }
						onChange={ ( ids ) => setField( 'categories', ids ) }
						emptyText={ __( 'No categories yet.', 'eventin' ) }
						error={ errors.categories }
					/>
					<TermCheckboxes
						legend={ __( 'Tags', 'eventin' ) }
						terms={ tags }
						selected={ values.tags }
						onChange={ ( ids ) => setField( 'tags', ids ) }
						emptyText={ __( 'No tags yet.', 'eventin' ) }
						error={ errors.tags }
					/>
				</>
			) }
			<BannerField
				banner={ values.banner }
				bannerUrl={ values.banner_url }
				error={ errors.banner }
				onChange={ ( banner, bannerUrl ) =>
					setValues(
						( current ) => ( {
							...current,
							banner,
							banner_url: bannerUrl,
						} ),
						[ 'banner' ]
					)
				}
			/>
		</FormPanel>
	);
}
