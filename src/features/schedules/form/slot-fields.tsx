/**
 * One time slot of the schedule form: its heading with the move and remove
 * buttons, then Topic, Start and End time, Room, Objective and Speakers.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { chevronDown, chevronUp } from '@wordpress/icons';

import { useSpeakerChoices } from '../../../admin/hooks/use-speaker-choices';
import { getSlotTimeSpan, type SlotField, type SlotFormValues } from './values';
import ChoicePicker from '../../../admin/components/choice-picker';
import {
	FieldGroup,
	TextAreaField,
	TextField,
} from '../../../admin/components/form-fields';

export type SlotMove = -1 | 1;

function SlotSpeakers( {
	position,
	selected,
	onChange,
	error,
}: {
	position: number;
	selected: number[];
	onChange: ( selected: number[] ) => void;
	error?: string;
} ) {
	const [ search, setSearch ] = useState( '' );
	const choices = useSpeakerChoices( search, selected );
	return (
		<ChoicePicker
			className="eventin-schedule-slot__speakers"
			legend={ __( 'Speakers', 'eventin' ) }
			searchLabel={ sprintf(
				/* translators: %d: the slot's position, from 1. */
				__( 'Search speakers for slot %d', 'eventin' ),
				position
			) }
			emptyText={
				search.trim()
					? __( 'No speakers match this search.', 'eventin' )
					: __( 'No speakers yet.', 'eventin' )
			}
			search={ search }
			onSearch={ setSearch }
			choices={ choices }
			selected={ selected }
			onChange={ onChange }
			error={ error }
		/>
	);
}

export default function SlotFields( {
	slot,
	index,
	count,
	error,
	onChange,
	onMove,
	onRemove,
}: {
	slot: SlotFormValues;
	/** The slot's position, from 0. */
	index: number;
	/** How many slots there are. */
	count: number;
	/** The error of one of the slot's fields. */
	error: ( field: SlotField ) => string | undefined;
	onChange: (
		changes: Partial< SlotFormValues >,
		fields: SlotField[]
	) => void;
	onMove: ( direction: SlotMove ) => void;
	onRemove: () => void;
} ) {
	const position = index + 1;
	const span = getSlotTimeSpan(
		slot,
		document.documentElement.lang || undefined
	);
	return (
		<FieldGroup
			className="eventin-schedule-slot"
			legend={
				span
					? sprintf(
							/* translators: 1: the slot's position, from 1; 2: its times, e.g. 9:00 AM – 10:30 AM. */
							__( 'Slot %1$d · %2$s', 'eventin' ),
							position,
							span
						)
					: sprintf(
							/* translators: %d: the slot's position, from 1. */
							__( 'Slot %d', 'eventin' ),
							position
						)
			}
		>
			<div className="eventin-schedule-slot__tools">
				<Button
					icon={ chevronUp }
					size="compact"
					label={ sprintf(
						/* translators: %d: the slot's position, from 1. */
						__( 'Move slot %d up', 'eventin' ),
						position
					) }
					data-move="up"
					disabled={ index === 0 }
					accessibleWhenDisabled
					onClick={ () => onMove( -1 ) }
				/>
				<Button
					icon={ chevronDown }
					size="compact"
					label={ sprintf(
						/* translators: %d: the slot's position, from 1. */
						__( 'Move slot %d down', 'eventin' ),
						position
					) }
					data-move="down"
					disabled={ index === count - 1 }
					accessibleWhenDisabled
					onClick={ () => onMove( 1 ) }
				/>
				<Button
					variant="tertiary"
					size="compact"
					isDestructive
					aria-label={ sprintf(
						/* translators: %d: the slot's position, from 1. */
						__( 'Remove slot %d', 'eventin' ),
						position
					) }
					onClick={ onRemove }
				>
					{ __( 'Remove', 'eventin' ) }
				</Button>
			</div>
			<div className="eventin-schedule-slot__fields">
				<TextField
					className="eventin-schedule-slot__topic"
					label={ __( 'Topic', 'eventin' ) }
					value={ slot.topic }
					onChange={ ( topic ) => onChange( { topic }, [ 'topic' ] ) }
					error={ error( 'topic' ) }
					required
				/>
				<TextField
					type="time"
					label={ __( 'Start time', 'eventin' ) }
					value={ slot.start_time }
					onChange={ ( startTime ) =>
						onChange( { start_time: startTime }, [
							'start_time',
							'end_time',
						] )
					}
					error={ error( 'start_time' ) }
					required
				/>
				<TextField
					type="time"
					label={ __( 'End time', 'eventin' ) }
					value={ slot.end_time }
					onChange={ ( endTime ) =>
						onChange( { end_time: endTime }, [ 'end_time' ] )
					}
					error={ error( 'end_time' ) }
					required
				/>
				<TextField
					className="eventin-schedule-slot__room"
					label={ __( 'Room', 'eventin' ) }
					value={ slot.room }
					onChange={ ( room ) => onChange( { room }, [ 'room' ] ) }
					error={ error( 'room' ) }
				/>
				<TextAreaField
					className="eventin-schedule-slot__objective"
					label={ __( 'Objective', 'eventin' ) }
					value={ slot.objective }
					onChange={ ( objective ) =>
						onChange( { objective }, [ 'objective' ] )
					}
					error={ error( 'objective' ) }
				/>
			</div>
			<SlotSpeakers
				position={ position }
				selected={ slot.speakers }
				onChange={ ( speakers ) =>
					onChange( { speakers }, [ 'speakers' ] )
				}
				error={ error( 'speakers' ) }
			/>
		</FieldGroup>
	);
}
