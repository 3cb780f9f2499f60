<?php
namespace Eventin\Widgets\Render;

use Eventin\Events\Event;
use Eventin\Events\EventDate;
use Eventin\Events\PostType;
use Eventin\Events\Taxonomies;
use Eventin\Schedules\PostType as SchedulePostType;
use Eventin\Settings\Settings;
use Eventin\Speakers\Speaker;
use Eventin\Front\Assets;
use Eventin\Widgets\Widgets;

/**
 * An event's own page (`/event/<slug>/`): when and where it is, its categories and tags and
 * "Add to calendar" above the description; its speakers, organizers and schedule after it (the
 * ticket form, TicketForm::append_to_event(), follows at priority 20).
 *
 * Added through `the_content` on the single event's main query only (not in widgets, feeds,
 * excerpts or REST answers); `eventin_event_details` (bool, event id) turns it off. Block themes
 * also get a template for single events (`eventin//single-etn`, WordPress 6.7+) without the blog
 * post's author line, post tags and comments; a theme's own single-etn template wins over it.
 */
final class EventDetails {
	/** Where "Get tickets" jumps to: just before the ticket form. */
	public const TICKETS_ANCHOR = 'eventin-get-tickets';

	/** The slug of the block template of single events. */
	public const TEMPLATE = 'single-' . PostType::NAME;

	/**
	 * The template of single events for block themes: the theme's header, title, featured image,
	 * content (with the details) and footer.
	 */
	public static function register_template(): void {
		if ( ! function_exists( 'register_block_template' ) ) {
			return;
		}
		$registry = \WP_Block_Templates_Registry::get_instance();
		if ( $registry->is_registered( 'eventin//' . self::TEMPLATE ) ) {
			return;
		}
		register_block_template(
			'eventin//' . self::TEMPLATE,
			array(
				'title'       => __( 'Single event', 'eventin' ),
				'description' => __( 'An event’s own page: when and where it is, its program and tickets.', 'eventin' ),
				'post_types'  => array( PostType::NAME ),
				'content'     => self::template_content(),
			)
		);
	}

