/**
 * /attendees/edit/{id}: who holds a ticket (name, e-mail address, consent
 * to the public attendee list), with the ticket's event, type, booking, code
 * and statuses read-only, and Resend ticket. The same form, in the list's
 * 'Add attendee' dialog, gives a complimentary ticket of a chosen event and
 * ticket type.
 */
import { Button, CheckboxControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Link, useParams } from 'react-router-dom';

import { store as attendeesStore } from '../../../stores/attendees';
import {
	type Attendee,
	type AttendeeData,
	type AttendeeEvent,
} from '../../../stores/attendees/types';
import { useCrudForm } from '../../../admin/hooks/use-crud-form';
import { useResendTickets } from '../use-resend-tickets';
import {
	fromAttendeeValues,
	getNewAttendeeValues,
	mapAttendeeServerKey,
	toAttendeeValues,
	validateAttendee,
	type AttendeeFormValues,
} from './values';
import { eventPurchaseReportPath } from '../../purchase-report/paths';
import { ATTENDEE_PATHS } from '../paths';
import {
	getBookingStatusLabel,
	getTicketStatusLabel,
} from '../../../admin/utils/booking-labels';
import { SelectField, TextField } from '../../../admin/components/form-fields';
import FormPanel from '../../../admin/components/form-panel';
import ExistingItem from '../../../admin/components/existing-item';

function attendeeFailureNotice( serverMessage: string ) {
	return {
		message: __( 'Failed to save the attendee!', 'eventin' ),
		description: serverMessage || undefined,
	};
}

/**
 * The ticket an attendee holds, as read-only facts.
 * @param root0
 * @param root0.attendee
 */
function TicketFacts( { attendee }: { attendee: Attendee } ) {
	const facts: [ string, JSX.Element | string ][] = [
		[ __( 'Event', 'eventin' ), attendee.event_title ],
		[ __( 'Ticket type', 'eventin' ), attendee.ticket_name ],
		[
			__( 'Booking', 'eventin' ),
			<Link
				key="booking"
				to={ eventPurchaseReportPath( attendee.event_id ) }
			>
				{ `#${ attendee.order_id }` }
			</Link>,
		],
		[
			__( 'Ticket code', 'eventin' ),
			<code key="code">{ attendee.code }</code>,
		],
		[
			__( 'Payment status', 'eventin' ),
			getBookingStatusLabel( attendee.payment_status ),
		],
		[
			__( 'Ticket status', 'eventin' ),
			getTicketStatusLabel( attendee.ticket_status ),
		],
	];
	return (
		<dl className="eventin-attendee-form__facts">
			{ facts.map( ( [ term, value ] ) => (
				<div key={ term }>
					<dt>{ term }</dt>
					<dd>{ value }</dd>
				</div>
			) ) }
		</dl>
	);
}

/**
 * The form.
 *
 * @param props
 * @param props.attendee The attendee; null adds one.
 * @param props.events   For a new attendee: the events (with their ticket types) to choose from.
 * @param props.eventId  For a new attendee: the event of the page (0: chosen in the form).
 * @param props.onSaved  Called with the saved attendee.
 */
