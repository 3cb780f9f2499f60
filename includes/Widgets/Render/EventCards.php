<?php
namespace Eventin\Widgets\Render;

use DateTimeZone;
use Eventin\Events\Event;
use Eventin\Events\EventDate;
use Eventin\Events\Taxonomies;
use Eventin\Front\Assets;
use Eventin\Widgets\EventQuery;

/**
 * The event widgets made of event cards: one event, the grid (five styles), one line per event,
 * category tabs, the slider, related events and a recurring event's dates. Every card comes from
 * card(); the events from EventQuery (one id query, then Event::read_many).
 *
 * Each function takes attributes already checked against the catalogue and answers escaped HTML.
 */
final class EventCards {
	/** The most category tabs a widget shows when no category is chosen (the first by name). */
	private const MAX_TABS = 12;

	/** Kind 'event': one published event's card; nothing for a missing or unpublished event. */
	public static function single( array $atts ): string {
		$event = Event::published( (int) ( $atts['event_id'][0] ?? 0 ) );
		if ( ! $event ) {
			return '';
		}
		$show = array(
			'banner'   => true,
			'end'      => true,
			'location' => true,
		);
		return self::root( 'event', 'eventin-style-event-1', self::card( $event, $show ) );
	}

	/** Kind 'events': cards in a grid of 1–4 columns (one on phones), styles event-1 … event-5. */
	public static function grid( array $atts ): string {
		$events = EventQuery::events( $atts );
		return self::root( 'events', self::style_class( $atts ), $events ? self::grid_of( $events, $atts ) : self::nothing( $atts ) );
	}

	/**
	 * Kind 'events-one-line': a compact list, one line per event (date, title, place, and the
	 * description's first desc_limit words with etn_desc_show).
	 */
	public static function one_line( array $atts ): string {
		$events = EventQuery::events( $atts );
		$words  = 'yes' === ( $atts['etn_desc_show'] ?? 'no' ) ? (int) ( $atts['desc_limit'] ?? 20 ) : 0;
		return self::root( 'events-one-line', '', $events ? self::lines( $events, $words ) : self::nothing( $atts ) );
	}

	/**
	 * Kind 'events-tab': an 'All' tab, then a tab per chosen category (or, when none is chosen,
	 * per category having events that match), each with its events in the grid. Two queries for
	 * the ids, one to read the events, whatever the number of tabs.
	 */
	public static function tabs( array $atts ): string {
		$chosen     = $atts['event_cat_ids'] ?? array();
		$categories = self::categories( $chosen );
		$all        = EventQuery::ids( $atts );
		$per_tab    = EventQuery::ids_by_category( array( 'event_cat_ids' => array() ) + $atts, array_keys( $categories ) );
		if ( ! $chosen ) {
			$per_tab = array_filter( $per_tab );
		}
		$events = array_column( Event::read_many( array_values( array_unique( array_merge( $all, ...array_values( $per_tab ) ) ) ) ), null, 'id' );
		$order  = static fn( array $ids ) => array_values( array_filter( array_map( static fn( $id ) => $events[ $id ] ?? null, $ids ) ) );

		$panels = array( __( 'All', 'eventin' ) => $order( $all ) );
		foreach ( $per_tab as $term_id => $ids ) {
			$panels[ $categories[ $term_id ] ] = $order( $ids );
		}
		$id       = wp_unique_id( 'eventin-tabs-' );
		$tabs     = '';
		$contents = '';
		$index    = 0;
		foreach ( $panels as $label => $list ) {
			$selected  = 0 === $index;
			$tab_id    = "{$id}-tab-{$index}";
			$panel_id  = "{$id}-panel-{$index}";
			$tabs     .= sprintf(
				'<button type="button" role="tab" class="eventin-tabs__tab" id="%1$s" aria-controls="%2$s" aria-selected="%3$s" tabindex="%4$s">%5$s</button>',
				esc_attr( $tab_id ),
				esc_attr( $panel_id ),
				$selected ? 'true' : 'false',
				$selected ? '0' : '-1',
				esc_html( (string) $label )
			);
			$contents .= sprintf(
				'<div role="tabpanel" class="eventin-tabs__panel" id="%1$s" aria-labelledby="%2$s" tabindex="0"%3$s>%4$s</div>',
				esc_attr( $panel_id ),
				esc_attr( $tab_id ),
				$selected ? '' : ' hidden',
				$list ? self::grid_of( $list, $atts ) : self::nothing( $atts )
			);
			++$index;
		}
		Assets::enqueue_script( 'tabs' );
		$html = '<div class="eventin-tabs" data-eventin-tabs><div role="tablist" class="eventin-tabs__list" aria-label="' . esc_attr__( 'Event categories', 'eventin' ) . '">' . $tabs . '</div>' . $contents . '</div>';
		return self::root( 'events-tab', self::style_class( $atts ), $html );
	}

