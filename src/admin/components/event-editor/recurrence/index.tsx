/**
 * Recurrence of a top-level event: daily, weekly (on chosen weekdays),
 * monthly (on the start's day or its nth weekday) or yearly, every n,
 * ending on a date or after a number of occurrences. An occurrence points
 * to its parent's recurrence instead.
 */
import {
	CheckboxControl,
	Notice,
	RadioControl,
	SelectControl,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { Link } from 'react-router-dom';

import {
	type Event,
	type RecurrenceFrequency,
} from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	ISO_WEEKDAYS,
	canEditRecurrence,
	fromRecurrenceValues,
	mapRecurrenceServerKey,
	toRecurrenceValues,
	toggleWeekday,
	validateRecurrence,
} from '../form/recurrence';
import { getMonthPosition } from '../form/time';
import { FieldGroup, TextField } from '../../form-fields';
import FormPanel from '../../form-panel';
import { eventEditPath } from '../../../paths';
import { parseWholeNumber } from '../../../utils/form';

function getWeekdayName( day: number ): string {
	return [
		__( 'Monday', 'eventin' ),
		__( 'Tuesday', 'eventin' ),
		__( 'Wednesday', 'eventin' ),
		__( 'Thursday', 'eventin' ),
		__( 'Friday', 'eventin' ),
		__( 'Saturday', 'eventin' ),
		__( 'Sunday', 'eventin' ),
	][ day - 1 ];
}

function getOrdinal( nth: number ): string {
	return [
		__( 'first', 'eventin' ),
		__( 'second', 'eventin' ),
		__( 'third', 'eventin' ),
		__( 'fourth', 'eventin' ),
		__( 'fifth', 'eventin' ),
	][ nth - 1 ];
}

function getIntervalHelp(
	frequency: RecurrenceFrequency,
	interval: number
): string {
	switch ( frequency ) {
		case 'daily':
			return sprintf(
				/* translators: %d: the interval. */
				_n( 'Every %d day.', 'Every %d days.', interval, 'eventin' ),
				interval
			);
		case 'weekly':
			return sprintf(
				/* translators: %d: the interval. */
				_n( 'Every %d week.', 'Every %d weeks.', interval, 'eventin' ),
				interval
			);
		case 'monthly':
			return sprintf(
				/* translators: %d: the interval. */
				_n(
					'Every %d month.',
					'Every %d months.',
					interval,
					'eventin'
				),
				interval
			);
		case 'yearly':
			return sprintf(
				/* translators: %d: the interval. */
				_n( 'Every %d year.', 'Every %d years.', interval, 'eventin' ),
				interval
			);
	}
}

function getMonthlyOptions( startDate: string ) {
	const position = getMonthPosition( startDate );
	if ( ! position ) {
		return [
			{
				label: __( 'On the same day of the month', 'eventin' ),
				value: 'date',
			},
			{
				label: __( 'On the same weekday of the month', 'eventin' ),
				value: 'weekday',
			},
		];
	}
	return [
		{
			label: sprintf(
				/* translators: %d: a day of the month, e.g. 14. */
				__( 'On day %d of the month', 'eventin' ),
				position.day
			),
			value: 'date',
		},
		{
			label: sprintf(
				/* translators: 1: an ordinal (first, second…), 2: a weekday name. */
				__( 'On the %1$s %2$s of the month', 'eventin' ),
				getOrdinal( position.nth ),
				getWeekdayName( position.weekday )
			),
			value: 'weekday',
		},
	];
}

function ParentNotice( { parent }: { parent: number } ) {
	return (
		<div className="eventin-form-panel">
			<h2 className="eventin-form-panel__title">
				{ __( 'Recurrence', 'eventin' ) }
			</h2>
			<Notice status="info" isDismissible={ false }>
				<p>
					{ __(
						'This event is one occurrence of a recurring event. Its recurrence is set on the parent event.',
						'eventin'
					) }
				</p>
				<p>
					<Link to={ eventEditPath( parent, 'recurrence' ) }>
						{ __(
							'Edit the parent event’s recurrence',
							'eventin'
						) }
					</Link>
				</p>
			</Notice>
		</div>
	);
}

