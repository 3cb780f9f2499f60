<?php
namespace Eventin\Widgets\Render;

use DateTimeZone;
use Eventin\Events\Event;
use Eventin\Widgets\EventQuery;

/**
 * Kind 'event-location': where events take place. With an event: that event's location. Without:
 * the distinct locations of the upcoming published events (soonest first), at most `limit`, each
 * with its events. An address gets a link to OpenStreetMap's search (no API key); an online
 * event says so (its link stays for attendees).
 *
 * Locations live in event meta, so they are grouped here, over a bounded window of the soonest
 * upcoming events (WINDOW): one id query on the events index, then Event::read_many.
 */
final class Locations {
	/** How many upcoming events the list looks at for their locations. */
	public const WINDOW = 100;

	/** The most events listed under one location. */
	public const EVENTS_PER_PLACE = 5;

	public static function render( array $atts ): string {
		$event_id = (int) ( $atts['event_id'][0] ?? 0 );
		if ( $event_id ) {
			$event  = Event::published( $event_id );
			$places = $event ? self::places( array( $event ), 1 ) : array();
			$empty  = __( 'This event has no location to show.', 'eventin' );
		} else {
			$events = EventQuery::events(
				array(
					'filter_with_status' => 'upcoming',
					'orderby'            => 'etn_start_date',
					'order'              => 'ASC',
					'limit'              => self::WINDOW,
				)
			);
			$places = self::places( $events, max( 1, (int) $atts['limit'] ) );
			$empty  = __( 'No upcoming events with a location.', 'eventin' );
		}
		$html = $places ? self::list( $places ) : '<p class="eventin-empty">' . esc_html( $empty ) . '</p>';
		return '<div class="eventin-widget eventin-event-location">' . $html . '</div>';
	}

	/**
	 * Events grouped by where they happen, in the order each place first comes up: a venue by its
	 * name and address, every online event under one place.
	 *
	 * @param array[] $events As Event::read_many() gives them.
	 * @return array<string, array{name: string, address: string, online: bool, events: array[]}>
	 */
	public static function places( array $events, int $limit ): array {
		$places = array();
		foreach ( $events as $event ) {
			$location = $event['location'];
			if ( ! $location ) {
				continue;
			}
			$venue   = trim( (string) $location['venue'] );
			$address = trim( (string) $location['address']['address'] );
			$online  = 'venue' !== $location['type'];
			if ( 'online' === $location['type'] || ( '' === $venue && '' === $address ) ) {
				if ( ! $online ) {
					continue;
				}
				$key   = 'online';
				$place = array(
					'name'    => __( 'Online', 'eventin' ),
					'address' => '',
					'online'  => true,
				);
			} else {
				$key   = 'venue:' . mb_strtolower( $venue . '|' . $address );
				$place = array(
					'name'    => '' !== $venue ? $venue : $address,
					'address' => $address,
					'online'  => $online,
				);
			}
			if ( ! isset( $places[ $key ] ) ) {
				if ( count( $places ) >= $limit ) {
					continue;
				}
				$places[ $key ] = $place + array( 'events' => array() );
			}
			if ( count( $places[ $key ]['events'] ) < self::EVENTS_PER_PLACE ) {
				$places[ $key ]['events'][] = $event;
			}
		}
		return $places;
	}

	/** OpenStreetMap's search for an address. */
	public static function map_url( string $address ): string {
		return 'https://www.openstreetmap.org/search?query=' . rawurlencode( $address );
	}

	private static function list( array $places ): string {
		$html = '';
		foreach ( $places as $place ) {
			$html .= '<li class="eventin-place' . ( '' === $place['address'] ? ' eventin-place--online' : '' ) . '">';
			$html .= '<div class="eventin-place__where">';
			$html .= '<span class="eventin-place__icon" aria-hidden="true">' . self::icon( '' === $place['address'] ) . '</span>';
			$html .= '<div class="eventin-place__text">';
			$html .= '<h3 class="eventin-place__name">' . esc_html( $place['name'] ) . '</h3>';
			if ( '' !== $place['address'] ) {
				if ( $place['address'] !== $place['name'] ) {
					$html .= '<p class="eventin-place__address">' . esc_html( $place['address'] ) . '</p>';
				}
				$html .= '<p class="eventin-place__map"><a href="' . esc_url( self::map_url( $place['address'] ) ) . '" target="_blank" rel="noopener noreferrer">'
					. esc_html__( 'View on OpenStreetMap', 'eventin' )
					. '<span class="eventin-visually-hidden"> ' . esc_html__( '(opens in a new tab)', 'eventin' ) . '</span></a></p>';
			}
			if ( $place['online'] ) {
				$html .= '<p class="eventin-place__online">' . esc_html( '' === $place['address'] ? __( 'Held online: the link is shared with attendees.', 'eventin' ) : __( 'Also online: the link is shared with attendees.', 'eventin' ) ) . '</p>';
			}
			$html .= '</div></div>';
			$html .= '<ul class="eventin-place__events" role="list">';
			foreach ( $place['events'] as $event ) {
				$html .= '<li><a href="' . esc_url( $event['link'] ) . '">' . esc_html( $event['title'] ) . '</a> <span class="eventin-place__date">' . self::date( $event ) . '</span></li>';
			}
			$html .= '</ul></li>';
		}
		return '<ul class="eventin-places" role="list">' . $html . '</ul>';
	}

	/** An event's start in the site's date format, in its own timezone. */
	private static function date( array $event ): string {
		$start = (int) strtotime( $event['start_utc'] );
		$text  = wp_date( (string) get_option( 'date_format' ), $start, new DateTimeZone( $event['timezone'] ) );
		return '<time datetime="' . esc_attr( $event['start_utc'] ) . '">' . esc_html( (string) $text ) . '</time>';
	}

	private static function icon( bool $online ): string {
		$path = $online
			? 'M3 5h18v11H3zM8 20h8M12 16v4'
			: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
		return '<svg viewBox="0 0 24 24" width="22" height="22" focusable="false"><path d="' . $path . '" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg>';
	}
}