export function AttendeeForm( {
	attendee,
	events = [],
	eventId = 0,
	onSaved,
}: {
	attendee: Attendee | null;
	events?: AttendeeEvent[];
	eventId?: number;
	onSaved?: ( attendee: Attendee ) => void;
} ) {
	const isNew = attendee === null;
	const [ isSending, setIsSending ] = useState( false );
	const resendTickets = useResendTickets();
	const form = useCrudForm< AttendeeFormValues, Attendee, AttendeeData >(
		attendeesStore,
		{
			initialValues: () =>
				attendee
					? toAttendeeValues( attendee )
					: getNewAttendeeValues( eventId ),
			toData: ( values ) => fromAttendeeValues( isNew, values ),
			toValues: toAttendeeValues,
			validate: ( values ) => validateAttendee( isNew, values ),
			mapServerKey: mapAttendeeServerKey,
			itemId: attendee ? attendee.id : null,
			successMessage: isNew
				? __( 'Successfully added the attendee!', 'eventin' )
				: __( 'Successfully updated the attendee!', 'eventin' ),
			failureNotice: attendeeFailureNotice,
			onSaved,
		}
	);
	const { values, setField, setValues, errors } = form;
	const tickets =
		events.find( ( event ) => event.id === values.event_id )?.tickets ?? [];

	return (
		<FormPanel
			title={
				isNew
					? __( 'Complimentary ticket', 'eventin' )
					: __( 'Attendee details', 'eventin' )
			}
			form={ form }
			submitLabel={
				isNew
					? __( 'Add attendee', 'eventin' )
					: __( 'Save changes', 'eventin' )
			}
			actions={
				attendee &&
				attendee.payment_status === 'completed' && (
					<Button
						variant="secondary"
						isBusy={ isSending }
						disabled={ isSending }
						accessibleWhenDisabled
						onClick={ async () => {
							setIsSending( true );
							await resendTickets( [ attendee ] );
							setIsSending( false );
						} }
						__next40pxDefaultSize
					>
						{ __( 'Resend ticket', 'eventin' ) }
					</Button>
				)
			}
		>
			{ attendee && <TicketFacts attendee={ attendee } /> }
			{ isNew && ! eventId && (
				<SelectField
					label={ __( 'Event', 'eventin' ) }
					value={ String( values.event_id ) }
					options={ [
						{
							value: '0',
							label: __( 'Choose an event', 'eventin' ),
						},
						...events.map( ( event ) => ( {
							value: String( event.id ),
							label: event.title || `#${ event.id }`,
						} ) ),
					] }
					onChange={ ( value ) =>
						setValues(
							( current ) => ( {
								...current,
								event_id: Number( value ),
								ticket_id: 0,
							} ),
							[ 'event_id', 'ticket_id' ]
						)
					}
					error={ errors.event_id }
				/>
			) }
			{ isNew && (
				<SelectField
					label={ __( 'Ticket type', 'eventin' ) }
					value={ String( values.ticket_id ) }
					options={ [
						{
							value: '0',
							label: __( 'Choose a ticket type', 'eventin' ),
						},
						...tickets.map( ( ticket ) => ( {
							value: String( ticket.id ),
							label: ticket.name,
						} ) ),
					] }
					onChange={ ( value ) =>
						setField( 'ticket_id', Number( value ) )
					}
					error={ errors.ticket_id }
					help={ __(
						'The ticket is free and takes a seat like a sale.',
						'eventin'
					) }
				/>
			) }
			<TextField
				label={ __( 'Name', 'eventin' ) }
				value={ values.name }
				onChange={ ( value ) => setField( 'name', value ) }
				error={ errors.name }
				required
			/>
			<TextField
				type="email"
				label={ __( 'Email', 'eventin' ) }
				value={ values.email }
				onChange={ ( value ) => setField( 'email', value ) }
				error={ errors.email }
				required
			/>
			<CheckboxControl
				label={ __(
					'Show the name on the public attendee list',
					'eventin'
				) }
				checked={ values.listed }
				onChange={ ( checked ) => setField( 'listed', checked ) }
				__nextHasNoMarginBottom
			/>
			<CheckboxControl
				label={ __( 'Also show the profile picture', 'eventin' ) }
				checked={ values.listed && values.show_avatar }
				disabled={ ! values.listed }
				onChange={ ( checked ) => setField( 'show_avatar', checked ) }
				__nextHasNoMarginBottom
			/>
		</FormPanel>
	);
}

export default function AttendeeFormScreen() {
	return (
		<ExistingItem
			store={ attendeesStore }
			idParam={ useParams().id }
			block="eventin-attendee-form"
			listPath={ ATTENDEE_PATHS.attendees }
			labels={ {
				missing: __( 'This attendee does not exist.', 'eventin' ),
				back: __( 'Back to the attendee list', 'eventin' ),
				failed: ( message ) =>
					sprintf(
						/* translators: %s: the server's error message. */
						__( 'The attendee could not be loaded: %s', 'eventin' ),
						message
					),
				loading: __( 'Loading the attendee…', 'eventin' ),
			} }
		>
			{ ( attendee ) => <AttendeeForm attendee={ attendee } /> }
		</ExistingItem>
	);
}
