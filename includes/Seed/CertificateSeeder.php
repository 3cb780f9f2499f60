<?php
namespace Eventin\Seed;

use Eventin\Attendees\Attendees;
use Eventin\Checkin\Checkins;
use Eventin\Certificates\Certificate;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Orders\Status;

/**
 * The demo's certificates: the latest past event with paid attendees gives certificates (a title
 * and a text with every placeholder), four of its attendees checked in, and a page with the
 * certificate widget (`/eventin-certificate/`). Added once: while the page exists nothing is added.
 */
final class CertificateSeeder {
	public const PAGE = 'eventin-certificate';

	public const CHECKED_IN = 4;

	/** @return int The attendees checked in (0 when the demo has its certificates already or no past event sold). */
	public static function demo(): int {
		if ( get_page_by_path( self::PAGE ) ) {
			return 0;
		}
		$attendees_table = Attendees::table();
		$index_table     = Index::table();
		$event_id        = (int) ( Reader::column(
			Sql::of(
				"SELECT a.event_id FROM {$attendees_table} a JOIN {$index_table} i ON i.event_id = a.event_id WHERE i.post_status = 'publish' AND i.parent_id = 0 AND i.end_utc < ?"
				. ' AND a.status = ? GROUP BY a.event_id HAVING COUNT(*) >= ? ORDER BY MAX(i.end_utc) DESC, a.event_id LIMIT 1',
				time(),
				Status::COMPLETED,
				self::CHECKED_IN
			)
		)[0] ?? 0 );
		if ( ! $event_id ) {
			return 0;
		}
		update_post_meta(
			$event_id,
			Certificate::META,
			array(
				'title'      => 'Certificate of Attendance',
				'body'       => "This certifies that {attendee_name} took part in {event_title} on {event_date}, {event_time}.\nTicket {ticket_id}",
				'background' => 0,
			)
		);
		update_post_meta( $event_id, Event::META['certificate_template'], 1 );
		$codes = Reader::column( Sql::of( "SELECT code FROM {$attendees_table} WHERE event_id = ? AND status = ? ORDER BY id LIMIT ?", $event_id, Status::COMPLETED, self::CHECKED_IN ) );
		// Checked in at the door as the scanner does it, a minute apart from the start on.
		$start = (int) Reader::column( Sql::of( "SELECT start_utc FROM {$index_table} WHERE event_id = ?", $event_id ) )[0];
		$scans = array();
		foreach ( $codes as $i => $code ) {
			$scans[] = array(
				'event_id'   => $event_id,
				'code'       => $code,
				'direction'  => 'in',
				'scanned_at' => ( $start + 60 * $i ) * 1000,
				'device'     => 'Main entrance',
				'nonce'      => 'demo-checkin-' . $code,
			);
		}
		Checkins::record( $scans, 0 );
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Your certificate',
				'post_name'    => self::PAGE,
				'post_content' => "<!-- wp:shortcode -->\n[etn_certificate]\n<!-- /wp:shortcode -->",
				'meta_input'   => array( PageSeeder::MARKER => 1 ),
			)
		);
		return count( $codes );
	}
}
