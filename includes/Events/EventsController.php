<?php
namespace Eventin\Events;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/events: list, read, create, update, trash, restore, delete, clone, send certificates,
 * and the WordPress editor link. Everything needs etn_manage_event. The contract is in
 * includes/README.md.
 */
final class EventsController extends Controller {
	/** @var string */
	protected $rest_base = 'events';

	public function register_routes(): void {
		$permission = $this->require_capability( Capabilities::EVENT );
		$id_route   = '/' . $this->rest_base . '/(?P<id>\d+)';
		$both       = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );
		$this->register_crud_routes(
			$permission,
			array(
				'force' => array(
					'description' => __( 'Delete a trashed event for good instead of moving it to the trash.', 'eventin' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			)
		);
		$actions = array(
			'restore'          => array( array( WP_REST_Server::CREATABLE ), 'restore_item' ),
			'clone'            => array( $both, 'clone_item' ),
			'send_certificate' => array( $both, 'send_certificate' ),
			'back-wordpress'   => array( $both, 'back_to_wordpress' ),
		);
		foreach ( $actions as $path => list( $methods, $callback ) ) {
			register_rest_route(
				$this->namespace,
				$id_route . '/' . $path,
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => $permission,
				)
			);
		}
	}

	public function get_collection_params(): array {
		$date = static fn( string $name ) => array(
			'description'       => __( 'A date, YYYY-MM-DD, in the site timezone.', 'eventin' ),
			'type'              => 'string',
			'validate_callback' => static fn( $value ) => Timing::is_date( (string) $value )
				? true
				/* translators: %s: a parameter name */
				: self::error( 'rest_invalid_param', sprintf( __( '%s must be a date written as YYYY-MM-DD.', 'eventin' ), $name ) ),
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
			'start_date'     => $date( 'start_date' ),
			'end_date'       => $date( 'end_date' ),
			'search_keyword' => array(
				'description' => __( 'Text to look for in event titles.', 'eventin' ),
				'type'        => 'string',
				'default'     => '',
			),
		);
	}

	protected function write_args(): array {
		return array(
			'status' => array(
				'type' => 'string',
				'enum' => array( 'publish', 'draft' ),
			),
		);
	}

	/** @param WP_REST_Request $request */
	public function get_items( $request ) {
		$zone    = Timing::default_timezone();
		$filters = array(
			'status' => $request['status'],
			'search' => trim( (string) $request['search_keyword'] ),
			'from'   => $request['start_date'] ? Timing::to_utc( $request['start_date'], '00:00', $zone ) : null,
			'to'     => $request['end_date'] ? Timing::to_utc( Timing::add_days( $request['end_date'], 1 ), '00:00', $zone ) : null,
		);
		if ( null !== $filters['from'] && null !== $filters['to'] && $filters['to'] <= $filters['from'] ) {
			return self::error( 'rest_invalid_param', __( 'The end of the date range must not be before its start.', 'eventin' ) );
		}
		$per_page          = (int) $request['per_page'];
		list( $ids, $total ) = Index::query( $filters, (int) $request['paged'], $per_page );
		return $this->list_response( Event::read_many( $ids ), $total, $per_page );
	}

	/** @param WP_REST_Request $request */
	public function get_item( $request ) {
		$event = $this->find( $request );
		return is_wp_error( $event ) ? $event : rest_ensure_response( $event );
	}

	/** @param WP_REST_Request $request */
	public function create_item( $request ) {
		$changes = Event::validate( $this->body( $request ), null );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		return $this->saved( Event::save( 0, $changes ), 201 );
	}

	/** @param WP_REST_Request $request */
	public function update_item( $request ) {
		$event = $this->find( $request );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		if ( 'trash' === $event['status'] ) {
			return self::error( 'eventin_event_trashed', __( 'Restore the event from the trash before changing it.', 'eventin' ) );
		}
		$changes = Event::validate( $this->body( $request ), $event );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		return $this->saved( Event::save( $event['id'], $changes ) );
	}

