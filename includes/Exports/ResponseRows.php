<?php
namespace Eventin\Exports;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Rsvp\ResponseFilter;
use Eventin\Rsvp\Responses;

/**
 * The RSVP report's export: one event's responses as the report filters them, a batch at a time by
 * keyset (`id > last ORDER BY id`), one query per batch. 'Answered at' is when the response was
 * made, in the site's timezone as the report shows it.
 */
final class ResponseRows implements Rows {
	public static function name(): string {
		return 'rsvp';
	}

	public static function types(): array {
		return array( 'number', 'text', 'text', 'number', 'text', 'text', 'text', 'text', 'text', 'datetime' );
	}

	public static function title(): string {
		return __( 'RSVP responses', 'eventin' );
	}

	public static function file_prefix(): string {
		return 'rsvp';
	}

	public static function batch_label( string $id, int $after ): string {
		/* translators: 1: the export's id (16 hex digits), 2: the response id its batch starts after */
		return sprintf( __( 'RSVP export %1$s: the responses after #%2$d', 'eventin' ), $id, $after );
	}

	public static function header(): array {
		return array(
			__( 'Response ID', 'eventin' ),
			__( 'Name', 'eventin' ),
			__( 'Email', 'eventin' ),
			__( 'People', 'eventin' ),
			__( 'Status', 'eventin' ),
			__( 'Guests', 'eventin' ),
			__( 'Reason', 'eventin' ),
			__( 'Message', 'eventin' ),
			__( 'Event', 'eventin' ),
			/* translators: %s: the site's timezone, e.g. Europe/Berlin or UTC+05:30. */
			sprintf( __( 'Answered at (%s)', 'eventin' ), Cells::zone_name() ),
		);
	}

	/** The statuses as the report names them. */
	public static function status_labels(): array {
		return array(
			Responses::GOING     => __( 'Going', 'eventin' ),
			Responses::MAYBE     => __( 'Maybe', 'eventin' ),
			Responses::NOT_GOING => __( 'Not going', 'eventin' ),
			Responses::WAITING   => __( 'Waiting list', 'eventin' ),
		);
	}

	public static function count( array $filters ): array {
		$row = Reader::rows( Sql::concat( 'SELECT COUNT(*) AS total, MAX(id) AS last_id FROM ' . Responses::table() . ' WHERE ', ResponseFilter::where_sql( $filters ) ) )[0] ?? array();
		return array( (int) ( $row['total'] ?? 0 ), (int) ( $row['last_id'] ?? 0 ) );
	}

	public static function batch( array $filters, int $after, int $until, int $limit ): array {
		$responses = Reader::rows(
			Sql::concat(
				'SELECT id, name, email, people, status, guests, reason, message, created_at FROM ' . Responses::table() . ' WHERE ',
				ResponseFilter::where_sql( $filters ),
				Sql::of( ' AND id > ? AND id <= ? ORDER BY id LIMIT ?', $after, $until, $limit )
			)
		);
		if ( ! $responses ) {
			return array( array(), $after );
		}
		$event  = html_entity_decode( get_the_title( (int) $filters['event_id'] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$labels = self::status_labels();
		$rows   = array();
		foreach ( $responses as $response ) {
			$guests = json_decode( (string) $response['guests'], true );
			$rows[] = array(
				(int) $response['id'],
				Cells::text( $response['name'] ),
				Cells::text( $response['email'] ),
				(int) $response['people'],
				Cells::text( $labels[ $response['status'] ] ?? $response['status'] ),
				Cells::text( is_array( $guests ) ? implode( ', ', array_map( 'strval', $guests ) ) : '' ),
				Cells::text( $response['reason'] ),
				Cells::text( $response['message'] ),
				Cells::text( $event ),
				Cells::site_time( (string) $response['created_at'] ),
			);
		}
		return array( $rows, (int) end( $responses )['id'] );
	}
}
