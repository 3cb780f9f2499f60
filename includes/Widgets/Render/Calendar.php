<?php
namespace Eventin\Widgets\Render;

use Eventin\Events\PostType;
use Eventin\Front\Assets;
use Eventin\Widgets\Widgets;

/**
 * The calendar widgets: an element the calendar script (src/widgets/front/calendar.ts) turns into
 * a FullCalendar reading GET eventin/v2/calendar/events, with what it needs as data attributes:
 * the first view and the views to switch among, the endpoint, the chosen categories and tags, the
 * site's language, first day of the week and clock, and the texts of its buttons in the site's
 * language. Without JavaScript it says so and links to the events.
 */
final class Calendar {
	/** The views each kind offers, in the order of their buttons. */
	public const VIEWS = array(
		'calendar' => array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay' ),
		'list'     => array( 'listMonth', 'listWeek', 'listDay' ),
	);

	/**
	 * Kind 'events-calendar': month, week or day. With show_upcoming_event = yes and calendar_show
	 * left or right, the upcoming events are listed beside it (one line each, with their
	 * descriptions when show_desc = yes).
	 */
	public static function calendar( array $atts ): string {
		$side    = in_array( $atts['calendar_show'] ?? '', array( 'left', 'right' ), true ) && 'yes' === ( $atts['show_upcoming_event'] ?? 'no' )
			? $atts['calendar_show']
			: '';
		$classes = 'eventin-events-calendar';
		$inner   = self::calendar_element( 'calendar', $atts );
		if ( $side ) {
			$upcoming = Widgets::render(
				'events-one-line',
				array(
					'filter_with_status' => 'upcoming',
					'limit'              => (string) ( $atts['limit'] ?? 20 ),
					'order'              => 'ASC',
					'orderby'            => 'etn_start_date',
					'etn_desc_show'      => 'yes' === ( $atts['show_desc'] ?? 'no' ) ? 'yes' : 'no',
					'event_cat_ids'      => implode( ',', (array) ( $atts['event_cat_ids'] ?? array() ) ),
					'event_tag_ids'      => implode( ',', (array) ( $atts['event_tag_ids'] ?? array() ) ),
				)
			);
			$aside    = '<aside class="eventin-calendar__upcoming" aria-label="' . esc_attr__( 'Upcoming events', 'eventin' ) . '">'
				. '<h2 class="eventin-calendar__upcoming-title">' . esc_html__( 'Upcoming events', 'eventin' ) . '</h2>'
				. $upcoming . '</aside>';
			$classes .= ' eventin-calendar--beside eventin-calendar--upcoming-' . $side;
			// The list comes after the calendar in reading order; CSS puts it on its side when
			// the widget is wide enough, else below.
			$inner = '<div class="eventin-calendar__layout">' . $inner . $aside . '</div>';
		}
		return self::root( $classes, 'calendar', $atts, $inner );
	}

	/** Kind 'events-calendar-list': the events of a month, week or day as a list. */
	public static function calendar_list( array $atts ): string {
		return self::root( 'eventin-events-calendar eventin-events-calendar-list', 'list', $atts, self::calendar_element( 'list', $atts ) );
	}

	/** The first view: the one chosen when the kind offers it, else the kind's default. */
	public static function view( string $family, array $atts ): string {
		$view = (string) ( $atts['calendar_view'] ?? '' );
		return in_array( $view, self::VIEWS[ $family ], true ) ? $view : ( 'list' === $family ? 'listMonth' : 'timeGridWeek' );
	}