	/** @param WP_REST_Request $request */
	public function delete_item( $request ) {
		$event = $this->find( $request );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		if ( $request['force'] ) {
			if ( 'trash' !== $event['status'] ) {
				return self::error( 'eventin_event_not_trashed', __( 'Move the event to the trash before deleting it for good.', 'eventin' ) );
			}
			Event::destroy( $event['id'] );
			return rest_ensure_response( array( 'deleted' => array( $event['id'] ), 'trashed' => false ) );
		}
		if ( 'trash' === $event['status'] ) {
			return self::error( 'eventin_event_trashed', __( 'The event is already in the trash.', 'eventin' ) );
		}
		Event::trash( $event['id'] );
		return rest_ensure_response( array( 'deleted' => array( $event['id'] ), 'trashed' => true ) );
	}

	/** Moves every id to the trash or, when one is not an event, none of them. */
	public function delete_items( WP_REST_Request $request ) {
		$ids     = $request['ids'];
		$missing = array_values( array_filter( $ids, static fn( $id ) => ! Event::exists( $id ) ) );
		if ( $missing ) {
			/* translators: %s: event ids */
			return self::error( 'rest_event_not_found', sprintf( __( 'These events do not exist: %s.', 'eventin' ), implode( ', ', $missing ) ), 404 );
		}
		foreach ( $ids as $id ) {
			if ( 'trash' !== get_post_status( $id ) ) {
				Event::trash( $id );
			}
		}
		return rest_ensure_response( array( 'deleted' => $ids, 'trashed' => true ) );
	}

	/** @param WP_REST_Request $request */
	public function restore_item( $request ) {
		$event = $this->find( $request );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		if ( 'trash' !== $event['status'] ) {
			return self::error( 'eventin_event_not_trashed', __( 'The event is not in the trash.', 'eventin' ) );
		}
		Event::restore( $event['id'] );
		return rest_ensure_response( Event::read( $event['id'] ) );
	}

	/** @param WP_REST_Request $request */
	public function clone_item( $request ) {
		$event = $this->find( $request );
		return is_wp_error( $event ) ? $event : $this->saved( Event::duplicate( $event['id'] ), 201 );
	}

	/**
	 * E-mails each of the event's certificate recipients a link to their certificate. Recipients
	 * come from the `eventin_certificate_recipients` filter (the attendees module adds the people
	 * who attended): [ { email, name, url } ]. Answers how many mails went out.
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
		$sent = 0;
		foreach ( (array) apply_filters( 'eventin_certificate_recipients', array(), $event ) as $recipient ) {
			if ( ! is_email( $recipient['email'] ?? '' ) ) {
				continue;
			}
			/* translators: %s: an event title */
			$subject = sprintf( __( 'Your certificate for %s', 'eventin' ), $event['title'] );
			/* translators: 1: a person's name, 2: an event title, 3: a link */
			$body  = sprintf( __( "Hello %1\$s,\n\nthank you for attending %2\$s. Your certificate is here:\n%3\$s", 'eventin' ), $recipient['name'] ?? '', $event['title'], $recipient['url'] ?? $event['link'] );
			$sent += wp_mail( $recipient['email'], $subject, $body ) ? 1 : 0;
		}
		return rest_ensure_response( array( 'sent' => $sent ) );
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

	/** @return array|\WP_Error The event as read(), or 404. */
	private function find( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		return Event::exists( $id ) ? Event::read( $id ) : self::error( 'rest_event_not_found', __( 'This event does not exist.', 'eventin' ), 404 );
	}

	/** @param int|\WP_Error $id */
	private function saved( $id, int $status = 200 ) {
		if ( is_wp_error( $id ) ) {
			return self::error( 'eventin_event_not_saved', $id->get_error_message(), 500 );
		}
		$response = new WP_REST_Response( Event::read( $id ) );
		$response->set_status( $status );
		return $response;
	}
}
