/**
 * /schedules/create and /schedules/edit/{id}: the schedule form (program
 * title, date and time slots). Creating goes back to the list; updating
 * stays. Field errors, the client's and the server's (`data.params`, e.g.
 * `slots.1.end_time`), show under their field, and the first invalid field
 * gets focus.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';
import { useNavigate, useParams } from 'react-router-dom';

import { store as schedulesStore } from '../../../stores/schedules';
import {
	type Schedule,
	type ScheduleData,
} from '../../../stores/schedules/types';
import { useCrudForm } from '../../../admin/hooks/use-crud-form';
import {
	addSlot,
	fromScheduleValues,
	mapScheduleServerKey,
	MAX_SLOTS,
	moveSlot,
	removeSlot,
	slotErrorKey,
	toScheduleValues,
	validateSchedule,
	type ScheduleFormValues,
	type SlotField,
	type SlotFormValues,
} from './values';
import { TextField } from '../../../admin/components/form-fields';
import FormPanel from '../../../admin/components/form-panel';
import SlotFields, { type SlotMove } from './slot-fields';
import { getRowErrorKeys } from '../../../admin/utils/form';
import { SCHEDULE_PATHS } from '../paths';
import ExistingItem from '../../../admin/components/existing-item';

/**
 * A failed save's notice: 'Failed to save the schedule!' and the server's
 * reason.
 *
 * @param serverMessage The server's message ('' for none).
 */
function failureNotice( serverMessage: string ) {
	return {
		message: __( 'Failed to save the schedule!', 'eventin' ),
		description: serverMessage || undefined,
	};
}

/** What to focus once the slots have re-rendered. */
type FocusRequest =
	| { kind: 'move'; key: string; direction: SlotMove }
	| { kind: 'topic'; key: string }
	| { kind: 'add' };

/**
 * The element a focus request points at, in the slot list.
 *
 * @param root    The slot list.
 * @param request The request.
 */
function findFocusTarget(
	root: HTMLElement,
	request: FocusRequest
): HTMLElement | null {
	if ( request.kind === 'add' ) {
		return root.querySelector( '.eventin-schedule-form__add' );
	}
	const slot = root.querySelector( `[data-slot-key="${ request.key }"]` );
	if ( ! slot ) {
		return null;
	}
	if ( request.kind === 'topic' ) {
		return slot.querySelector( '.eventin-schedule-slot__topic input' );
	}
	// The same move button, or the other one once the slot reached an end.
	const [ wanted, other ] =
		request.direction < 0 ? [ 'up', 'down' ] : [ 'down', 'up' ];
	const button = slot.querySelector< HTMLElement >(
		`[data-move="${ wanted }"]`
	);
	return button && button.getAttribute( 'aria-disabled' ) !== 'true'
		? button
		: slot.querySelector( `[data-move="${ other }"]` );
}

