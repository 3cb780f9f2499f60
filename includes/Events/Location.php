<?php
namespace Eventin\Events;

use Eventin\Rest\Controller;

/**
 * An event's location: a venue with an address, an online link, or both (hybrid).
 *
 * Stored in the meta key etn_event_location as { type, venue, address: { address }, online_link }.
 * Older or imported values (a bare address string, { address: '...' }) are read as a venue.
 */
final class Location {
	public const META  = 'etn_event_location';
	public const TYPES = array( 'venue', 'online', 'hybrid' );

	/**
	 * The location as the REST API answers it, or null when none is saved.
	 *
	 * @param mixed $stored The meta value.
	 * @return array{type: string, venue: string, address: array{address: string}, online_link: string}|null
	 */
	public static function read( $stored ): ?array {
		if ( '' === $stored || null === $stored || array() === $stored ) {
			return null;
		}
		if ( is_string( $stored ) ) {
			$stored = array( 'address' => $stored );
		}
		if ( ! is_array( $stored ) ) {
			return array(
				'type'        => 'venue',
				'venue'       => '',
				'address'     => array( 'address' => '' ),
				'online_link' => '',
			);
		}
		$address = $stored['address'] ?? '';
		if ( is_array( $address ) ) {
			$address = $address['address'] ?? '';
		}
		return array(
			'type'        => in_array( $stored['type'] ?? 'venue', self::TYPES, true ) ? $stored['type'] ?? 'venue' : 'venue',
			'venue'       => is_string( $stored['venue'] ?? null ) ? $stored['venue'] : '',
			'address'     => array( 'address' => is_string( $address ) ? $address : '' ),
			'online_link' => is_string( $stored['online_link'] ?? null ) ? $stored['online_link'] : '',
		);
	}

	/** Fills the mails' `{event_place}` (Mail\Mailer::placeholders() leaves it to the events). */
	/** The mails' {event_place} (filter eventin_mail_placeholders). */
	public static function mail_placeholders( $values, $event ) {
		if ( is_array( $event ) && array_key_exists( '{event_place}', (array) $values ) ) {
			$values['{event_place}'] = self::label( $event );
		}
		return $values;
	}

	/** Where an event is, for people: its venue and address, 'Online', or '' without a location. */
	public static function label( array $event ): string {
		list( $place, $online ) = self::place( $event['location'] ?? null );
		return '' !== $place ? $place : ( $online ? __( 'Online', 'eventin' ) : '' );
	}

	/**
	 * How the location reads in one line (the calendar's): the venue and address joined, and
	 * whether it is online only (an online event, or a hybrid one without venue or address).
	 *
	 * @param mixed $stored The meta value.
	 * @return array{0: string, 1: bool}
	 */
	public static function place( $stored ): array {
		$location = self::read( $stored );
		if ( ! $location ) {
			return array( '', false );
		}
		$parts = array_values( array_filter( array_map( 'trim', array( $location['venue'], $location['address']['address'] ) ), 'strlen' ) );
		return array( implode( ', ', $parts ), 'online' === $location['type'] || ( ! $parts && 'hybrid' === $location['type'] ) );
	}

	/**
	 * Whether a saved location cannot be used: a venue (or hybrid) without an address, an online
	 * (or hybrid) event without a valid http(s) link, or a stored value of an unknown shape.
	 *
	 * @param mixed $stored The meta value.
	 */
	public static function has_problem( $stored ): bool {
		$location = self::read( $stored );
		if ( null === $location ) {
			return false;
		}
		$needs_address = 'online' !== $location['type'];
		$needs_link    = 'venue' !== $location['type'];
		return ( $needs_address && '' === trim( $location['address']['address'] ) )
			|| ( $needs_link && ! Controller::is_web_link( $location['online_link'] ) );
	}

	/** A location as the REST API answers and takes it. */
	public static function schema(): array {
		$shape = __( 'The location must be an object with a type, a venue, an address and an online link.', 'eventin' );
		return array(
			'description'  => __( 'Where the event happens: a venue with an address, an online link, or both (hybrid); null or an empty string for none.', 'eventin' ),
			'type'         => array( 'object', 'string', 'null' ),
			'maxLength'    => 0,
			'properties'   => array(
				'type'        => array(
					'description'  => __( 'venue (the default), online or hybrid.', 'eventin' ),
					'type'         => 'string',
					'enum'         => self::TYPES,
					'errorMessage' => __( 'The location type must be venue, online or hybrid.', 'eventin' ),
				),
				'venue'       => array(
					'description' => __( 'The venue name.', 'eventin' ),
					'type'        => 'string',
					'format'      => 'text-field',
				),
				'address'     => array(
					'description' => __( 'The postal address, { address } (a plain string is read as one).', 'eventin' ),
					'type'        => array( 'object', 'string' ),
					'properties'  => array(
						'address' => array(
							'description' => __( 'The address on one line.', 'eventin' ),
							'type'        => 'string',
							'format'      => 'text-field',
						),
					),
				),
				'online_link' => array(
					'description'  => __( 'An http(s) address for online and hybrid events, or an empty string.', 'eventin' ),
					'type'         => 'string',
					'pattern'      => '^\\s*$|' . Controller::WEB_LINK_PATTERN,
					'errorMessage' => __( 'The online link must be a web address starting with http:// or https://.', 'eventin' ),
				),
			),
			'errorMessage' => array(
				'type'      => $shape,
				'maxLength' => $shape,
			),
		);
	}

	/**
	 * The value to store for a location that passed schema(): '' for none.
	 *
	 * @param array|string|null $value
	 * @return array|string
	 */
	public static function sanitize( $value ) {
		if ( ! is_array( $value ) ) {
			return '';
		}
		$address = $value['address'] ?? '';
		return array(
			'type'        => $value['type'] ?? 'venue',
			'venue'       => sanitize_text_field( (string) ( $value['venue'] ?? '' ) ),
			'address'     => array( 'address' => sanitize_text_field( (string) ( is_array( $address ) ? ( $address['address'] ?? '' ) : $address ) ) ),
			'online_link' => esc_url_raw( trim( (string) ( $value['online_link'] ?? '' ) ) ),
		);
	}
}
