<?php
namespace Eventin\Exports;

use Eventin\Events\Event;
use Eventin\Permissions\Capabilities;
use Eventin\Rsvp\ResponseFilter;
use Eventin\Rsvp\Responses;
use Eventin\Rsvp\Rsvp;
use Eventin\Vendors\Ownership;
use WP_REST_Request;

/**
 * eventin/v2/rsvp-report/exports: people who manage events export an event's responses as the
 * report filters them (status, search, days), while the RSVP module is on; vendors, their own events'.
 */
final class ResponseExportsController extends ExportsController {
	/** @var string */
	protected $rest_base = 'rsvp-report/exports';

	protected function source(): string {
		return ResponseRows::name();
	}

	protected function permission(): callable {
		return Rsvp::organizer_permission( $this->require_capability( Capabilities::EVENT, Capabilities::OWN_EVENTS ) );
	}

	protected function filter_args(): array {
		return array(
			'event_id'  => array(
				'description'  => __( 'The event whose responses are exported.', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 1,
				'required'     => true,
				'errorMessage' => __( 'This event does not exist.', 'eventin' ),
			),
			'status'    => array(
				'description'  => __( 'Responses of this status: going, maybe, not_going, waiting, or all (the default).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( 'all', 'going', 'maybe', 'not_going', 'waiting', 'not going', 'not-going' ),
				'default'      => 'all',
				'errorMessage' => __( 'The status must be going, maybe, not going, waiting or all.', 'eventin' ),
			),
			'search'    => array(
				'description' => __( 'Words that begin words of the name or the e-mail address.', 'eventin' ),
				'type'        => 'string',
				'maxLength'   => 200,
				'default'     => '',
			),
		) + ResponseFilter::date_args();
	}

	/**
	 * @param WP_REST_Request $request
	 */
	protected function filters( $request ) {
		$event_id = (int) $request['event_id'];
		if ( ! Event::exists( $event_id ) || ! Ownership::can_reach( $event_id ) ) {
			return self::invalid( 'event_id', __( 'This event does not exist.', 'eventin' ) );
		}
		$status = (string) $request['status'];
		return array(
			'event_id'  => $event_id,
			'status'    => 'all' === $status ? 'all' : (string) Responses::normalise( $status ),
			'search'    => trim( (string) $request['search'] ),
			'date_from' => (string) ( $request['date_from'] ?? '' ),
			'date_to'   => (string) ( $request['date_to'] ?? '' ),
		);
	}
}
