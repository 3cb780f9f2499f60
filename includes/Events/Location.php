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

	/**
	 * Checks a location sent to the API. Returns the value to store ('' for none) or an error message.
	 *
	 * @param mixed $value Null (no location) or { type, venue, address, online_link }.
	 * @return array|string|\WP_Error
	 */
	public static function sanitize( $value ) {
		if ( null === $value || '' === $value ) {
			return '';
		}
		if ( ! is_array( $value ) ) {
			return new \WP_Error( 'location', __( 'The location must be an object with a type, a venue, an address and an online link.', 'eventin' ) );
		}
		$type = $value['type'] ?? 'venue';
		if ( ! in_array( $type, self::TYPES, true ) ) {
			return new \WP_Error( 'location', __( 'The location type must be venue, online or hybrid.', 'eventin' ), array( 'field' => 'type' ) );
		}
		$address = $value['address'] ?? '';
		$address = is_array( $address ) ? ( $address['address'] ?? '' ) : $address;
		$link    = trim( (string) ( $value['online_link'] ?? '' ) );
		if ( '' !== $link && ! Controller::is_web_link( $link ) ) {
			return new \WP_Error( 'online_link', __( 'The online link must be a web address starting with http:// or https://.', 'eventin' ), array( 'field' => 'online_link' ) );
		}
		return array(
			'type'        => $type,
			'venue'       => sanitize_text_field( (string) ( $value['venue'] ?? '' ) ),
			'address'     => array( 'address' => sanitize_text_field( (string) $address ) ),
			'online_link' => esc_url_raw( $link ),
		);
	}
}