	private static function root( string $classes, string $family, array $atts, string $inner ): string {
		Assets::enqueue_script( 'calendar' );
		$time_format = (string) get_option( 'time_format', 'H:i' );
		$data        = array(
			'view'       => self::view( $family, $atts ),
			'views'      => implode( ',', self::VIEWS[ $family ] ),
			'endpoint'   => rest_url( 'eventin/v2/calendar/events' ),
			'categories' => implode( ',', array_map( 'intval', (array) ( $atts['event_cat_ids'] ?? array() ) ) ),
			'tags'       => implode( ',', array_map( 'intval', (array) ( $atts['event_tag_ids'] ?? array() ) ) ),
			'locale'     => str_replace( '_', '-', determine_locale() ),
			'first-day'  => (string) (int) get_option( 'start_of_week', 0 ),
			// A 12-hour clock when the site's time format has am/pm.
			'hour12'     => preg_match( '/(?<!\\\\)[aA]/', $time_format ) ? 'yes' : 'no',
			'direction'  => is_rtl() ? 'rtl' : 'ltr',
			'labels'     => wp_json_encode( self::labels() ),
		);
		$attributes = '';
		foreach ( $data as $name => $value ) {
			$attributes .= ' data-' . $name . '="' . esc_attr( (string) $value ) . '"';
		}
		return '<div class="eventin-widget ' . esc_attr( $classes ) . '"' . $attributes . '>' . $inner . '</div>';
	}

	/** Where the calendar goes, with what shows until it is there (or without JavaScript). */
	private static function calendar_element( string $family, array $atts ): string {
		$archive  = get_post_type_archive_link( PostType::NAME );
		$fallback = esc_html__( 'The calendar needs JavaScript.', 'eventin' );
		if ( $archive ) {
			$fallback .= ' <a href="' . esc_url( $archive ) . '">' . esc_html__( 'See all events', 'eventin' ) . '</a>';
		}
		$label = 'list' === $family ? __( 'Events list', 'eventin' ) : __( 'Events calendar', 'eventin' );
		return '<div class="eventin-calendar__main" role="region" aria-label="' . esc_attr( $label ) . '">'
			. '<div class="eventin-calendar__calendar"></div>'
			. '<noscript><p class="eventin-calendar__fallback">' . $fallback . '</p></noscript>'
			. '</div>';
	}

	/**
	 * The calendar's texts in the site's language (FullCalendar's own are English; its locale
	 * files would add 1.6 MB). '$0' is where FullCalendar puts a view's name or a count.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'today'     => __( 'Today', 'eventin' ),
			'month'     => __( 'Month', 'eventin' ),
			'week'      => __( 'Week', 'eventin' ),
			'day'       => __( 'Day', 'eventin' ),
			'list'      => __( 'List', 'eventin' ),
			// A period inside a sentence ('Next month', 'This week').
			'monthUnit' => _x( 'month', 'a period inside a sentence', 'eventin' ),
			'weekUnit'  => _x( 'week', 'a period inside a sentence', 'eventin' ),
			'dayUnit'   => _x( 'day', 'a period inside a sentence', 'eventin' ),
			/* translators: %s: a period, such as Month or Week */
			'prev'      => sprintf( __( 'Previous %s', 'eventin' ), '$0' ),
			/* translators: %s: a period, such as Month or Week */
			'next'      => sprintf( __( 'Next %s', 'eventin' ), '$0' ),
			/* translators: %s: a period, such as Month or Week */
			'thisView'  => sprintf( __( 'This %s', 'eventin' ), '$0' ),
			/* translators: %s: a view, such as Month or Week */
			'viewHint'  => sprintf( __( '%s view', 'eventin' ), '$0' ),
			/* translators: %s: a date */
			'navLink'   => sprintf( __( 'Go to %s', 'eventin' ), '$0' ),
			'allDay'    => __( 'All day', 'eventin' ),
			'noEvents'  => __( 'No events in this period.', 'eventin' ),
			/* translators: %s: a number of events */
			'more'      => sprintf( __( '+%s more', 'eventin' ), '$0' ),
			/* translators: %s: a number of events */
			'moreHint'  => sprintf( __( 'Show %s more events', 'eventin' ), '$0' ),
			'loading'   => __( 'Loading events…', 'eventin' ),
			'loadError' => __( 'The events could not be loaded. Try again later.', 'eventin' ),
		);
	}
}
