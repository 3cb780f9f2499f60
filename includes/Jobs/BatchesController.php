<?php
namespace Eventin\Jobs;

use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/batches: how a batch goes (RSVP invitations, certificates, exports: Batches).
 * - `GET batches/{id}`: its progress (an export's read writes its next part when no runner does);
 *   `GET batches/{id}/items`: its log, by address (an export's, by part);
 * - `POST batches/{id}/retry`: its failed items queued again; `POST batches/{id}/cancel`: stops it.
 * Each reached only by whoever reaches its source (its kind says: a vendor their own events', an
 * export its starter); anyone else gets the answer of a batch that does not exist.
 */
final class BatchesController extends Controller {
	/** @var string */
	protected $rest_base = 'batches';

	/** Seconds a read of an export may write. */
	private const READ_SECONDS = 1.5;

	public function register_routes(): void {
		// Whoever may reach some kind's batches (each kind says which of its own they reach).
		$allowed = fn() => call_user_func( $this->require_capability( ...Batches::capabilities() ) );
		$schema  = array( $this, 'get_public_item_schema' );
		$base    = '/' . $this->rest_base . '/(?P<id>\d+)';
		register_rest_route(
			$this->namespace,
			$base,
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_item', $allowed, $this->id_arg() + $this->context_arg() ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/items',
			array(
				$this->endpoint(
					WP_REST_Server::READABLE,
					'get_items',
					$allowed,
					$this->id_arg() + array(
						'status' => array(
							'description'  => __( 'Only recipients of this status: queued, sending, sent, failed, skipped or cancelled.', 'eventin' ),
							'type'         => 'string',
							'enum'         => array( '', 'queued', 'sending', 'sent', 'failed', 'skipped', 'cancelled' ),
							'default'      => '',
							'errorMessage' => __( 'The status is queued, sending, sent, failed, skipped or cancelled.', 'eventin' ),
						),
					) + array_intersect_key( $this->list_args(), array_flip( array( 'context', 'paged', 'per_page' ) ) )
				),
				'schema' => array( $this, 'items_schema' ),
			)
		);
		foreach ( array( 'retry', 'cancel' ) as $action ) {
			register_rest_route(
				$this->namespace,
				$base . '/' . $action,
				array(
					$this->endpoint( WP_REST_Server::CREATABLE, $action, $allowed, $this->id_arg() ),
					'schema' => $schema,
				)
			);
		}
	}

	protected function item_schema(): array {
		return self::batch_schema();
	}

	/** A batch's schema: what `batches/{id}` answers, and what starting an export does. */
	public static function batch_schema(): array {
		return array(
			'properties' => array(
				'id'              => self::readonly_field( __( 'The send.', 'eventin' ), 'integer' ),
				'kind'            => self::readonly_field( __( 'What it does: rsvp-invitation, certificate, export-attendees or export-rsvp.', 'eventin' ), 'string' ),
				'event_id'        => self::readonly_field( __( 'Its event.', 'eventin' ), 'integer' ),
				'status'          => array( 'enum' => array( 'scheduled', 'sending', 'done', 'cancelled' ) ) + self::readonly_field( __( 'scheduled, sending, done or cancelled.', 'eventin' ), 'string' ),
				'total'           => self::readonly_field( __( 'Its items: recipients (known once it starts), or an export\'s parts so far.', 'eventin' ), 'integer' ),
				'sent'            => self::readonly_field( __( 'Items done: mails the mail server took, parts written.', 'eventin' ), 'integer' ),
				'failed'          => self::readonly_field( __( 'Items that failed every attempt.', 'eventin' ), 'integer' ),
				'skipped'         => self::readonly_field( __( 'Mails dropped on purpose (the attendee refunded, the event closed meanwhile).', 'eventin' ), 'integer' ),
				'cancelled'       => self::readonly_field( __( 'Mails not sent because the send was cancelled.', 'eventin' ), 'integer' ),
				'run_at'          => self::readonly_field( __( 'When it starts (ISO 8601 UTC).', 'eventin' ), array( 'string', 'null' ) ),
				'created_by'      => self::readonly_field( __( 'Who started it.', 'eventin' ), 'integer' ),
				'created_by_name' => self::readonly_field( __( 'Their display name.', 'eventin' ), 'string' ),
				'created_at'      => self::readonly_field( __( 'When it was made (ISO 8601 UTC).', 'eventin' ), array( 'string', 'null' ) ),
				'finished_at'     => self::readonly_field( __( 'When it ended (ISO 8601 UTC).', 'eventin' ), array( 'string', 'null' ) ),
				'details'         => self::readonly_field( __( 'What its kind keeps: the subject, message and audience of invitations; the audience of certificates; an export\'s source, format, rows picked and written, and its download_url once done.', 'eventin' ), 'object' ),
			),
		);
	}

	public function items_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-batch-item',
			'type'       => 'object',
			'properties' => array(
				'email'      => self::readonly_field( __( 'The recipient\'s address.', 'eventin' ), 'string' ),
				'name'       => self::readonly_field( __( 'Their name, when known.', 'eventin' ), 'string' ),
				'status'     => self::readonly_field( __( 'queued, sending (handed to the mail queue), sent, failed, skipped or cancelled.', 'eventin' ), 'string' ),
				'error'      => self::readonly_field( __( 'Why it failed or was skipped; while sending, the last attempt\'s reason.', 'eventin' ), 'string' ),
				'updated_at' => self::readonly_field( __( 'When it last moved (ISO 8601 UTC).', 'eventin' ), array( 'string', 'null' ) ),
			),
		);
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$batch = self::reached( $request );
		if ( is_wp_error( $batch ) ) {
			return $batch;
		}
		if ( Batches::works( $batch ) && in_array( $batch['status'], array( 'scheduled', 'sending' ), true ) ) {
			// A read moves it on when no runner does.
			Batches::work( (int) $batch['id'], self::READ_SECONDS );
			$batch = (array) Batches::find( (int) $batch['id'] );
		}
		return new WP_REST_Response( Batches::item( $batch ) );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_items( $request ) {
		$batch = self::reached( $request );
		if ( is_wp_error( $batch ) ) {
			return $batch;
		}
		list( $items, $total ) = Batches::items( (int) $batch['id'], (string) $request['status'], (int) $request['paged'], (int) $request['per_page'] );
		return $this->list_response( $items, $total, (int) $request['per_page'] );
	}

	/**
	 * Retry failed: the failed mails queued again; the batch after it.
	 *
	 * @param WP_REST_Request $request
	 */
	public function retry( $request ) {
		$batch = self::reached( $request );
		if ( is_wp_error( $batch ) ) {
			return $batch;
		}
		if ( 0 === Batches::retry( (int) $batch['id'] ) ) {
			return self::error( 'eventin_nothing_to_retry', __( 'Nothing in this send failed: there is nothing to retry.', 'eventin' ), 409 );
		}
		return new WP_REST_Response( Batches::item( (array) Batches::find( (int) $batch['id'] ) ) );
	}

	/**
	 * Stops a send that has not ended; the batch after it.
	 *
	 * @param WP_REST_Request $request
	 */
	public function cancel( $request ) {
		$batch = self::reached( $request );
		if ( is_wp_error( $batch ) ) {
			return $batch;
		}
		if ( ! Batches::cancel( (int) $batch['id'] ) ) {
			return self::error( 'eventin_batch_finished', __( 'This send is over: there is nothing to cancel.', 'eventin' ), 409 );
		}
		return new WP_REST_Response( Batches::item( (array) Batches::find( (int) $batch['id'] ) ) );
	}

	/**
	 * The batch the route names when the caller reaches it; else the answer of one that does not
	 * exist (another vendor's is no different).
	 *
	 * @return array|\WP_Error
	 */
	private static function reached( WP_REST_Request $request ) {
		$batch = Batches::find( (int) $request['id'] );
		if ( ! $batch || ! Batches::reaches( $batch, get_current_user_id() ) ) {
			return self::error( 'eventin_batch_not_found', __( 'This send does not exist.', 'eventin' ), 404 );
		}
		return $batch;
	}
}
