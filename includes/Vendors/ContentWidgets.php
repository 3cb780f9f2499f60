<?php
namespace Eventin\Vendors;

/**
 * Widgets in what a vendor wrote show only that vendor's own events: in the content of a post
 * whose author is a vendor, a shortcode or block naming another organizer's event (its attendee
 * list, its ticket form, its countdown) renders nothing. Everyone else's content is as before.
 */
final class ContentWidgets {
	/**
	 * Whether a widget may render where it is.
	 *
	 * @param array<string, array>           $fields The kind's fields, from the catalogue.
	 * @param array<string, int|string|array> $atts   Its attributes, checked.
	 */
	public static function allows( array $fields, array $atts ): bool {
		$post   = doing_filter( 'the_content' ) ? get_post() : null;
		$author = $post ? Ownership::vendor_id( (int) $post->post_author ) : null;
		if ( null === $author ) {
			return true;
		}
		foreach ( $fields as $name => $field ) {
			if ( 'ids' === $field['type'] && 'event' === ( $field['source'] ?? '' ) ) {
				foreach ( (array) $atts[ $name ] as $event_id ) {
					if ( Ownership::owner_of( (int) $event_id ) !== $author ) {
						return false;
					}
				}
			}
		}
		return true;
	}
}