	/** Kind 'events-slider': cards in a slider showing slider_count at a time (one on phones). */
	public static function slider( array $atts ): string {
		$events = EventQuery::events( $atts );
		if ( ! $events ) {
			return self::root( 'events-slider', self::style_class( $atts ), self::nothing( $atts ) );
		}
		$show   = array(
			'banner'      => true,
			'description' => (int) $atts['desc_limit'],
		);
		$count  = count( $events );
		$slides = '';
		foreach ( $events as $i => $event ) {
			$slides .= sprintf(
				'<div class="eventin-slider__slide" role="group" aria-roledescription="%1$s" aria-label="%2$s">%3$s</div>',
				esc_attr__( 'slide', 'eventin' ),
				/* translators: 1: a slide's position, 2: how many slides there are. */
				esc_attr( sprintf( __( '%1$d of %2$d', 'eventin' ), $i + 1, $count ) ),
				self::card( $event, $show )
			);
		}
		Assets::enqueue_script( 'slider' );
		return self::root( 'events-slider', self::style_class( $atts ), self::slider_html( $slides, (int) $atts['slider_count'], __( 'Events', 'eventin' ) ) );
	}

	/**
	 * The slider frame around slides (shared with the speakers slider): a track that scrolls
	 * without script, previous and next buttons the script brings to life.
	 *
	 * @param string $slides Escaped `.eventin-slider__slide` elements.
	 */
	public static function slider_html( string $slides, int $per_view, string $label ): string {
		$per_view = max( 1, $per_view );
		$arrow    = static fn( string $path ) => '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="' . $path . '" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
		return sprintf(
			'<div class="eventin-slider" data-per-view="%1$d" style="--eventin-per-view:%1$d" role="region" aria-roledescription="%2$s" aria-label="%3$s">'
				. '<div class="eventin-slider__track">%4$s</div>'
				. '<div class="eventin-slider__controls">'
				. '<button type="button" class="eventin-slider__prev" aria-label="%5$s">%6$s</button>'
				. '<button type="button" class="eventin-slider__next" aria-label="%7$s">%8$s</button>'
				. '</div></div>',
			$per_view,
			esc_attr__( 'carousel', 'eventin' ),
			esc_attr( $label ),
			$slides,
			esc_attr__( 'Previous', 'eventin' ),
			$arrow( 'M15 18l-6-6 6-6' ),
			esc_attr__( 'Next', 'eventin' ),
			$arrow( 'M9 18l6-6-6-6' )
		);
	}

	/**
	 * Kind 'related-events': upcoming published events sharing a category or tag with the event
	 * (event_id, or the event the page shows), soonest first, without the event and its series.
	 */
	public static function related( array $atts ): string {
		$event  = Event::published( EventQuery::event_of( $atts ) );
		$events = array();
		if ( $event && ( $event['categories'] || $event['tags'] ) ) {
			$events = EventQuery::events(
				array(
					'filter_with_status' => 'upcoming',
					'event_cat_ids'      => $event['categories'],
					'event_tag_ids'      => $event['tags'],
					'any_term'           => true,
					'exclude'            => array( $event['id'] ),
					'exclude_series'     => $event['parent'] ? $event['parent'] : $event['id'],
					'orderby'            => 'etn_start_date',
					'order'              => 'ASC',
					'limit'              => $atts['limit'],
				)
			);
		}
		$html = $events
			? self::grid_of( $events, $atts )
			: self::message( __( 'No related events coming up.', 'eventin' ) );
		return self::root( 'related-events', 'eventin-style-event-1', $html );
	}

	/**
	 * Kind 'recurring-event': the dates of a recurring event (event_id, or the event the page
	 * shows; a recurrence stands for its series), the first one (the parent) and every further
	 * one (its children), by start, with the status filter.
	 */
	public static function recurring( array $atts ): string {
		$event  = Event::published( EventQuery::event_of( $atts ) );
		$events = array();
		if ( $event ) {
			$events = EventQuery::events(
				array(
					'series'  => $event['parent'] ? $event['parent'] : $event['id'],
					'orderby' => 'etn_start_date',
					'order'   => 'ASC',
				) + $atts
			);
		}
		return self::root( 'recurring-event', '', $events ? self::lines( $events ) : self::nothing( $atts ) );
	}

