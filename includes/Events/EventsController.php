<?php
namespace Eventin\Events;

use Eventin\Certificates\Sends;
use Eventin\Permissions\Capabilities;
use Eventin\Rest\PostsController;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Moderation;
use Eventin\Vendors\Ownership;
use WP_REST_Request;
use WP_REST_Server;

/**
 * eventin/v2/events: list, read, create, update, trash, restore, delete, clone, send certificates,
 * and the WordPress editor link. Everything needs etn_manage_event, or etn_manage_own_events for a
 * vendor's own events (others' answer 404; their new events and edits go through Moderation). The
 * contract is in includes/README.md.
 */
final class EventsController extends PostsController {
	/** @var string */
	protected $rest_base = 'events';

	protected function model(): string {
		return Event::class;
	}

	protected function entity(): string {
		return 'event';
	}

	protected function capability(): string {
		return Capabilities::EVENT;
	}

	protected function capabilities(): array {
		return array( Capabilities::EVENT, Capabilities::OWN_EVENTS );
	}

	protected function reachable( int $id ): bool {
		return Ownership::can_reach( $id );
	}

	/**
	 * A vendor publishes through moderation: what they publish waits for review unless set
	 * otherwise, and an edit of a published event (any field) may send it back. Administrators hear
	 * of it from Vendors\PostCapabilities, as for WordPress's own screens.
	 */
	protected function changes( array $changes, ?array $item ): array {
		$current = $item['status'] ?? null;
		$asked   = $changes['status'] ?? $current;
		if ( null === Ownership::vendor_id() || null === $asked ) {
			return $changes;
		}
		$status = Moderation::status_for_write( $current, $asked );
		if ( isset( $changes['status'] ) || $status !== $asked ) {
			$changes['status'] = $status;
		}
		return $changes;
	}

	protected function messages(): array {
		return array(
			'not_found'       => __( 'This event does not exist.', 'eventin' ),
			/* translators: %s: event ids */
			'missing_ids'     => __( 'These events do not exist: %s.', 'eventin' ),
			'trashed'         => __( 'Restore the event from the trash before changing it.', 'eventin' ),
			'already_trashed' => __( 'The event is already in the trash.', 'eventin' ),
			'not_trashed'     => __( 'The event is not in the trash.', 'eventin' ),
			'trash_first'     => __( 'Move the event to the trash before deleting it for good.', 'eventin' ),
			'changed'         => __( 'This event was changed by someone else', 'eventin' ),
			'busy'            => __( 'Someone else is saving this event; try again in a moment.', 'eventin' ),
		);
	}

	protected function actions(): array {
		$both = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );
		return array(
			'send_certificate' => array(
				$both,
				'send_certificate',
				array(
					'sent' => self::readonly_field( __( 'How many mails the send holds (they go out in the background).', 'eventin' ), 'integer' ),
					'send' => self::readonly_field( __( 'The send, a batch to follow at batches/{id}; left out when nobody gets a certificate.', 'eventin' ), 'object' ),
				),
				array(
					'all' => array(
						'description' => __( 'Send to every attendee, not only those who checked in.', 'eventin' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
			),
			'back-wordpress'   => array(
				$both,
				'back_to_wordpress',
				array(
					'url' => self::readonly_field( __( 'The event in WordPress\'s own editor.', 'eventin' ), 'string', array( 'format' => 'uri' ) ),
				),
			),
		);
	}

	public function get_collection_params(): array {
		$date = array(
			'description' => __( 'A date, YYYY-MM-DD, in the site timezone: events overlapping the range.', 'eventin' ),
			'type'        => 'string',
			'format'      => 'date',
		);
		$args = $this->list_args();
		unset( $args['search'] );
		return $args + array(
			'status'         => array(
				'description' => __( 'all, draft, ongoing, upcoming, past or trash.', 'eventin' ),
				'type'        => 'string',
				'enum'        => Status::FILTERS,
				'default'     => 'all',
			),
			'start_date'     => $date,
			'end_date'       => $date,
			'search_keyword' => array(
				'description' => __( 'Text to look for in event titles.', 'eventin' ),
				'type'        => 'string',
				'default'     => '',
			),
		);
	}

	/** @param WP_REST_Request $request */
	public function get_items( $request ) {
		$zone    = LocalTime::default_timezone();
		$filters = Ownership::narrow(
			array(
				'status' => $request['status'],
				'search' => trim( (string) $request['search_keyword'] ),
				'from'   => $request['start_date'] ? LocalTime::to_utc( $request['start_date'], '00:00', $zone ) : null,
				'to'     => $request['end_date'] ? LocalTime::to_utc( LocalTime::add_days( $request['end_date'], 1 ), '00:00', $zone ) : null,
			)
		);
		if ( null !== $filters['from'] && null !== $filters['to'] && $filters['to'] <= $filters['from'] ) {
			return self::error( 'rest_invalid_param', __( 'The end of the date range must not be before its start.', 'eventin' ) );
		}
		$per_page = (int) $request['per_page'];
		$page     = Index::query( $filters, (int) $request['paged'], $per_page );
		return $this->list_response( Event::read_many( $page[0], null, $page[2] ?? null ), $page[1], $per_page );
	}

	/**
	 * Mails each attendee who checked in (or every attendee, with `all`) a signed link to their
	 * certificate, in the background (Certificates\Sends: the `eventin_certificate_recipients`
	 * filter, the Mailer's `certificate` message). Answers how many mails the send holds, and the
	 * send, a batch to follow at `batches/{id}`.
	 *
	 * @param WP_REST_Request $request
	 */
	public function send_certificate( $request ) {
		$event = $this->find( $request );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		if ( ! $event['certificate_template'] ) {
			return self::error( 'eventin_no_certificate', __( 'This event has no certificate template.', 'eventin' ) );
		}
		return rest_ensure_response( Sends::start( $event, (bool) $request['all'], get_current_user_id() ) );
	}

	/**
	 * Where to edit the event in WordPress's own editor instead of the dashboard, for people
	 * WordPress lets edit it there.
	 *
	 * @param WP_REST_Request $request
	 */
	public function back_to_wordpress( $request ) {
		$event = $this->find( $request );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		if ( ! current_user_can( 'edit_post', $event['id'] ) ) {
			return self::error( 'rest_forbidden', __( 'Your role cannot edit events in the WordPress editor.', 'eventin' ), 403 );
		}
		return rest_ensure_response( array( 'url' => admin_url( 'post.php?post=' . $event['id'] . '&action=edit' ) ) );
	}
}
