<?php
namespace Eventin\Widgets\Render;

use Eventin\Events\CalendarFile;
use Eventin\Events\Event;
use Eventin\Widgets\EventQuery;

/**
 * Kind 'add-to-calendar': for an event (event_id, or the event the page shows), a link to its
 * .ics file and one that opens Google Calendar's new-event form filled in (Events\CalendarFile).
 */
final class AddToCalendar {
	public static function render( array $atts ): string {
		$event = Event::published( EventQuery::event_of( $atts ) );
		if ( ! $event ) {
			return '<div class="eventin-widget eventin-add-to-calendar"><p class="eventin-empty">' . esc_html__( 'No event to add to a calendar.', 'eventin' ) . '</p></div>';
		}
		$calendar = '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg>';
		$download = '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg>';
		$html     = '<ul class="eventin-add-to-calendar__links" role="list" aria-label="' . esc_attr(
			/* translators: %s: an event's title */
			sprintf( __( 'Add %s to your calendar', 'eventin' ), $event['title'] )
		) . '">';
		$html    .= '<li><a class="eventin-button eventin-add-to-calendar__ics" href="' . esc_url( CalendarFile::ics_url( $event['id'] ) ) . '" download="' . esc_attr( CalendarFile::file_name( $event ) ) . '">'
			. $download . '<span>' . esc_html__( 'Download .ics', 'eventin' ) . '</span></a></li>';
		// A constant https address with every value percent-encoded: esc_attr() is enough, and
		// keeps the description's line breaks, which esc_url() would drop (%0A).
		$html    .= '<li><a class="eventin-button eventin-add-to-calendar__google" href="' . esc_attr( CalendarFile::google_url( $event ) ) . '" target="_blank" rel="noopener noreferrer">'
			. $calendar . '<span>' . esc_html__( 'Add to Google Calendar', 'eventin' )
			. '<span class="eventin-visually-hidden"> ' . esc_html__( '(opens in a new tab)', 'eventin' ) . '</span></span></a></li>';
		$html    .= '</ul>';
		return '<div class="eventin-widget eventin-add-to-calendar">' . $html . '</div>';
	}
}