	/**
	 * One event card, the markup of every card widget.
	 *
	 * @param array $event As Event::read_many() gives it.
	 * @param array{banner?: bool, end?: bool, location?: bool, description?: int} $show
	 *        What the card shows besides title and date (description: how many words, 0 none).
	 */
	private static function card( array $event, array $show ): string {
		$title  = $event['title'];
		$banner = ! empty( $show['banner'] ) && $event['banner_url'];
		$html   = '<article class="eventin-card' . ( $banner ? '' : ' eventin-card--no-media' ) . '">';
		if ( $banner ) {
			$html .= '<div class="eventin-card__media"><img src="' . esc_url( $event['banner_url'] ) . '" alt="' . esc_attr( $title ) . '" loading="lazy" decoding="async"></div>';
		}
		$zone  = new DateTimeZone( $event['timezone'] );
		$start = (int) strtotime( $event['start_utc'] );
		$html .= '<div class="eventin-card__body">';
		$html .= '<h3 class="eventin-card__title"><a href="' . esc_url( $event['link'] ) . '">' . esc_html( $title ) . '</a></h3>';
		$html .= '<p class="eventin-card__date"><span class="eventin-card__badge" aria-hidden="true"><span class="eventin-card__day">' . esc_html( wp_date( 'j', $start, $zone ) ) . '</span><span class="eventin-card__month">' . esc_html( wp_date( 'M', $start, $zone ) ) . '</span></span>';
		$html .= '<span class="eventin-card__when">' . EventDate::html( $event, ! empty( $show['end'] ) ) . '</span></p>';
		$where = ! empty( $show['location'] ) ? self::place( $event['location'] ) : '';
		if ( '' !== $where ) {
			$html .= '<p class="eventin-card__location">' . esc_html( $where ) . '</p>';
		}
		$words = (int) ( $show['description'] ?? 0 );
		$text  = $words > 0 ? trim( wp_trim_words( wp_strip_all_tags( strip_shortcodes( (string) $event['description'] ) ), $words, '…' ) ) : '';
		if ( '' !== $text ) {
			$html .= '<p class="eventin-card__desc">' . esc_html( $text ) . '</p>';
		}
		return $html . '</div></article>';
	}

	/** Cards in the grid, as the grid and tab widgets show them. */
	private static function grid_of( array $events, array $atts ): string {
		$show    = array(
			'banner'      => true,
			'end'         => 'yes' === ( $atts['show_end_date'] ?? 'no' ),
			'location'    => 'yes' === ( $atts['show_event_location'] ?? 'no' ),
			'description' => 'yes' === ( $atts['etn_desc_show'] ?? 'no' ) ? (int) ( $atts['desc_limit'] ?? 20 ) : 0,
		);
		$columns = min( 4, max( 1, (int) ( $atts['etn_event_col'] ?? 1 ) ) );
		$items   = '';
		foreach ( $events as $event ) {
			$items .= '<li class="eventin-grid__item">' . self::card( $event, $show ) . '</li>';
		}
		return '<ul class="eventin-grid eventin-cols-' . $columns . '" role="list">' . $items . '</ul>';
	}

	/** Cards as lines: date, title and place (one-line events, a series' dates), and $words of each description. */
	private static function lines( array $events, int $words = 0 ): string {
		$items = '';
		foreach ( $events as $event ) {
			$items .= '<li class="eventin-lines__item">' . self::card(
				$event,
				array(
					'location'    => true,
					'description' => $words,
				)
			) . '</li>';
		}
		return '<ul class="eventin-lines" role="list">' . $items . '</ul>';
	}

	/** Where an event happens, in words ('' when it has no location). */
	private static function place( ?array $location ): string {
		if ( ! $location ) {
			return '';
		}
		$parts = array_filter( array_map( 'trim', array( $location['venue'], $location['address']['address'] ) ), 'strlen' );
		$parts = array_values( array_unique( $parts ) );
		if ( 'venue' !== $location['type'] ) {
			$parts[] = __( 'Online', 'eventin' );
		}
		return implode( ', ', $parts );
	}

	/**
	 * The categories of the tabs: the chosen ones in their order, else those with published
	 * events, by name (at most MAX_TABS).
	 *
	 * @return array<int, string> term id => name
	 */
	private static function categories( array $chosen ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => Taxonomies::CATEGORY,
				'hide_empty' => ! $chosen,
				'include'    => $chosen,
				'orderby'    => $chosen ? 'include' : 'name',
				'number'     => $chosen ? 0 : self::MAX_TABS,
			)
		);
		$names = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$names[ (int) $term->term_id ] = $term->name;
		}
		return $names;
	}

	private static function style_class( array $atts ): string {
		return 'eventin-style-' . sanitize_html_class( (string) ( $atts['style'] ?? 'event-1' ) );
	}

	/** What a list says when nothing matches, in the words of its status filter. */
	private static function nothing( array $atts ): string {
		switch ( $atts['filter_with_status'] ?? 'all' ) {
			case 'upcoming':
				return self::message( __( 'No upcoming events.', 'eventin' ) );
			case 'ongoing':
				return self::message( __( 'No events are happening right now.', 'eventin' ) );
			case 'expire':
				return self::message( __( 'No past events.', 'eventin' ) );
		}
		return self::message( __( 'No events to show.', 'eventin' ) );
	}

	private static function message( string $text ): string {
		return '<p class="eventin-empty">' . esc_html( $text ) . '</p>';
	}

	/** The widget's root element. */
	private static function root( string $kind, string $classes, string $inner ): string {
		return '<div class="' . esc_attr( trim( "eventin-widget eventin-{$kind} {$classes}" ) ) . '">' . $inner . '</div>';
	}
}
