<?php
namespace Eventin\Embed;

use Eventin\Events\Event;
use Eventin\Events\PostType;

/**
 * The embeddable script of one event: `<script src="{home}/?eventin-embed=event&id={id}">` on any
 * page (of this site or another) puts a card of the event (title, when, where, a link) right after
 * the script tag. Only published events are shown. The page's own script builds the card with
 * text nodes, so nothing in the event can inject markup.
 */
final class EventScript {
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'serve' ), 0 );
	}

	public static function serve(): void {
		if ( 'event' !== ( $_GET['eventin-embed'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- a public read.
			return;
		}
		$id    = absint( $_GET['id'] ?? 0 ); // phpcs:ignore WordPress.Security.NonceVerification
		$event = Event::exists( $id ) && 'publish' === get_post_status( $id ) && PostType::NAME === get_post_type( $id ) ? Event::read( $id ) : null;
		status_header( $event ? 200 : 404 );
		header( 'Content-Type: application/javascript; charset=utf-8' );
		header( 'Access-Control-Allow-Origin: *' );
		header( 'Cache-Control: public, max-age=300' );
		echo self::script( $event ); // phpcs:ignore WordPress.Security.EscapeOutput -- JSON-encoded data in a fixed script.
		exit;
	}

	/** The script for an event as read(), or a comment when there is none to show. */
	public static function script( ?array $event ): string {
		if ( ! $event ) {
			return '/* ' . __( 'This event is not available.', 'eventin' ) . ' */';
		}
		$location = $event['location'];
		$card     = array(
			'title' => $event['title'],
			'when'  => self::when( $event ),
			'where' => $location ? trim( $location['venue'] . ( $location['venue'] && $location['address']['address'] ? ', ' : '' ) . $location['address']['address'] ) : '',
			'link'  => $event['link'],
			'more'  => __( 'View event', 'eventin' ),
		);
		$data     = wp_json_encode( $card, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		return <<<JS
(function (card, script) {
	if (!script) { return; }
	var box = document.createElement('div');
	box.className = 'eventin-embed-event';
	var add = function (tag, text, className) {
		var node = document.createElement(tag);
		node.textContent = text;
		node.className = className;
		box.appendChild(node);
		return node;
	};
	add('strong', card.title, 'eventin-embed-event__title');
	add('div', card.when, 'eventin-embed-event__when');
	if (card.where) { add('div', card.where, 'eventin-embed-event__where'); }
	var link = add('a', card.more, 'eventin-embed-event__link');
	link.href = card.link;
	script.parentNode.insertBefore(box, script.nextSibling);
})({$data}, document.currentScript);
JS;
	}

	/** E.g. 'December 5, 2026 10:00 – 12:00 (UTC+09:00)', in the site's date and time formats. */
	private static function when( array $event ): string {
		$format = static fn( string $date, string $format ) => wp_date( $format, strtotime( $date . ' 12:00 UTC' ), new \DateTimeZone( 'UTC' ) );
		$start  = $format( $event['start_date'], get_option( 'date_format' ) ) . ' ' . $event['start_time'];
		$end    = ( $event['end_date'] === $event['start_date'] ? '' : $format( $event['end_date'], get_option( 'date_format' ) ) . ' ' ) . $event['end_time'];
		return sprintf( '%s – %s (UTC%s)', $start, $end, $event['utc_offset'] );
	}
}
