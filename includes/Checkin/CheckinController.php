<?php
namespace Eventin\Checkin;

use Eventin\Events\Event;
use Eventin\Rest\Controller;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Ownership;
use WP_REST_Request;
use WP_REST_Server;

/**
 * eventin/v2/attendees/check-in, for people with etn_manage_qr_scan (the scanner):
 *
 * - `POST attendees/check-in`: one scan (entry or exit); a retry with its nonce answers the same;
 * - `POST attendees/check-in/undo`: undoes a scan, by its nonce;
 * - `POST attendees/check-in/sync`: up to 500 scans and undos queued offline, in one transaction;
 * - `GET attendees/check-in?event_id&since`: the event's tickets (since 0: all of them, the offline
 *   download) or what changed after a sequence number (the other devices' scans), with the counts.
 *
 * Every scan is kept; Checkins decides from all of a ticket's scans in scan-time order.
 */
final class CheckinController extends Controller {
	/** @var string */
	protected $rest_base = 'attendees/check-in';

	/** How many scans one sync takes. */
	public const BATCH = 500;

	public function register_routes(): void {
		$scan   = $this->require_capability( 'etn_manage_qr_scan' );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_items', $scan, $this->get_collection_params() ),
				$this->endpoint( WP_REST_Server::CREATABLE, 'create_item', $scan, $this->scan_args( true ) ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/undo',
			array(
				$this->endpoint(
					WP_REST_Server::CREATABLE,
					'undo',
					$scan,
					array(
						'event_id' => $this->scan_args( true )['event_id'],
						'nonce'    => array( 'description' => __( 'The nonce of the scan to undo.', 'eventin' ) ) + $this->scan_args( true )['nonce'],
					)
				),
				'schema' => $schema,
			)
		);
		$item = array(
			'type'                 => 'object',
			'properties'           => $this->scan_args( false ) + array(
				'undo' => array(
					'description' => __( 'Instead of a scan: the nonce of a scan to undo.', 'eventin' ),
				) + $this->scan_args( false )['nonce'],
			),
			'additionalProperties' => false,
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/sync',
			array(
				$this->endpoint(
					WP_REST_Server::CREATABLE,
					'sync',
					$scan,
					array(
						'scans' => array(
							'description'  => __( 'Scans and undos queued on a device, in the order they were made.', 'eventin' ),
							'type'         => 'array',
							'minItems'     => 1,
							'maxItems'     => self::BATCH,
							'items'        => $item,
							'required'     => true,
							'errorMessage' => array(
								'minItems' => __( 'Send at least one scan.', 'eventin' ),
								/* translators: %d: how many scans one request takes */
								'maxItems' => sprintf( __( 'Send at most %d scans at once.', 'eventin' ), self::BATCH ),
							),
						),
					)
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * The fields of a scan.
	 *
	 * @param bool $single For the one-scan route (event and code required there; in a sync the
	 *                     route checks each item: an undo has neither code nor direction).
	 */
	private function scan_args( bool $single ): array {
		return array(
			'event_id'   => array(
				'description'  => __( 'The event at whose door the ticket is scanned.', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 1,
				'required'     => true,
				'errorMessage' => __( 'Choose an event.', 'eventin' ),
			),
			'code'       => array(
				'description'  => __( 'The ticket code, as its QR code holds it.', 'eventin' ),
				'type'         => 'string',
				'minLength'    => 1,
				'maxLength'    => 64,
				'required'     => $single,
				'errorMessage' => __( 'Enter a ticket code.', 'eventin' ),
			),
			'direction'  => array(
				'description'  => __( 'Entry (in) or exit (out).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( 'in', 'out' ),
				'default'      => 'in',
				'errorMessage' => __( 'The direction is in or out.', 'eventin' ),
			),
			'scanned_at' => array(
				'description'  => __( 'When the ticket was scanned (ISO 8601; now when left out). A time before the booking or the check-in window (Settings: checkin_window_hours before the event starts), or ahead of the server by more than 5 minutes, counts as when the scan arrived, and the answer says clock_off.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'date-time',
				'errorMessage' => __( 'The scan time must be a date and time in ISO 8601.', 'eventin' ),
			),
			'device'     => array(
				'description'  => __( 'The name of the device that scanned.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'text-field',
				'maxLength'    => 100,
				'default'      => '',
				'errorMessage' => __( 'The device name has at most 100 characters.', 'eventin' ),
			),
			'nonce'      => array(
				'description'  => __( 'The device\'s own id for the scan: sent again, the scan is not made twice.', 'eventin' ),
				'type'         => 'string',
				'pattern'      => '^[A-Za-z0-9_-]{8,64}$',
				'required'     => $single,
				'errorMessage' => __( 'A scan nonce is 8 to 64 letters, digits, hyphens or underscores.', 'eventin' ),
			),
		);
	}

	public function get_collection_params() {
		return $this->context_arg() + array(
			'event_id' => $this->scan_args( true )['event_id'],
			'since'    => array(
				'description' => __( 'The sequence number of the last pull (seq of its answer); 0 for every ticket.', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
		);
	}

	protected function item_schema(): array {
		$read   = static fn( string $description, $type, array $more = array() ) => array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		) + $more;
		$person = array(
			'properties' => array(
				'id'            => $read( __( 'The attendee.', 'eventin' ), 'integer' ),
				'code'          => $read( __( 'The ticket code.', 'eventin' ), 'string' ),
				'name'          => $read( __( 'Who holds the ticket.', 'eventin' ), 'string' ),
				'ticket_name'   => $read( __( 'The ticket type\'s name.', 'eventin' ), 'string' ),
				'status'        => $read( __( 'The ticket\'s payment status.', 'eventin' ), 'string' ),
				'inside'        => $read( __( 'Whether they are inside now.', 'eventin' ), 'boolean' ),
				'checked_in_at' => $read( __( 'Their first entry (ISO 8601 UTC), or null.', 'eventin' ), array( 'string', 'null' ) ),
				'entry'         => $read( __( 'The entry that let them in, while inside: scanned_at, device, user.', 'eventin' ), array( 'object', 'null' ) ),
			),
		);
		return array(
			'properties' => array(
				'nonce'      => $read( __( 'The device\'s id for the scan.', 'eventin' ), 'string' ),
				'code'       => $read( __( 'The code scanned.', 'eventin' ), 'string' ),
				'event_id'   => $read( __( 'The event.', 'eventin' ), 'integer' ),
				'direction'  => $read( __( 'in or out.', 'eventin' ), 'string' ),
				'scanned_at' => $read( __( 'When it was scanned (ISO 8601 UTC, with milliseconds).', 'eventin' ), 'string' ),
				'device'     => $read( __( 'The device.', 'eventin' ), 'string' ),
				'user'       => $read( __( 'Who scanned.', 'eventin' ), 'string' ),
				'result'     => $read( __( 'ok or rejected.', 'eventin' ), 'string' ),
				'reason'     => $read( __( 'Why it was rejected: already_redeemed, not_inside, invalid (also another event\'s ticket the scanner cannot reach), other_event, refunded, canceled or unpaid (entries only: exits are always taken); null when ok.', 'eventin' ), array( 'string', 'null' ) ),
				'undone'     => $read( __( 'Whether the scan was undone.', 'eventin' ), 'boolean' ),
				'attendee'   => $read( __( 'The ticket\'s holder as they stand now (null for unknown codes and other events\' tickets).', 'eventin' ), array( 'object', 'null' ), $person ),
				'redeemed'   => $read( __( 'For already_redeemed: the entry that let them in (scanned_at, device, user).', 'eventin' ), array( 'object', 'null' ) ),
				'clock_off'  => $read( __( 'In the answer to a scan: the device\'s scan time was impossible (its clock is off), so the scan counts as when it arrived. False in pulls.', 'eventin' ), 'boolean' ),
			),
		);
	}

	/** @param WP_REST_Request $request */
	public function get_items( $request ) {
		$event_id = (int) $request['event_id'];
		if ( ! self::reaches( $event_id ) ) {
			return self::event_not_found();
		}
		$since  = (int) $request['since'];
		$counts = Checkins::counts( $event_id );
		if ( $since ) {
			$scans   = Checkins::since( $event_id, $since );
			$tickets = Checkins::tickets( array_values( array_unique( array_filter( array_column( $scans, 'attendee_id' ) ) ) ) );
		} else {
			$scans   = array();
			$tickets = Checkins::event_tickets( $event_id );
		}
		$shape = new ScanShape( $scans, $tickets );
		return rest_ensure_response(
			array(
				'seq'     => $counts['seq'],
				'counts'  => array_diff_key( $counts, array( 'seq' => 0 ) ),
				'tickets' => array_map( array( $shape, 'ticket' ), $tickets ),
				'scans'   => array_map( array( $shape, 'scan' ), $scans ),
			)
		);
	}

	/** @param WP_REST_Request $request */
	public function create_item( $request ) {
		$item = self::item( $request->get_params() );
		if ( ! self::reaches( $item['event_id'] ) ) {
			return self::event_not_found();
		}
		$rows = Checkins::record( array( $item ), get_current_user_id() );
		return is_wp_error( $rows ) ? $rows : rest_ensure_response( ScanShape::of( $rows )[0] );
	}

	/** @param WP_REST_Request $request */
	public function undo( $request ) {
		$item = array(
			'event_id' => (int) $request['event_id'],
			'undo'     => (string) $request['nonce'],
		);
		// Nothing is written for a scan that is not there.
		if ( ! self::reaches( $item['event_id'] ) || ! Checkins::has_scan( $item['event_id'], $item['undo'] ) ) {
			return self::error( 'eventin_scan_not_found', __( 'There is no such scan at this event.', 'eventin' ), 404 );
		}
		$rows = Checkins::record( array( $item ), get_current_user_id() );
		return is_wp_error( $rows ) ? $rows : rest_ensure_response( ScanShape::of( $rows )[0] );
	}

	/** @param WP_REST_Request $request */
	public function sync( $request ) {
		$items = array();
		foreach ( (array) $request['scans'] as $i => $scan ) {
			if ( ! isset( $scan['undo'] ) ) {
				foreach ( array( 'code', 'nonce' ) as $field ) {
					if ( ! isset( $scan[ $field ] ) ) {
						return self::invalid( "scans.{$i}.{$field}", $this->scan_args( true )[ $field ]['errorMessage'] );
					}
				}
			}
			$items[] = isset( $scan['undo'] )
				? array(
					'event_id' => (int) $scan['event_id'],
					'undo'     => (string) $scan['undo'],
				)
				: self::item( $scan );
		}
		foreach ( array_unique( array_column( $items, 'event_id' ) ) as $event_id ) {
			if ( ! self::reaches( $event_id ) ) {
				return self::event_not_found();
			}
		}
		$rows = Checkins::record( $items, get_current_user_id() );
		if ( is_wp_error( $rows ) ) {
			return $rows;
		}
		$counts = Checkins::counts( $items[0]['event_id'] );
		return rest_ensure_response(
			array(
				'scans'  => ScanShape::of( $rows ),
				'seq'    => $counts['seq'],
				'counts' => array_diff_key( $counts, array( 'seq' => 0 ) ),
			)
		);
	}

	/** A scan as Checkins::record() takes it, from what was sent. */
	private static function item( array $scan ): array {
		return array(
			'event_id'   => (int) $scan['event_id'],
			'code'       => strtolower( trim( (string) $scan['code'] ) ),
			'direction'  => (string) ( $scan['direction'] ?? 'in' ),
			'scanned_at' => isset( $scan['scanned_at'] ) ? LocalTime::ms( (string) $scan['scanned_at'] ) : null,
			'device'     => sanitize_text_field( (string) ( $scan['device'] ?? '' ) ),
			'nonce'      => (string) $scan['nonce'],
		);
	}

	/** Whether an event exists and the caller reaches it (a vendor scans at their own events only). */
	private static function reaches( int $event_id ): bool {
		return Event::exists( $event_id ) && Ownership::can_reach( $event_id );
	}

	private static function event_not_found(): \WP_Error {
		return self::error( 'rest_event_not_found', __( 'This event does not exist.', 'eventin' ), 404 );
	}
}
