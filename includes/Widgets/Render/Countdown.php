<?php
namespace Eventin\Widgets\Render;

use Eventin\Events\Event;
use Eventin\Events\EventDate;
use Eventin\Events\PostType;
use Eventin\Events\Status;
use Eventin\Front\Assets;
use Eventin\Widgets\EventQuery;

/**
 * Kind 'countdown': days, hours, minutes and seconds until an event starts (event_id, or the next
 * upcoming published event). The server renders the time left; the 'countdown' script keeps it
 * ticking from the start instant in `<time datetime>`. Once the event has started it says so.
 */
final class Countdown {
	public static function render( array $atts, ?int $now = null ): string {
		$now   = $now ?? time();
		$event = self::event( (int) ( $atts['event_id'][0] ?? 0 ), $now );
		if ( ! $event ) {
			return self::root( '<p class="eventin-empty">' . esc_html__( 'No upcoming event to count down to.', 'eventin' ) . '</p>' );
		}
		$title = '<h3 class="eventin-countdown__title"><a href="' . esc_url( $event['link'] ) . '">' . esc_html( $event['title'] ) . '</a></h3>';
		$when  = '<p class="eventin-countdown__when">' . EventDate::html( $event, false ) . '</p>';
		$start = (int) strtotime( $event['start_utc'] );
		if ( $start <= $now ) {
			$said = Status::EXPIRED === Status::of( 'publish', $start, (int) strtotime( $event['end_utc'] ), $now )
				? __( 'This event has ended.', 'eventin' )
				: __( 'This event has started.', 'eventin' );
			return self::root( $title . $when . '<p class="eventin-countdown__done">' . esc_html( $said ) . '</p>' );
		}
		$left  = self::left( $start - $now );
		$units = array(
			'days'    => __( 'Days', 'eventin' ),
			'hours'   => __( 'Hours', 'eventin' ),
			'minutes' => __( 'Minutes', 'eventin' ),
			'seconds' => __( 'Seconds', 'eventin' ),
		);
		$clock = '';
		foreach ( $units as $unit => $label ) {
			$clock .= sprintf(
				'<span class="eventin-countdown__unit"><span class="eventin-countdown__value" data-unit="%1$s">%2$s</span> <span class="eventin-countdown__label">%3$s</span></span>',
				esc_attr( $unit ),
				esc_html( 'days' === $unit ? (string) $left[ $unit ] : sprintf( '%02d', $left[ $unit ] ) ),
				esc_html( $label )
			);
		}
		Assets::enqueue_script( 'countdown' );
		// The screen-reader sentence is the timer (kept to the minute by the script, which fills
		// the template with the browser's own words for the units); the digits are for the eye.
		return self::root(
			$title
			. sprintf(
				'<div class="eventin-countdown__clock" data-eventin-countdown="%1$s" data-started="%2$s"><p class="eventin-visually-hidden eventin-countdown__sentence" role="timer" aria-live="off" data-template="%3$s">%4$s</p><div class="eventin-countdown__units" aria-hidden="true">%5$s</div></div>',
				esc_attr( $event['start_utc'] ),
				esc_attr__( 'This event has started.', 'eventin' ),
				/* translators: %s: the time left, e.g. '3 days, 4 hours and 5 minutes'. */
				esc_attr__( 'The event starts in %s.', 'eventin' ),
				self::sentence( $left ),
				$clock
			)
			. $when
		);
	}

	/**
	 * Whole days, hours, minutes and seconds in a number of seconds.
	 *
	 * @return array{days: int, hours: int, minutes: int, seconds: int}
	 */
	public static function left( int $seconds ): array {
		$seconds = max( 0, $seconds );
		return array(
			'days'    => intdiv( $seconds, DAY_IN_SECONDS ),
			'hours'   => intdiv( $seconds % DAY_IN_SECONDS, HOUR_IN_SECONDS ),
			'minutes' => intdiv( $seconds % HOUR_IN_SECONDS, MINUTE_IN_SECONDS ),
			'seconds' => $seconds % MINUTE_IN_SECONDS,
		);
	}

	/** What a screen reader hears: the time left when the page was made, to the minute. */
	private static function sentence( array $left ): string {
		return esc_html(
			sprintf(
				/* translators: %s: the time left, e.g. '3 days, 4 hours and 5 minutes'. */
				__( 'The event starts in %s.', 'eventin' ),
				sprintf(
					/* translators: 1: days, 2: hours, 3: minutes (each e.g. '3 days'). */
					__( '%1$s, %2$s and %3$s', 'eventin' ),
				/* translators: %d: a number of days. */
				sprintf( _n( '%d day', '%d days', $left['days'], 'eventin' ), $left['days'] ),
				/* translators: %d: a number of hours. */
				sprintf( _n( '%d hour', '%d hours', $left['hours'], 'eventin' ), $left['hours'] ),
				/* translators: %d: a number of minutes. */
				sprintf( _n( '%d minute', '%d minutes', $left['minutes'], 'eventin' ), $left['minutes'] )
				)
			)
		);
	}

	/** The event to count down to: the one chosen when published, else the next to start. */
	private static function event( int $id, int $now ): ?array {
		if ( $id > 0 ) {
			if ( PostType::NAME !== get_post_type( $id ) ) {
				return null;
			}
			$event = Event::read( $id );
			return $event && 'publish' === $event['status'] ? $event : null;
		}
		$events = EventQuery::events(
			array(
				'filter_with_status' => 'upcoming',
				'show_child_event'   => 'yes',
				'show_parent_event'  => 'yes',
				'orderby'            => 'etn_start_date',
				'order'              => 'ASC',
				'limit'              => 1,
			),
			$now
		);
		return $events[0] ?? null;
	}

	private static function root( string $inner ): string {
		return '<div class="eventin-widget eventin-countdown">' . $inner . '</div>';
	}
}