function ScheduleFormBody( { schedule }: { schedule: Schedule | null } ) {
	const navigate = useNavigate();
	const [ focusRequest, setFocusRequest ] = useState< FocusRequest | null >(
		null
	);
	const slotsRef = useRef< HTMLElement >( null );

	const form = useCrudForm< ScheduleFormValues, Schedule, ScheduleData >(
		schedulesStore,
		{
			initialValues: () => toScheduleValues( schedule ),
			toData: fromScheduleValues,
			toValues: toScheduleValues,
			validate: validateSchedule,
			mapServerKey: mapScheduleServerKey,
			itemId: schedule ? schedule.id : null,
			modified: schedule?.modified,
			successMessage: schedule
				? __( 'Successfully updated the schedule!', 'eventin' )
				: __( 'Successfully created the schedule!', 'eventin' ),
			failureNotice,
			onSaved: () => {
				if ( ! schedule ) {
					navigate( SCHEDULE_PATHS.schedules );
				}
			},
		}
	);
	const { values, setField, setValues, errors } = form;

	// Keyboard users keep their place when slots move, come or go.
	useEffect( () => {
		if ( focusRequest && slotsRef.current ) {
			findFocusTarget( slotsRef.current, focusRequest )?.focus();
			setFocusRequest( null );
		}
	}, [ focusRequest ] );

	function updateSlot(
		index: number,
		changes: Partial< SlotFormValues >,
		fields: SlotField[]
	) {
		setValues(
			( current ) => ( {
				...current,
				slots: current.slots.map( ( slot, position ) =>
					position === index ? { ...slot, ...changes } : slot
				),
			} ),
			fields.map( ( field ) => slotErrorKey( index, field ) )
		);
	}

	function add() {
		const next = addSlot( values.slots );
		if ( next.length === values.slots.length ) {
			return;
		}
		setValues( ( current ) => ( { ...current, slots: next } ) );
		setFocusRequest( { kind: 'topic', key: next[ next.length - 1 ].key } );
	}

	function remove( index: number ) {
		const next = removeSlot( values.slots, index );
		setValues(
			( current ) => ( { ...current, slots: next } ),
			getRowErrorKeys( errors, 'slots', ( row ) => row >= index )
		);
		const neighbour = next[ Math.min( index, next.length - 1 ) ];
		setFocusRequest(
			neighbour ? { kind: 'topic', key: neighbour.key } : { kind: 'add' }
		);
	}

	function move( index: number, direction: SlotMove ) {
		const slot = values.slots[ index ];
		setValues(
			( current ) => ( {
				...current,
				slots: moveSlot( current.slots, index, direction ),
			} ),
			getRowErrorKeys(
				errors,
				'slots',
				( row ) => row === index || row === index + direction
			)
		);
		if ( slot ) {
			setFocusRequest( { kind: 'move', key: slot.key, direction } );
		}
	}

	const isFull = values.slots.length >= MAX_SLOTS;

	return (
		<FormPanel
			title={ __( 'Program', 'eventin' ) }
			form={ form }
			submitLabel={
				schedule
					? __( 'Update Schedule', 'eventin' )
					: __( 'Create Schedule', 'eventin' )
			}
		>
			<TextField
				label={ __( 'Program Title', 'eventin' ) }
				value={ values.program_title }
				onChange={ ( title ) => setField( 'program_title', title ) }
				error={ errors.program_title }
				required
			/>
			<TextField
				className="eventin-schedule-form__date"
				type="date"
				label={ __( 'Date', 'eventin' ) }
				value={ values.date }
				onChange={ ( date ) => setField( 'date', date ) }
				error={ errors.date }
				required
			/>
			<section
				className="eventin-schedule-form__slots"
				aria-labelledby="eventin-schedule-slots-title"
				ref={ slotsRef }
			>
				<h3
					id="eventin-schedule-slots-title"
					className="eventin-schedule-form__slots-title"
				>
					{ __( 'Time slots', 'eventin' ) }
				</h3>
				{ values.slots.length === 0 && (
					<p className="eventin-schedule-form__no-slots">
						{ __( 'No time slots yet.', 'eventin' ) }
					</p>
				) }
				{ values.slots.map( ( slot, index ) => (
					<div
						key={ slot.key }
						className="eventin-schedule-form__slot"
						data-slot-key={ slot.key }
					>
						<SlotFields
							slot={ slot }
							index={ index }
							count={ values.slots.length }
							error={ ( field ) =>
								errors[ slotErrorKey( index, field ) ]
							}
							onChange={ ( changes, fields ) =>
								updateSlot( index, changes, fields )
							}
							onMove={ ( direction ) => move( index, direction ) }
							onRemove={ () => remove( index ) }
						/>
					</div>
				) ) }
				<div className="eventin-schedule-form__add-row">
					<Button
						className="eventin-schedule-form__add"
						variant="secondary"
						icon={ plus }
						onClick={ add }
						disabled={ isFull }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Add slot', 'eventin' ) }
					</Button>
					{ isFull && (
						<p className="eventin-schedule-form__limit">
							{ sprintf(
								/* translators: %d: the most time slots a schedule can have. */
								__(
									'A schedule can have at most %d time slots.',
									'eventin'
								),
								MAX_SLOTS
							) }
						</p>
					) }
				</div>
			</section>
		</FormPanel>
	);
}

function ExistingSchedule( { idParam }: { idParam: string } ) {
	return (
		<ExistingItem
			store={ schedulesStore }
			idParam={ idParam }
			block="eventin-schedule-form"
			listPath={ SCHEDULE_PATHS.schedules }
			labels={ {
				missing: __( 'This schedule does not exist.', 'eventin' ),
				back: __( 'Back to the schedule list', 'eventin' ),
				failed: ( message ) =>
					sprintf(
						/* translators: %s: the server's error message. */
						__( 'The schedule could not be loaded: %s', 'eventin' ),
						message
					),
				loading: __( 'Loading the schedule…', 'eventin' ),
			} }
		>
			{ ( schedule ) => <ScheduleFormBody schedule={ schedule } /> }
		</ExistingItem>
	);
}

export default function ScheduleForm() {
	const { id } = useParams();
	return (
		<div className="eventin-schedule-form">
			{ id === undefined ? (
				<ScheduleFormBody schedule={ null } />
			) : (
				<ExistingSchedule idParam={ id } />
			) }
		</div>
	);
}
