<?php
namespace Eventin\Widgets;

use Eventin\Certificates\CertificateLookup;
use Eventin\Front\Assets;
use Eventin\Vendors\ContentWidgets;

/**
 * Every widget kind of the catalogue as a shortcode (its tag and aliases), and the one render
 * function per kind that shortcodes, blocks and embeds all call.
 */
final class Widgets {
	/**
	 * The render function of each kind: `(array $atts): string`, given attributes already
	 * checked against the catalogue (Catalogue::attributes()).
	 */
	private const RENDERERS = array(
		'event'                => array( Render\EventCards::class, 'single' ),
		'events-calendar'      => array( Render\Calendar::class, 'calendar' ),
		'events-calendar-list' => array( Render\Calendar::class, 'calendar_list' ),
		'events'               => array( Render\EventCards::class, 'grid' ),
		'events-one-line'      => array( Render\EventCards::class, 'one_line' ),
		'events-tab'           => array( Render\EventCards::class, 'tabs' ),
		'events-slider'        => array( Render\EventCards::class, 'slider' ),
		'countdown'            => array( Render\Countdown::class, 'render' ),
		'related-events'       => array( Render\EventCards::class, 'related' ),
		'recurring-event'      => array( Render\EventCards::class, 'recurring' ),
		'add-to-calendar'      => array( Render\AddToCalendar::class, 'render' ),
		'event-location'       => array( Render\Locations::class, 'render' ),
		'speakers'             => array( Render\People::class, 'speakers' ),
		'organizers'           => array( Render\People::class, 'organizers' ),
		'speakers-slider'      => array( Render\People::class, 'slider' ),
		'schedules'            => array( Render\Schedules::class, 'tabs' ),
		'schedules-list'       => array( Render\Schedules::class, 'list' ),
		'ticket-form'          => array( Render\TicketForm::class, 'render' ),
		'rsvp-form'            => array( Render\RsvpForm::class, 'render' ),
		'attendee-list'        => array( Render\AttendeeList::class, 'render' ),
		'certificate'          => array( CertificateLookup::class, 'render' ),
		'frontend-dashboard'   => array( Render\FrontDashboard::class, 'render' ),
	);

	/**
	 * The stylesheets of each kind beside the shared base (Assets::STYLES, in the order they
	 * load): a page loads those of the kinds rendered on it. A calendar with its upcoming events
	 * renders an 'events-one-line' widget, which brings its own.
	 */
	public const STYLES = array(
		'event'                => array( 'events' ),
		'events-calendar'      => array( 'calendar' ),
		'events-calendar-list' => array( 'calendar' ),
		'events'               => array( 'events' ),
		'events-one-line'      => array( 'events' ),
		'events-tab'           => array( 'tabs', 'events' ),
		'events-slider'        => array( 'slider', 'events' ),
		'countdown'            => array( 'countdown' ),
		'related-events'       => array( 'events' ),
		'recurring-event'      => array( 'events' ),
		'add-to-calendar'      => array( 'add-to-calendar' ),
		'event-location'       => array( 'location' ),
		'speakers'             => array( 'people' ),
		'organizers'           => array( 'people' ),
		'speakers-slider'      => array( 'slider', 'people' ),
		'schedules'            => array( 'tabs', 'schedules' ),
		'schedules-list'       => array( 'schedules' ),
		'ticket-form'          => array( 'tickets' ),
		'rsvp-form'            => array( 'rsvp' ),
		'attendee-list'        => array( 'attendees' ),
		'certificate'          => array( 'certificate' ),
		'frontend-dashboard'   => array( 'dashboard' ),
	);

	public static function register_shortcodes(): void {
		foreach ( Catalogue::kinds() as $name => $kind ) {
			foreach ( array_merge( array( $kind['tag'] ), $kind['aliases'] ) as $tag ) {
				add_shortcode( $tag, static fn( $atts ) => self::render( $name, $atts ) );
			}
		}
	}

	/** The kind a shortcode tag renders, or null. */
	public static function kind_of_tag( string $tag ): ?string {
		foreach ( Catalogue::kinds() as $name => $kind ) {
			if ( $tag === $kind['tag'] || in_array( $tag, $kind['aliases'], true ) ) {
				return $name;
			}
		}
		return null;
	}

	/**
	 * A widget's HTML, from attributes as a shortcode, block or embed gives them (invalid ones
	 * fall back to their defaults). An unknown kind renders nothing, and so does one naming another
	 * organizer's event in a vendor's content.
	 *
	 * @param array|string $given
	 */
	public static function render( string $name, $given ): string {
		$renderer = self::RENDERERS[ $name ] ?? null;
		if ( ! $renderer || ! Catalogue::kind( $name ) || ! is_callable( $renderer ) ) {
			return '';
		}
		$atts = Catalogue::attributes( $name, $given );
		if ( ! ContentWidgets::allows( Catalogue::kind( $name )['fields'], $atts ) ) {
			return '';
		}
		Assets::enqueue_style( self::STYLES[ $name ] ?? array() );
		return (string) call_user_func( $renderer, $atts );
	}
}
