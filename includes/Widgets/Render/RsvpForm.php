<?php
namespace Eventin\Widgets\Render;

use Eventin\Events\PostType;
use Eventin\Rsvp\RsvpForm as Form;
use Eventin\Widgets\EventQuery;
use Eventin\Widgets\Widgets;

/**
 * Kind 'rsvp-form': the RSVP form (Rsvp\RsvpForm) of the event it names, or of the event the page
 * shows.
 */
final class RsvpForm {
	/** An event's own page shows its RSVP form after the content (and its ticket form), unless the content has one. */
	public static function append_to_event( $content ) {
		if ( ! is_singular( PostType::NAME ) || ! in_the_loop() || ! is_main_query() || str_contains( (string) $content, 'eventin-rsvp-form' ) ) {
			return $content;
		}
		return null === Form::hidden_because( (int) get_the_ID() ) ? $content . Widgets::render( 'rsvp-form', array() ) : $content;
	}

	public static function render( array $atts ): string {
		return Form::render( EventQuery::event_of( $atts ) );
	}
}