function RecurrenceForm( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toRecurrenceValues( event ),
		toData: fromRecurrenceValues,
		toValues: toRecurrenceValues,
		validate: ( values ) => validateRecurrence( values, event.start_date ),
		mapServerKey: mapRecurrenceServerKey,
		event,
	} );
	const { values, setField, errors } = form;
	const interval = parseWholeNumber( values.interval ) ?? 1;

	return (
		<FormPanel title={ __( 'Recurrence', 'eventin' ) } form={ form }>
			<CheckboxControl
				label={ __( 'Repeat this event', 'eventin' ) }
				checked={ values.enabled }
				onChange={ ( enabled ) => setField( 'enabled', enabled ) }
				help={ errors.enabled }
				__nextHasNoMarginBottom
			/>
			{ values.enabled && (
				<>
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'Saving regenerates the future occurrences of this event. Occurrences that have ticket sales are kept as they are.',
							'eventin'
						) }
					</Notice>
					<SelectControl
						label={ __( 'Repeats', 'eventin' ) }
						value={ values.frequency }
						options={ [
							{ label: __( 'Daily', 'eventin' ), value: 'daily' },
							{
								label: __( 'Weekly', 'eventin' ),
								value: 'weekly',
							},
							{
								label: __( 'Monthly', 'eventin' ),
								value: 'monthly',
							},
							{
								label: __( 'Yearly', 'eventin' ),
								value: 'yearly',
							},
						] }
						onChange={ ( frequency ) =>
							setField(
								'frequency',
								frequency as RecurrenceFrequency
							)
						}
						help={ errors.frequency }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextField
						type="number"
						min={ 1 }
						label={ __( 'Interval', 'eventin' ) }
						value={ values.interval }
						onChange={ ( value ) => setField( 'interval', value ) }
						error={ errors.interval }
						help={ getIntervalHelp( values.frequency, interval ) }
						required
					/>
					{ values.frequency === 'weekly' && (
						<FieldGroup
							legend={ __( 'Repeat on', 'eventin' ) }
							error={ errors.weekdays }
							className="eventin-recurrence__weekdays"
						>
							{ ISO_WEEKDAYS.map( ( day ) => (
								<CheckboxControl
									key={ day }
									label={ getWeekdayName( day ) }
									checked={ values.weekdays.includes( day ) }
									onChange={ ( checked ) =>
										setField(
											'weekdays',
											toggleWeekday(
												values.weekdays,
												day,
												checked
											)
										)
									}
									__nextHasNoMarginBottom
								/>
							) ) }
						</FieldGroup>
					) }
					{ values.frequency === 'monthly' && (
						<RadioControl
							label={ __( 'Repeat on', 'eventin' ) }
							selected={ values.monthly_by }
							options={ getMonthlyOptions( event.start_date ) }
							onChange={ ( value ) =>
								setField(
									'monthly_by',
									value === 'weekday' ? 'weekday' : 'date'
								)
							}
							help={ errors.monthly_by }
						/>
					) }
					{ values.frequency === 'yearly' && (
						<p className="eventin-recurrence__note">
							{ __(
								'Repeats on the day and month the event starts.',
								'eventin'
							) }
						</p>
					) }
					<RadioControl
						label={ __( 'Ends', 'eventin' ) }
						selected={ values.ends }
						options={ [
							{
								label: __( 'On a date', 'eventin' ),
								value: 'on',
							},
							{
								label: __(
									'After a number of occurrences',
									'eventin'
								),
								value: 'after',
							},
						] }
						onChange={ ( value ) =>
							setField( 'ends', value === 'on' ? 'on' : 'after' )
						}
						help={ errors.ends }
					/>
					{ values.ends === 'on' ? (
						<TextField
							type="date"
							label={ __( 'Last date', 'eventin' ) }
							value={ values.until }
							onChange={ ( value ) => setField( 'until', value ) }
							error={ errors.until }
							required
						/>
					) : (
						<TextField
							type="number"
							min={ 1 }
							label={ __( 'Number of occurrences', 'eventin' ) }
							value={ values.count }
							onChange={ ( value ) => setField( 'count', value ) }
							error={ errors.count }
							help={ __(
								'This event counts as the first.',
								'eventin'
							) }
							required
						/>
					) }
				</>
			) }
		</FormPanel>
	);
}

export default function RecurrencePage( { event }: { event: Event } ) {
	return canEditRecurrence( event ) ? (
		<RecurrenceForm event={ event } />
	) : (
		<ParentNotice parent={ event.parent } />
	);
}
