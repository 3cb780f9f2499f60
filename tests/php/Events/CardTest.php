<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Tests\TestCase;

/** A list item read from its index card equals the item read from the meta and terms. */
final class CardTest extends TestCase {
	/** The event as read from its card, after checking the card is there. */
	private function from_card( int $id ): array {
		$row = Index::rows( array( $id ) )[ $id ];
		$this->assertIsArray( $row['card'], 'the index row has a card' );
		return Event::read_many( array( $id ), 0, array( $id => $row ) )[0];
	}

	/** The event as read from its meta and terms, without the card. */
	private function from_meta( int $id ): array {
		wp_cache_flush();
		$row         = Index::rows( array( $id ) )[ $id ];
		$row['card'] = null;
		return Event::read_many( array( $id ), 0, array( $id => $row ) )[0];
	}

	public function test_the_card_follows_changes_made_anywhere(): void {
		$admin    = $this->admin();
		$category = wp_insert_term( 'Concerts', 'etn_category' )['term_id'];
		$tag      = wp_insert_term( 'Free', 'etn_tags' )['term_id'];
		$other    = wp_insert_term( 'Outdoor', 'etn_tags' )['term_id'];
		$speaker  = $this->user( 'etn-speaker' );
		$id       = $this->rest(
			'POST',
			'events',
			array(
				'title'      => 'Card',
				'start_date' => '2031-05-05',
				'end_date'   => '2031-05-06',
				'timezone'   => 'Europe/Berlin',
				'categories' => array( $category ),
				'tags'       => array( $tag ),
				'speakers'   => array( $speaker ),
				'location'   => array(
					'type'    => 'venue',
					'venue'   => 'Hall',
					'address' => array( 'address' => 'Main Street 1' ),
				),
			),
			$admin
		)->get_data()['id'];
		$this->assertSame( $this->from_meta( $id ), $this->from_card( $id ) );

		$banner  = wp_insert_attachment( array( 'post_title' => 'Banner', 'post_mime_type' => 'image/jpeg' ), 'banner.jpg' );
		$changes = array(
			'location'  => fn() => update_post_meta( $id, 'etn_event_location', array( 'type' => 'online', 'online_link' => 'https://example.com/room' ) ),
			'tag added' => fn() => wp_set_object_terms( $id, array( $other ), 'etn_tags', true ),
			'tag gone'  => fn() => wp_remove_object_terms( $id, array( $tag ), 'etn_tags' ),
			'term gone' => fn() => wp_delete_term( $category, 'etn_category' ),
			'banner'    => fn() => set_post_thumbnail( $id, $banner ),
			'rsvp'      => fn() => update_post_meta( $id, 'etn_rsvp_settings', array( 'enabled' => true, 'limit' => 40 ) ),
			'timezone'  => fn() => update_post_meta( $id, 'event_timezone', 'Asia/Tokyo' ),
			'speakers'  => fn() => delete_post_meta( $id, 'etn_event_speaker' ),
		);
		foreach ( $changes as $change => $make ) {
			$make();
			$card = $this->from_card( $id );
			$this->assertSame( $this->from_meta( $id ), $card, $change );
		}
		$this->assertSame( array( array(), array( $other ) ), array( $card['categories'], $card['tags'] ) );
		$this->assertSame( array( $banner, 'online', 'Asia/Tokyo', array() ), array( $card['banner'], $card['location']['type'], $card['timezone'], $card['speakers'] ) );
	}
}
