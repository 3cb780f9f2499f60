<?php
namespace Eventin\Seed;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Rsvp\Rsvp;
use Eventin\Settings\Settings;

/**
 * The demo's RSVP: the module on, the next seeded event taking answers (40 places, 1 to 4 people
 * per answer, a waiting list), a few answers of each kind, and a page with its RSVP form. Added
 * once: while the page exists nothing is added.
 */
final class RsvpSeeder {
	public const PAGE = 'eventin-rsvp';

	/** name => [ status, people, guests, message ] */
	private const ANSWERS = array(
		'Ada Lovelace'     => array( 'going', 2, array( 'Charles Babbage' ), 'Looking forward to it.' ),
		'Grace Hopper'     => array( 'going', 1, array(), '' ),
		'Alan Turing'      => array( 'going', 3, array( 'Joan Clarke', 'Max Newman' ), 'We come by train.' ),
		'Katherine Johnson' => array( 'maybe', 1, array(), 'Depends on my flight.' ),
		'Margaret Hamilton' => array( 'maybe', 2, array( 'Dan Lickly' ), '' ),
		'Edsger Dijkstra'  => array( 'not_going', 1, array(), '' ),
	);

	/** @return int The answers added (0 when the demo has its RSVP already or no event is ahead). */
	public static function demo(): int {
		if ( get_page_by_path( self::PAGE ) ) {
			return 0;
		}
		$event_id = (int) ( Reader::column( Sql::of( 'SELECT event_id FROM ' . Index::table() . " WHERE post_status = 'publish' AND parent_id = 0 AND start_utc > ? ORDER BY start_utc, event_id LIMIT 1", time() + DAY_IN_SECONDS ) )[0] ?? 0 );
		if ( ! $event_id ) {
			return 0;
		}
		Settings::update( array( 'modules' => array( 'rsvp' => 'on' ) ) );
		update_post_meta(
			$event_id,
			Event::META['rsvp'],
			Event::rsvp(
				array(
					'enabled'       => true,
					'limit'         => 40,
					'min_attendees' => 1,
					'max_attendees' => 4,
					'waiting_list'  => true,
				)
			)
		);
		Rsvp::sync_event( $event_id );
		$added = 0;
		foreach ( self::ANSWERS as $name => list( $status, $people, $guests, $message ) ) {
			$answer = Rsvp::respond(
				array(
					'event_id' => $event_id,
					'name'     => $name,
					'email'    => strtolower( str_replace( ' ', '.', $name ) ) . '@example.com',
					'status'   => $status,
					'people'   => $people,
					'guests'   => $guests,
					'message'  => $message,
				)
			);
			$added += is_wp_error( $answer ) ? 0 : 1;
		}
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'RSVP',
				'post_name'    => self::PAGE,
				'post_content' => "<!-- wp:shortcode -->\n[etn_rsvp_form event_id=\"{$event_id}\"]\n<!-- /wp:shortcode -->",
				'meta_input'   => array( PageSeeder::MARKER => 1 ),
			)
		);
		return $added;
	}
}
