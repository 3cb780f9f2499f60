/**
 * Tickets: the event's ticket types, a repeater. A type with sales cannot
 * be removed, nor its capacity set below what is sold.
 */
import { Button, CheckboxControl, Tooltip } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	canRemoveTicket,
	fromTicketsValues,
	mapTicketsServerKey,
	newTicketValues,
	ticketErrorKey,
	toTicketsValues,
	validateTickets,
	type TicketFormValues,
} from '../form/tickets';
import { FieldGroup, TextField } from '../../form-fields';
import FormPanel from '../../form-panel';
import { getRowErrorKeys } from '../../../utils/form';

/**
 * A ticket count as shown: 'Unlimited' for -1.
 *
 * @param total The count.
 */
function formatTotal( total: number ): string {
	return total < 0 ? __( 'Unlimited', 'eventin' ) : String( total );
}

export default function TicketsPage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toTicketsValues( event.tickets ),
		toData: fromTicketsValues,
		toValues: ( saved ) => toTicketsValues( saved.tickets ),
		validate: validateTickets,
		mapServerKey: mapTicketsServerKey,
		event,
	} );
	const { values, setValues, errors } = form;

	function update(
		index: number,
		changes: Partial< TicketFormValues >,
		fields: readonly string[]
	) {
		setValues(
			( current ) => ( {
				tickets: current.tickets.map( ( ticket, position ) =>
					position === index ? { ...ticket, ...changes } : ticket
				),
			} ),
			fields.map( ( field ) => ticketErrorKey( index, field ) )
		);
	}

	function remove( index: number ) {
		setValues(
			( current ) => ( {
				tickets: current.tickets.filter(
					( _ticket, position ) => position !== index
				),
			} ),
			getRowErrorKeys( errors, 'tickets', ( row ) => row >= index )
		);
	}

	function add() {
		setValues( ( current ) => ( {
			tickets: [ ...current.tickets, newTicketValues() ],
		} ) );
	}

	const error = ( index: number, field: string ) =>
		errors[ ticketErrorKey( index, field ) ];

	return (
		<FormPanel title={ __( 'Tickets', 'eventin' ) } form={ form }>
			<p className="eventin-tickets__totals">
				<span>
					{ sprintf(
						/* translators: %s: a number of tickets, or Unlimited. */
						__( 'Total tickets: %s', 'eventin' ),
						formatTotal( event.total_ticket )
					) }
				</span>
				<span>
					{ sprintf(
						/* translators: %d: the number of tickets sold. */
						__( 'Sold: %d', 'eventin' ),
						event.sold_tickets
					) }
				</span>
			</p>
			{ values.tickets.length === 0 && (
				<p>{ __( 'No ticket types yet.', 'eventin' ) }</p>
			) }
			{ values.tickets.map( ( ticket, index ) => (
				<FieldGroup
					key={ ticket.key }
					legend={ sprintf(
						/* translators: %d: the ticket type's position. */
						__( 'Ticket type %d', 'eventin' ),
						index + 1
					) }
					className="eventin-ticket"
				>
					<div className="eventin-ticket__fields">
						<TextField
							label={ __( 'Ticket name', 'eventin' ) }
							value={ ticket.name }
							onChange={ ( name ) =>
								update( index, { name }, [ 'name' ] )
							}
							error={ error( index, 'name' ) }
							required
						/>
						<TextField
							type="number"
							min={ 0 }
							step="0.01"
							label={ __( 'Price', 'eventin' ) }
							value={ ticket.price }
							onChange={ ( price ) =>
								update( index, { price }, [ 'price' ] )
							}
							error={ error( index, 'price' ) }
							required
						/>
						<div className="eventin-ticket__capacity">
							<TextField
								type="number"
								min={ Math.max( 1, ticket.sold ) }
								label={ __( 'Capacity', 'eventin' ) }
								value={
									ticket.unlimited ? '' : ticket.capacity
								}
								onChange={ ( capacity ) =>
									update( index, { capacity }, [
										'capacity',
									] )
								}
								error={ error( index, 'capacity' ) }
								disabled={ ticket.unlimited }
							/>
							<CheckboxControl
								label={ __( 'Unlimited', 'eventin' ) }
								checked={ ticket.unlimited }
								onChange={ ( unlimited ) =>
									update( index, { unlimited }, [
										'capacity',
									] )
								}
								__nextHasNoMarginBottom
							/>
						</div>
						<TextField
							className="eventin-ticket__min"
							type="number"
							min={ 1 }
							label={ __( 'Minimum per order', 'eventin' ) }
							value={ ticket.min_per_order }
							onChange={ ( min ) =>
								update( index, { min_per_order: min }, [
									'min_per_order',
									'max_per_order',
								] )
							}
							error={ error( index, 'min_per_order' ) }
						/>
						<TextField
							type="number"
							min={ 0 }
							label={ __( 'Maximum per order', 'eventin' ) }
							value={ ticket.max_per_order }
							onChange={ ( max ) =>
								update( index, { max_per_order: max }, [
									'max_per_order',
								] )
							}
							error={ error( index, 'max_per_order' ) }
							help={ __( '0 means no limit.', 'eventin' ) }
						/>
						<TextField
							type="datetime-local"
							label={ __( 'Sale starts', 'eventin' ) }
							value={ ticket.sale_start }
							onChange={ ( saleStart ) =>
								update( index, { sale_start: saleStart }, [
									'sale_start',
									'sale_end',
								] )
							}
							error={ error( index, 'sale_start' ) }
						/>
						<TextField
							type="datetime-local"
							label={ __( 'Sale ends', 'eventin' ) }
							value={ ticket.sale_end }
							onChange={ ( saleEnd ) =>
								update( index, { sale_end: saleEnd }, [
									'sale_end',
								] )
							}
							error={ error( index, 'sale_end' ) }
						/>
					</div>
					<div className="eventin-ticket__footer">
						<span className="eventin-ticket__sold">
							{ sprintf(
								/* translators: %d: tickets of this type sold. */
								__( 'Sold: %d', 'eventin' ),
								ticket.sold
							) }
						</span>
						<RemoveTicketButton
							ticket={ ticket }
							onRemove={ () => remove( index ) }
						/>
					</div>
				</FieldGroup>
			) ) }
			<div>
				<Button
					variant="secondary"
					onClick={ add }
					__next40pxDefaultSize
				>
					{ __( 'Add ticket type', 'eventin' ) }
				</Button>
			</div>
		</FormPanel>
	);
}

function RemoveTicketButton( {
	ticket,
	onRemove,
}: {
	ticket: TicketFormValues;
	onRemove: () => void;
} ) {
	const label = __( 'Remove ticket type', 'eventin' );
	if ( canRemoveTicket( ticket ) ) {
		return (
			<Button
				variant="tertiary"
				isDestructive
				onClick={ onRemove }
				__next40pxDefaultSize
			>
				{ label }
			</Button>
		);
	}
	const reason = __(
		'Tickets of this type have been sold, so it cannot be removed.',
		'eventin'
	);
	return (
		<Tooltip text={ reason }>
			<Button
				variant="tertiary"
				isDestructive
				disabled
				accessibleWhenDisabled
				describedBy={ reason }
				__next40pxDefaultSize
			>
				{ label }
			</Button>
		</Tooltip>
	);
}