	/** The template's blocks. */
	public static function template_content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->
<!-- wp:group {"tagName":"main","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->
<main class="wp-block-group" style="margin-top:var(--wp--preset--spacing--60)">
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)">
<!-- wp:post-title {"level":1} /-->
<!-- wp:post-featured-image {"aspectRatio":"3/2"} /-->
<!-- wp:post-content {"align":"full","layout":{"type":"constrained"}} /-->
</div>
<!-- /wp:group -->
</main>
<!-- /wp:group -->
<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}

	/**
	 * The single event's content with its details around it.
	 *
	 * @param mixed $content
	 * @return mixed
	 */
	public static function filter_content( $content ) {
		if ( ! self::applies() || str_contains( (string) $content, 'eventin-event-page' ) ) {
			return $content;
		}
		$event = Event::published( (int) get_the_ID() );
		if ( ! $event ) {
			return $content;
		}
		// The ticket form follows (TicketForm, at 20) unless the content has its own.
		$tickets = $event['tickets'] && (int) strtotime( $event['end_utc'] ) > time() && ! str_contains( (string) $content, 'eventin-ticket-form' );
		return self::summary( $event, $tickets ) . $content . self::program( $event )
			. ( $tickets ? '<span id="' . self::TICKETS_ANCHOR . '" class="eventin-event-page__tickets-anchor"></span>' : '' );
	}

	/** Whether the content being filtered is the main single event's, on its page. */
	private static function applies(): bool {
		if ( ! is_singular( PostType::NAME ) || ! in_the_loop() || ! is_main_query() || is_feed() || is_embed()
			|| ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || self::in_rest() || doing_filter( 'get_the_excerpt' ) || doing_filter( 'wp_trim_excerpt' ) ) {
			return false;
		}
		$id = (int) get_the_ID();
		if ( ! $id || get_queried_object_id() !== $id ) {
			return false;
		}
		/**
		 * Whether an event's page shows its details (when, where, terms, add to calendar,
		 * speakers, organizers, schedule) around its description.
		 *
		 * @param bool $show     Default true.
		 * @param int  $event_id The event.
		 */
		return (bool) apply_filters( 'eventin_event_details', true, $id );
	}

	/** Whether a REST request is being answered (also one made inside a page, rest_do_request()). */
	private static function in_rest(): bool {
		$server = $GLOBALS['wp_rest_server'] ?? null;
		return $server instanceof \WP_REST_Server && $server->is_dispatching();
	}

	/**
	 * When and where, categories and tags, "Get tickets" on phones (when the ticket form follows),
	 * and "Add to calendar".
	 *
	 * @param array $event   As Event::read() gives it.
	 * @param bool  $tickets Whether the page's ticket form follows.
	 */
	public static function summary( array $event, bool $tickets = false ): string {
		Assets::enqueue_style( array( 'event-details' ) );
		$facts  = self::fact( 'when', __( 'When', 'eventin' ), self::when( $event ) );
		$facts .= self::fact( 'where', __( 'Where', 'eventin' ), self::where( $event ) );
		if ( 'on' !== ( Settings::get()['disable_category_and_tags'] ?? 'off' ) ) {
			$facts .= self::fact( 'categories', __( 'Categories', 'eventin' ), self::terms( $event['categories'], Taxonomies::CATEGORY ) );
			$facts .= self::fact( 'tags', __( 'Tags', 'eventin' ), self::terms( $event['tags'], Taxonomies::TAG ) );
		}
		return '<section class="eventin-widget eventin-event-page" aria-label="' . esc_attr__( 'Event details', 'eventin' ) . '">'
			. '<dl class="eventin-event-page__facts">' . $facts . '</dl>'
			. ( $tickets ? '<p class="eventin-event-page__get-tickets"><a class="eventin-event-page__get-tickets-link" href="#' . self::TICKETS_ANCHOR . '">' . esc_html__( 'Get tickets', 'eventin' ) . '</a></p>' : '' )
			. Widgets::render( 'add-to-calendar', array( 'event_id' => (string) $event['id'] ) )
			. '</section>';
	}

	/**
	 * The speakers, organizers and schedule of the event, those it has.
	 *
	 * @param array $event As Event::read() gives it.
	 */
	public static function program( array $event ): string {
		$html = '';
		foreach ( array(
			'speakers'   => __( 'Speakers', 'eventin' ),
			'organizers' => __( 'Organizers', 'eventin' ),
		) as $field => $heading ) {
			$people = Speaker::read_many( $event[ $field ], false );
			if ( $people ) {
				Assets::enqueue_style( array( 'people' ) );
				$class = 'organizers' === $field ? 'eventin-organizers eventin-style-organizer' : 'eventin-speakers eventin-style-speaker-1';
				$html .= self::section( $field, $heading, '<div class="eventin-widget ' . $class . '">' . People::grid( $people, min( 3, count( $people ) ) ) . '</div>' );
			}
		}
		$schedules = $event['schedules'] ? get_posts(
			array(
				'post_type'        => SchedulePostType::NAME,
				'post_status'      => 'publish',
				'post__in'         => $event['schedules'],
				'numberposts'      => Schedules::MAX,
				'fields'           => 'ids',
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		) : array();
		if ( $schedules ) {
			$html .= self::section(
				'schedule',
				__( 'Schedule', 'eventin' ),
				Widgets::render(
					'schedules-list',
					array(
						'ids'   => implode( ',', array_map( 'intval', $schedules ) ),
						'order' => 'ASC',
					)
				)
			);
		}
		return '' === $html ? '' : '<div class="eventin-event-page__program">' . $html . '</div>';
	}

	/** The date and time in the event's own timezone, and that timezone's name. */
	private static function when( array $event ): string {
		$zone = 'UTC' === $event['timezone']
			? __( 'Times are in UTC.', 'eventin' )
			/* translators: 1: a timezone name (Europe/Berlin), 2: its offset from UTC (+01:00) */
			: sprintf( __( 'Times are in %1$s (UTC%2$s).', 'eventin' ), str_replace( '_', ' ', $event['timezone'] ), $event['utc_offset'] );
		return '<p class="eventin-event-page__date">' . EventDate::html( $event, true ) . '</p>'
			. '<p class="eventin-event-page__zone">' . esc_html( $zone ) . '</p>';
	}

	/** The venue, its address with a map link, or 'Online' ('' without a location). */
	private static function where( array $event ): string {
		$place = current( Locations::places( array( $event ), 1 ) );
		if ( ! $place ) {
			return '';
		}
		$html = '<p class="eventin-event-page__place">' . esc_html( $place['name'] ) . '</p>';
		if ( '' !== $place['address'] ) {
			if ( $place['address'] !== $place['name'] ) {
				$html .= '<p class="eventin-event-page__address">' . esc_html( $place['address'] ) . '</p>';
			}
			$html .= '<p class="eventin-event-page__map"><a href="' . esc_url( Locations::map_url( $place['address'] ) ) . '" target="_blank" rel="noopener noreferrer">'
				. esc_html__( 'View on OpenStreetMap', 'eventin' )
				. '<span class="eventin-visually-hidden"> ' . esc_html__( '(opens in a new tab)', 'eventin' ) . '</span></a></p>';
		}
		if ( $place['online'] ) {
			$html .= '<p class="eventin-event-page__online">' . esc_html( '' === $place['address'] ? __( 'Held online: the link is shared with attendees.', 'eventin' ) : __( 'Also online: the link is shared with attendees.', 'eventin' ) ) . '</p>';
		}
		return $html;
	}

	/**
	 * Terms as links to their archives.
	 *
	 * @param int[] $ids
	 */
	private static function terms( array $ids, string $taxonomy ): string {
		$terms = $ids ? get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'include'    => $ids,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		) : array();
		$items = '';
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link = get_term_link( $term );
			if ( is_string( $link ) ) {
				$items .= '<li><a href="' . esc_url( $link ) . '" rel="tag">' . esc_html( $term->name ) . '</a></li>';
			}
		}
		return '' === $items ? '' : '<ul class="eventin-event-page__terms" role="list">' . $items . '</ul>';
	}

	private static function fact( string $name, string $label, string $value ): string {
		if ( '' === $value ) {
			return '';
		}
		return '<div class="eventin-event-page__fact eventin-event-page__fact--' . esc_attr( $name ) . '">'
			. '<dt>' . self::icon( $name ) . '<span>' . esc_html( $label ) . '</span></dt>'
			. '<dd>' . $value . '</dd></div>';
	}

	private static function section( string $name, string $heading, string $inner ): string {
		$id = wp_unique_id( 'eventin-event-' . $name . '-' );
		return '<section class="eventin-event-page__section eventin-event-page__section--' . esc_attr( $name ) . '" aria-labelledby="' . esc_attr( $id ) . '">'
			. '<h2 class="eventin-event-page__heading" id="' . esc_attr( $id ) . '">' . esc_html( $heading ) . '</h2>' . $inner . '</section>';
	}

	private static function icon( string $name ): string {
		$paths = array(
			'when'       => 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4',
			'where'      => 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
			'categories' => 'M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v6H4zM14 15h6v6h-6z',
			'tags'       => 'M3.5 12.5V4h8.5l8.5 8.5-8.5 8.5zM8 8.5h.01',
		);
		return '<svg class="eventin-event-page__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="' . $paths[ $name ] . '" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg>';
	}
}
