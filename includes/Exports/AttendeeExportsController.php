<?php
namespace Eventin\Exports;

use Eventin\Permissions\Capabilities;
use Eventin\Tickets\Tickets;
use Eventin\Vendors\Ownership;
use WP_REST_Request;

/**
 * eventin/v2/attendees/exports: people with etn_manage_attendee export the attendee list's filter;
 * vendors, among their own events' attendees.
 */
final class AttendeeExportsController extends ExportsController {
	/** @var string */
	protected $rest_base = 'attendees/exports';

	protected function source(): string {
		return AttendeeRows::name();
	}

	protected function permission(): callable {
		return $this->require_capability( Capabilities::ATTENDEE, Capabilities::OWN_EVENTS );
	}

	protected function filter_args(): array {
		return array(
			'event_id'      => array(
				'description'  => __( 'Only the attendees of this event (0: all events).', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 0,
				'default'      => 0,
				'errorMessage' => __( 'This event does not exist.', 'eventin' ),
			),
			'ticket_id'     => array(
				'description'  => __( 'Only the attendees of this ticket type (0: all types).', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 0,
				'default'      => 0,
				'errorMessage' => __( 'This ticket type does not exist.', 'eventin' ),
			),
			'status'        => array(
				'description'  => __( 'Only attendees of this payment status (empty: all).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( '', 'pending', 'completed', 'refunded', 'cancelled', 'failed' ),
				'default'      => '',
				'errorMessage' => __( 'Choose a payment status: pending, completed, refunded, cancelled or failed.', 'eventin' ),
			),
			'ticket_status' => array(
				'description'  => __( 'Only used or unused tickets (empty: both).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( '', 'unused', 'used' ),
				'default'      => '',
				'errorMessage' => __( 'Choose a ticket status: used or unused.', 'eventin' ),
			),
			'search'        => array(
				'description' => __( 'Words of the name or e-mail address, or the beginning of a ticket code.', 'eventin' ),
				'type'        => 'string',
				'maxLength'   => 200,
				'default'     => '',
			),
		);
	}

	/**
	 * @param WP_REST_Request $request
	 */
	protected function filters( $request ) {
		$filters = Ownership::narrow(
			array(
				'event_id'      => (int) $request['event_id'],
				'ticket_id'     => (int) $request['ticket_id'],
				'status'        => (string) $request['status'],
				'ticket_status' => (string) $request['ticket_status'],
				'search'        => trim( (string) $request['search'] ),
			)
		);
		if ( $filters['event_id'] && ( ! Export::event_exists( $filters['event_id'] ) || ! Ownership::can_reach( $filters['event_id'] ) ) ) {
			return self::invalid( 'event_id', __( 'This event does not exist.', 'eventin' ) );
		}
		if ( $filters['ticket_id'] && ! $this->ticket_exists( $filters['ticket_id'], $filters['event_id'] ) ) {
			return self::invalid( 'ticket_id', __( 'This ticket type does not exist.', 'eventin' ) );
		}
		return $filters;
	}

	private function ticket_exists( int $ticket_id, int $event_id ): bool {
		$of = Tickets::event_of( $ticket_id );
		return null !== $of && ( ! $event_id || $of === $event_id );
	}
}
