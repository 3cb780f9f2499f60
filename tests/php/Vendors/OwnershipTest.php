<?php
namespace Eventin\Tests\Vendors;

use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;
use Eventin\Vendors\Ownership;

/** Who is a vendor, what they reach, and the owner the events index keeps. */
final class OwnershipTest extends TestCase {
	private const DAY = array(
		'start_date' => '2031-05-05',
		'end_date'   => '2031-05-05',
		'timezone'   => 'UTC',
	);

	private function event( int $author, string $title = 'Vendor fair' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => PostType::NAME,
				'post_title'  => $title,
				'post_status' => 'publish',
				'post_author' => $author,
			)
		);
	}

	private function owner_in_index( int $event_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT owner_id FROM ' . Index::table() . ' WHERE event_id = %d', $event_id ) );
	}

	public function test_a_vendor_holds_own_events_without_the_events_permission(): void {
		$vendor  = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$both    = $this->user( 'both', array( Capabilities::OWN_EVENTS, Capabilities::EVENT ) );
		$manager = $this->user( 'manager', array( Capabilities::EVENT ) );
		$this->assertSame( $vendor, Ownership::vendor_id( $vendor ) );
		$this->assertNull( Ownership::vendor_id( $both ), 'the events permission reaches every event' );
		$this->assertNull( Ownership::vendor_id( $manager ) );
		$this->assertNull( Ownership::vendor_id( $this->admin() ) );
		$this->assertNull( Ownership::vendor_id( 0 ) );
	}

	public function test_a_vendor_reaches_only_what_they_wrote(): void {
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$other  = $this->user( 'vendor' );
		$mine   = $this->event( $vendor );
		$theirs = $this->event( $other );
		$this->assertTrue( user_can( $vendor, Ownership::REACH, $mine ) );
		$this->assertFalse( user_can( $vendor, Ownership::REACH, $theirs ) );
		$this->assertFalse( user_can( $vendor, Ownership::REACH, 0 ) );
		$this->assertFalse( user_can( $vendor, Ownership::REACH, $this->factory_post() ), 'a post is not an event' );
		$manager = $this->user( 'manager', array( Capabilities::EVENT ) );
		$this->assertTrue( user_can( $manager, Ownership::REACH, $theirs ) );
		wp_set_current_user( 0 );
		$this->assertFalse( Ownership::can_reach( $mine ) );
	}

	private function factory_post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'A page',
				'post_status' => 'publish',
				'post_author' => get_current_user_id(),
			)
		);
	}

	public function test_the_index_follows_the_author(): void {
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$other  = $this->user( 'vendor' );
		$id     = $this->event( $vendor );
		$this->assertSame( $vendor, $this->owner_in_index( $id ) );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_author' => $other,
			)
		);
		$this->assertSame( $other, $this->owner_in_index( $id ) );
		$this->assertSame( array( $id ), Index::query( array( 'owner' => $other ), 1, 10 )[0] );
		$this->assertSame( array( array(), 0 ), array_slice( Index::query( array( 'owner' => $vendor ), 1, 10 ), 0, 2 ) );
	}

	public function test_the_migration_fills_the_owners_of_events_indexed_before(): void {
		global $wpdb;
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$id     = $this->event( $vendor );
		$wpdb->query( 'UPDATE ' . Index::table() . ' SET owner_id = 0' );
		\Eventin\Events\Migrations::add_event_owners();
		$this->assertSame( $vendor, $this->owner_in_index( $id ) );
	}

	public function test_a_vendors_published_event_waits_for_review_and_a_draft_stays_a_draft(): void {
		$vendor  = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$created = $this->rest(
			'POST',
			'events',
			array(
				'title'  => 'Open studio',
				'status' => 'publish',
			) + self::DAY,
			$vendor
		);
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( 'pending', $created->get_data()['status'] );
		$this->assertSame( $vendor, (int) get_post( $created->get_data()['id'] )->post_author );
		$draft = $this->rest( 'POST', 'events', array( 'title' => 'Later' ) + self::DAY, $vendor );
		$this->assertSame( 'draft', $draft->get_data()['status'] );
		// An administrator's own event is published as asked.
		$this->assertSame( 'publish', $this->rest( 'POST', 'events', array( 'title' => 'Staff pick', 'status' => 'publish' ) + self::DAY, $this->admin() )->get_data()['status'] );
	}

	public function test_a_vendors_edit_of_a_published_event_goes_back_to_review_when_set(): void {
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$id     = $this->rest( 'POST', 'events', array( 'title' => 'Vendor fair', 'status' => 'publish' ) + self::DAY, $this->admin() )->get_data()['id'];
		wp_update_post(
			array(
				'ID'          => $id,
				'post_author' => $vendor,
			)
		);
		$edit = function ( array $changes ) use ( $id, $vendor ) {
			$answer = $this->rest( 'PATCH', "events/{$id}", $changes, $vendor );
			$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
			return $answer->get_data()['status'];
		};
		$this->assertSame( 'publish', $edit( array( 'title' => 'Vendor fair, day one' ) ), 'off by default: it stays published' );
		Settings::update( array( 'vendor_edit_review' => 'on' ) );
		$this->assertSame( 'pending', $edit( array( 'title' => 'Vendor fair, day two' ) ) );
		$this->assertSame( 'pending', $edit( array( 'status' => 'publish' ) ), 'a vendor cannot publish it again' );
		Settings::update( array( 'vendor_new_events' => 'publish' ) );
		$this->assertSame( 'publish', $edit( array( 'status' => 'publish' ) ), 'published at once when set so' );
		$this->assertSame( 'draft', $edit( array( 'status' => 'draft' ) ), 'a vendor may take it down' );
	}

	public function test_another_vendors_event_answers_like_none(): void {
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$theirs = $this->event( $this->user( 'vendor' ) );
		foreach ( array( array( 'GET', "events/{$theirs}" ), array( 'PATCH', "events/{$theirs}" ), array( 'DELETE', "events/{$theirs}" ), array( 'POST', "events/{$theirs}/clone" ) ) as list( $method, $route ) ) {
			$this->assertError( $this->rest( $method, $route, array(), $vendor ), 404, 'This event does not exist.' );
		}
		$this->assertSame( 'publish', get_post_status( $theirs ) );
		$this->assertSame( 0, $this->rest( 'GET', 'events', array(), $vendor )->get_data()['total_items'] );
	}
}
