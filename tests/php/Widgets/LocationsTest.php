<?php
namespace Eventin\Tests\Widgets;

use Eventin\Events\Index;
use Eventin\Events\Location;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/EventsFixture.php';
require_once __DIR__ . '/WidgetTesting.php';

final class LocationsTest extends TestCase {
	use EventsFixture;
	use WidgetTesting;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
		// Other tests' upcoming events must not crowd these out: everything here starts first.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Index::table() . " SET post_status = 'draft' WHERE start_utc > %d", time() ) );
	}

	private function venue( string $venue, string $address, string $type = 'venue' ): array {
		return array(
			'type'        => $type,
			'venue'       => $venue,
			'address'     => array( 'address' => $address ),
			'online_link' => 'venue' === $type ? '' : 'https://meet.example/room',
		);
	}

	/** The places' names, in order. */
	private function places( string $html ): array {
		preg_match_all( '~<h3 class="eventin-place__name">([^<]*)</h3>~', $html, $m );
		return array_map( 'html_entity_decode', $m[1] );
	}

	/** The event titles listed under each place. */
	private function events_of( string $html ): array {
		preg_match_all( '~<ul class="eventin-place__events" role="list">(.*?)</ul>~', $html, $lists );
		return array_map(
			static function ( string $list ): array {
				preg_match_all( '~<li><a href="[^"]*">([^<]*)</a>~', $list, $m );
				return array_map( 'html_entity_decode', $m[1] );
			},
			$lists[1]
		);
	}

	public function test_one_event_its_address_and_map_link(): void {
		$id   = $this->event( 'Harbour Talk', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( 'Harbour Hall', 'Pier 4, 20457 Hamburg' ) ) );
		$html = $this->shortcode( "[etn_pro_event_location_list event_id=\"{$id}\"]" );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-event-location"><ul class="eventin-places" role="list"><li class="eventin-place">', $html );
		$this->assertSame( array( 'Harbour Hall' ), $this->places( $html ) );
		$this->assertStringContainsString( '<p class="eventin-place__address">Pier 4, 20457 Hamburg</p>', $html );
		$this->assertStringContainsString( '<a href="https://www.openstreetmap.org/search?query=Pier%204%2C%2020457%20Hamburg" target="_blank" rel="noopener noreferrer">View on OpenStreetMap<span class="eventin-visually-hidden"> (opens in a new tab)</span></a>', $html );
		$this->assertSame( array( array( 'Harbour Talk' ) ), $this->events_of( $html ) );
		$this->assertStringNotContainsString( 'eventin-place__online', $html );
	}

	public function test_online_and_hybrid_events_say_so(): void {
		$online = $this->event( 'Web Talk', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( '', '', 'online' ) ) );
		$hybrid = $this->event( 'Both Talk', 2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( 'Loft', 'Main St 1', 'hybrid' ) ) );
		$html   = $this->shortcode( "[etn_pro_event_location_list event_id=\"{$online}\"]" );
		$this->assertSame( array( 'Online' ), $this->places( $html ) );
		$this->assertStringContainsString( '<p class="eventin-place__online">Held online: the link is shared with attendees.</p>', $html );
		$this->assertStringNotContainsString( 'openstreetmap', $html );
		// The online link itself is for attendees, not for the public page.
		$this->assertStringNotContainsString( 'meet.example', $html );
		$html = $this->shortcode( "[etn_pro_event_location_list event_id=\"{$hybrid}\"]" );
		$this->assertSame( array( 'Loft' ), $this->places( $html ) );
		$this->assertStringContainsString( 'openstreetmap.org/search?query=Main%20St%201', $html );
		$this->assertStringContainsString( '<p class="eventin-place__online">Also online: the link is shared with attendees.</p>', $html );
	}

	public function test_without_an_event_the_places_of_upcoming_events(): void {
		$hall = $this->venue( 'Hall', 'Road 1' );
		$this->event( 'Past at Hall', -DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $hall ) );
		$this->event( 'Draft at Barn', HOUR_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( 'Barn', 'Farm 2' ), 'status' => 'draft' ) );
		$this->event( 'Hall first', 2 * HOUR_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $hall ) );
		$this->event( 'Nowhere', 3 * HOUR_IN_SECONDS );
		$this->event( 'Web', 4 * HOUR_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( '', '', 'online' ) ) );
		$this->event( 'Hall again', 5 * HOUR_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( 'HALL', 'road 1' ) ) );
		for ( $i = 1; $i <= 6; $i++ ) {
			$this->event( "Place {$i} talk", ( 5 + $i ) * HOUR_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( "Place {$i}", "Street {$i}" ) ) );
		}
		$html = $this->shortcode( '[etn_pro_event_location_list]' );
		// Soonest first, each place once, at most 5 (the default limit).
		$this->assertSame( array( 'Hall', 'Online', 'Place 1', 'Place 2', 'Place 3' ), $this->places( $html ) );
		$this->assertSame( array( array( 'Hall first', 'Hall again' ), array( 'Web' ), array( 'Place 1 talk' ), array( 'Place 2 talk' ), array( 'Place 3 talk' ) ), $this->events_of( $html ) );
		$this->assertSame( array( 'Hall', 'Online' ), $this->places( $this->shortcode( '[etn_pro_event_location_list limit="2"]' ) ) );
		$this->assertCount( 8, $this->places( $this->shortcode( '[etn_pro_event_location_list limit="50"]' ) ) );
	}

	public function test_values_outside_the_limits_fall_back_silently(): void {
		for ( $i = 1; $i <= 7; $i++ ) {
			$this->event( "Talk {$i}", $i * HOUR_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( "Venue {$i}", "Street {$i}" ) ) );
		}
		$default = $this->shortcode( '[etn_pro_event_location_list]' );
		$this->assertCount( 5, $this->places( $default ) );
		foreach ( array( 'limit="0"', 'limit="-1"', 'limit="x"', 'limit="1.5"', 'event_id="abc"', 'event_id=""' ) as $attribute ) {
			$this->assertSame( $default, $this->shortcode( "[etn_pro_event_location_list {$attribute}]" ), $attribute );
		}
		$draft = $this->event( 'Hidden', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'draft', 'location' => $this->venue( 'Secret', 'Hidden 1' ) ) );
		$none  = '<div class="eventin-widget eventin-event-location"><p class="eventin-empty">This event has no location to show.</p></div>';
		$this->assertSame( $none, $this->shortcode( "[etn_pro_event_location_list event_id=\"{$draft}\"]" ) );
		$this->assertSame( $none, $this->shortcode( '[etn_pro_event_location_list event_id="999999"]' ) );
		$this->assertSame( $none, $this->shortcode( '[etn_pro_event_location_list event_id="' . $this->event( 'No place', DAY_IN_SECONDS ) . '"]' ) );
		// A location stored in an old or odd shape still renders.
		$odd = $this->event( 'Odd', DAY_IN_SECONDS );
		update_post_meta( $odd, Location::META, 'Old Street 9' );
		$this->assertSame( array( 'Old Street 9' ), $this->places( $this->shortcode( "[etn_pro_event_location_list event_id=\"{$odd}\"]" ) ) );
		update_post_meta( $odd, Location::META, array( 'unknown' => 'shape' ) );
		$this->assertSame( $none, $this->shortcode( "[etn_pro_event_location_list event_id=\"{$odd}\"]" ) );
	}

	public function test_venues_and_titles_are_escaped(): void {
		$id = $this->event( 'Safe', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => $this->venue( 'Venue', 'Address' ) ) );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => '<script>alert(1)</script>' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		update_post_meta( $id, Location::META, $this->venue( '<script>alert(2)</script>', '"><img src=x onerror=alert(3)>' ) );
		foreach ( array( "[etn_pro_event_location_list event_id=\"{$id}\"]", '[etn_pro_event_location_list]' ) as $shortcode ) {
			$html = $this->shortcode( $shortcode );
			$this->assertStringNotContainsString( '<script', $html, $shortcode );
			$this->assertStringNotContainsString( '<img', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(2)&lt;/script&gt;', $html, $shortcode );
			$this->assertStringContainsString( 'query=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%283%29%3E', $html, $shortcode );
		}
	}
}
