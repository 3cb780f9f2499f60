<?php
namespace Eventin\Tests\Certificates;

use Eventin\Attendees\Attendees;
use Eventin\Certificates\Certificate;
use Eventin\Certificates\CertificatesController;
use Eventin\Certificates\Page;
use Eventin\Certificates\Sends;
use Eventin\Jobs\Batches;
use Eventin\Seed\CertificateSeeder;
use Eventin\Tests\Orders\OrdersTestCase;
use Eventin\Widgets\Widgets;

final class CertificatesTest extends OrdersTestCase {
	/** An event giving certificates, with four free tickets: Grace, Alan, Ada and Edsger (Ada and Edsger share an address). */
	private function certified_event(): array {
		$event = $this->event( array(), array( 'title' => 'Compilers Day' ) );
		$saved = $this->rest(
			'PUT',
			"events/{$event['id']}",
			array(
				'certificate' => array(
					'enabled' => true,
					'title'   => 'Well done, {attendee_name}',
					'body'    => "{attendee_name} attended {event_title} on {event_date}, {event_time}.\nTicket {ticket_id}",
				),
			),
			$this->admin
		);
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$people = array(
			array( 'Grace Hopper', 'grace@example.com' ),
			array( 'Alan Turing', 'alan@example.com' ),
			array( 'Ada Lovelace', 'family@example.com' ),
			array( 'Edsger Dijkstra', 'family@example.com' ),
		);
		$booked = $this->book(
			$event,
			array( 1 => 4 ),
			array(
				'attendees' => array_map(
					static fn( $person ) => array(
						'ticket_id' => $event['tickets'][1]['id'],
						'name'      => $person[0],
						'email'     => $person[1],
					),
					$people
				),
			)
		);
		$this->assertSame( 201, $booked->get_status(), wp_json_encode( $booked->get_data() ) );
		$this->forget_mails();
		return $saved->get_data();
	}

	/** @return array<string, array> The event's attendees by name. */
	private function attendees( int $event_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Attendees::table() . ' WHERE event_id = %d ORDER BY id', $event_id ), ARRAY_A );
		return array_column( $rows, null, 'name' );
	}

	/** A batch's log as [ email, name, status ] rows. */
	private function log_rows( array $items ): array {
		return array_map( static fn( $item ) => array( $item['email'], $item['name'], $item['status'] ), $items );
	}

	private function set( array $attendee, array $changes ): void {
		global $wpdb;
		$wpdb->update( Attendees::table(), $changes, array( 'id' => $attendee['id'] ) );
	}

	public function test_the_template_is_kept_on_the_event_and_checked(): void {
		$event = $this->certified_event();
		$this->assertSame( 1, $event['certificate_template'], 'on is 1 for the event list' );
		$this->assertSame( true, $event['certificate']['enabled'] );
		$this->assertSame( 'Well done, {attendee_name}', $event['certificate']['title'] );

		$wrong = $this->rest( 'PUT', "events/{$event['id']}", array( 'certificate' => array( 'body' => 'Dear {name}' ) ), $this->admin );
		$this->assertError( $wrong, 400, '{name} is not a placeholder. Use {attendee_name}, {event_title}, {event_date}, {event_time}, {ticket_id}.' );
		$this->assertSame( array( 'certificate.body' ), array_keys( $wrong->get_data()['data']['params'] ) );
		$this->assertError( $this->rest( 'PUT', "events/{$event['id']}", array( 'certificate' => array( 'title' => '  ' ) ), $this->admin ), 400, 'Give the certificate a title.' );
		$this->assertError( $this->rest( 'PUT', "events/{$event['id']}", array( 'certificate' => array( 'background' => 999999 ) ), $this->admin ), 400, 'The background must be an image from the media library.' );

		$off = $this->rest( 'PUT', "events/{$event['id']}", array( 'certificate' => array( 'enabled' => false ) ), $this->admin )->get_data();
		$this->assertSame( array( 0, false, 'Well done, {attendee_name}' ), array( $off['certificate_template'], $off['certificate']['enabled'], $off['certificate']['title'] ), 'off keeps the template' );
		// The older field still writes: any number is on.
		$on = $this->rest( 'PUT', "events/{$event['id']}", array( 'certificate_template' => 7 ), $this->admin )->get_data();
		$this->assertSame( array( 7, true ), array( $on['certificate_template'], $on['certificate']['enabled'] ) );
		$listed = $this->rest( 'GET', 'events', array( 'search_keyword' => 'Compilers' ), $this->admin )->get_data()['items'][0];
		$this->assertSame( array( 7, true ), array( $listed['certificate_template'], $listed['certificate']['enabled'] ), 'the list reads it from the index too' );
	}

	public function test_send_reaches_checked_in_attendees_once_each_with_their_own_link(): void {
		$event  = $this->certified_event();
		$people = $this->attendees( $event['id'] );
		foreach ( array( 'Grace Hopper', 'Ada Lovelace', 'Edsger Dijkstra' ) as $name ) {
			$this->set( $people[ $name ], array( 'ticket_status' => 'used' ) );
		}
		// Edsger checked in, then was refunded.
		$this->set( $people['Edsger Dijkstra'], array( 'status' => 'refunded' ) );

		$answer = $this->rest( 'POST', "events/{$event['id']}/send_certificate", array(), $this->admin )->get_data();
		$this->assertSame( 2, $answer['sent'] );
		$this->assertSame( array( 'certificate', 'checked_in', 'scheduled', 2 ), array( $answer['send']['kind'], $answer['send']['details']['audience'], $answer['send']['status'], $answer['send']['total'] ) );
		$this->assertSame( array(), $this->mails, 'nothing sent in the request' );

		$mails = $this->mails();
		$this->assertSame( array( 'grace@example.com', 'family@example.com' ), array_column( $mails, 'to' ) );
		$this->assertSame( 'Your certificate for Compilers Day', $mails[0]['subject'] );
		$this->assertStringContainsString( 'Hello Grace Hopper, thank you for attending Compilers Day.', $mails[0]['message'] );
		$this->assertStringContainsString( esc_url( Certificate::url( $people['Grace Hopper']['code'] ) ), $mails[0]['message'] );
		$this->assertStringContainsString( esc_url( Certificate::url( $people['Ada Lovelace']['code'] ) ), $mails[1]['message'] );

		$progress = $this->rest( 'GET', "batches/{$answer['send']['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 'done', 2, 2, 0, 0 ), array( $progress['status'], $progress['total'], $progress['sent'], $progress['failed'], $progress['skipped'] ) );
		$log = $this->rest( 'GET', "batches/{$answer['send']['id']}/items", array(), $this->admin )->get_data();
		$this->assertSame( array( array( 'family@example.com', 'Ada Lovelace', 'sent' ), array( 'grace@example.com', 'Grace Hopper', 'sent' ) ), $this->log_rows( $log['items'] ), 'each recipient in the log' );
		$this->assertError( $this->rest( 'GET', 'batches/' . ( $answer['send']['id'] + 1000 ), array(), $this->admin ), 404, 'This send does not exist.' );

		// A second send is a send of its own: each attendee gets it again, once.
		$again = $this->rest( 'POST', "events/{$event['id']}/send_certificate", array( 'all' => true ), $this->admin )->get_data();
		$this->assertSame( 3, $again['sent'], 'all valid ones: Grace, Alan and Ada, not the refunded Edsger' );
		$this->forget_mails();
	}

	public function test_all_reaches_every_valid_attendee_and_never_the_refunded_cancelled_or_failed(): void {
		$event  = $this->certified_event();
		$people = $this->attendees( $event['id'] );
		$this->set( $people['Alan Turing'], array( 'status' => 'cancelled' ) );
		$this->set( $people['Ada Lovelace'], array( 'status' => 'failed' ) );
		$answer = $this->rest( 'POST', "events/{$event['id']}/send_certificate", array( 'all' => true ), $this->admin )->get_data();
		$this->assertSame( 2, $answer['sent'] );
		$this->assertSame( array( 'grace@example.com', 'family@example.com' ), array_column( $this->mails(), 'to' ) );
		$this->mails = array();

		// Refunded after the send was made, before its mail went: nothing goes.
		$this->set( $people['Grace Hopper'], array( 'ticket_status' => 'used' ) );
		$send = $this->rest( 'POST', "events/{$event['id']}/send_certificate", array(), $this->admin )->get_data();
		$this->set( $people['Grace Hopper'], array( 'status' => 'refunded' ) );
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( array( 'done', 0, 1 ), array_values( array_intersect_key( Batches::item( Batches::find( $send['send']['id'] ) ), array_flip( array( 'status', 'sent', 'skipped' ) ) ) ) );
		$this->assertSame( 'No certificate any more: the ticket was refunded or cancelled, or the event\'s certificate is off.', Batches::items( $send['send']['id'], 'skipped', 1, 10 )[0][0]['error'] );

		// A trashed event sends nothing.
		$this->rest( 'DELETE', "events/{$event['id']}", array(), $this->admin );
		$this->assertSame( array(), Certificate::recipients( array(), $event, array( 'all' => true ) ) );
	}

	public function test_large_sends_go_in_batches_with_their_progress(): void {
		$event = $this->certified_event();
		\Eventin\Orders\Orders::insert(
			array(
				'event_id'       => $event['id'],
				'status'         => 'completed',
				'customer_name'  => 'Crowd',
				'customer_email' => 'crowd@example.com',
				'currency'       => 'USD',
				'total'          => 0,
				'gateway'        => 'free',
				'hold_until'     => 0,
			),
			array_map(
				static fn( $i ) => array(
					'ticket_id' => $event['tickets'][1]['id'],
					'name'      => "Crowd {$i}",
					'email'     => "crowd{$i}@example.com",
					'price'     => 0,
				),
				range( 1, Sends::BATCH + 46 )
			)
		);
		$answer = $this->rest( 'POST', "events/{$event['id']}/send_certificate", array( 'all' => true ), $this->admin )->get_data();
		$this->assertSame( Sends::BATCH + 50, $answer['sent'] );
		// Each batch of mails and the next batch are jobs of their own.
		for ( $run = 0; $run < 5; $run++ ) {
			$this->mails();
		}
		$this->assertSame( Sends::BATCH + 50, count( $this->mails ) );
		$done = Batches::item( Batches::find( $answer['send']['id'] ) );
		$this->assertSame( array( 'done', Sends::BATCH + 50, Sends::BATCH + 50 ), array( $done['status'], $done['total'], $done['sent'] ) );
	}

	public function test_send_needs_the_event_permission_and_a_template(): void {
		$event = $this->certified_event();
		$this->assertGuarded( 'POST', "events/{$event['id']}/send_certificate" );
		$this->assertError( $this->rest( 'POST', "events/{$event['id']}/send_certificate", array(), $this->user( 'editor' ) ), 403, 'Sorry, you are not allowed to do that.' );
		$this->assertGuarded( 'GET', 'batches/1' );
		$this->rest( 'PUT', "events/{$event['id']}", array( 'certificate' => array( 'enabled' => false ) ), $this->admin );
		$this->assertError( $this->rest( 'POST', "events/{$event['id']}/send_certificate", array(), $this->admin ), 400, 'This event has no certificate template.' );
	}

	public function test_the_page_shows_the_certificate_filled_in_and_refuses_forged_links(): void {
		$event  = $this->certified_event();
		$people = $this->attendees( $event['id'] );
		$grace  = $people['Grace Hopper'];
		$html   = Page::document_for( $grace['code'], Certificate::key( $grace['code'] ) );
		$this->assertIsString( $html );
		$day = wp_date( (string) get_option( 'date_format' ), (int) strtotime( $event['start_utc'] ), new \DateTimeZone( 'Europe/Berlin' ) );
		$this->assertStringContainsString( '<h1 class="eventin-certificate__title">Well done, Grace Hopper</h1>', $html );
		$this->assertStringContainsString( "Grace Hopper attended Compilers Day on {$day}, 9:00 am – 5:00 pm (Europe/Berlin).", $html );
		$this->assertStringContainsString( 'Ticket ' . $grace['code'], $html );
		$this->assertStringContainsString( 'Print / Save as PDF', $html );
		$this->assertStringContainsString( '@page{size:A4 landscape;margin:0}', $html );

		$this->assertNull( Page::document_for( $grace['code'], 'forged' ) );
		$this->assertNull( Page::document_for( $grace['code'], '' ) );
		$this->assertNull( Page::document_for( $grace['code'], Certificate::key( $people['Alan Turing']['code'] ) ) );
		$this->assertNull( Page::document_for( 'nothex', Certificate::key( 'nothex' ) ) );
		$this->assertNotSame( substr( $grace['code'], 0, 32 ), Certificate::key( $grace['code'] ), 'the key is not the code' );
		$this->set( $grace, array( 'status' => 'refunded' ) );
		$this->assertNull( Page::document_for( $grace['code'], Certificate::key( $grace['code'] ) ), 'a refunded attendee\'s link' );
	}

	public function test_the_lookup_finds_a_checked_in_attendees_certificate_and_reveals_nothing_else(): void {
		$event  = $this->certified_event();
		$people = $this->attendees( $event['id'] );
		$grace  = $people['Grace Hopper'];
		$this->assertError( $this->rest( 'POST', 'certificates/lookup', array( 'code' => $grace['code'], 'email' => 'grace@example.com' ) ), 409, 'Your certificate will be available after you check in at the event.' );
		$this->set( $grace, array( 'ticket_status' => 'used' ) );
		$found = $this->rest( 'POST', 'certificates/lookup', array( 'code' => strtoupper( $grace['code'] ), 'email' => ' Grace@Example.com ' ) );
		$this->assertSame( array( 'url' => Certificate::url( $grace['code'] ) ), $found->get_data() );
		$none = 'We could not find a certificate for that ticket code and e-mail.';
		$this->assertError( $this->rest( 'POST', 'certificates/lookup', array( 'code' => $grace['code'], 'email' => 'alan@example.com' ) ), 404, $none );
		$this->assertError( $this->rest( 'POST', 'certificates/lookup', array( 'code' => str_repeat( 'a', 32 ), 'email' => 'grace@example.com' ) ), 404, $none );
		$this->set( $grace, array( 'status' => 'refunded' ) );
		$this->assertError( $this->rest( 'POST', 'certificates/lookup', array( 'code' => $grace['code'], 'email' => 'grace@example.com' ) ), 404, $none );
		$this->assertSame( 'certificate', Widgets::kind_of_tag( 'etn_certificate' ) );
		$widget = Widgets::render( 'certificate', array() );
		$this->assertStringContainsString( '<label for="', $widget );
		$this->assertStringContainsString( 'action="' . esc_url( Page::lookup_url() ) . '"', $widget );
		$this->assertSame( $none, CertificatesController::find( '', '' )->get_error_message() );
	}

	public function test_the_lookup_is_rate_limited(): void {
		\Eventin\Settings\Settings::update( array( 'checkout_rate_limit' => 2 ) );
		$this->rest( 'POST', 'certificates/lookup', array( 'code' => 'x', 'email' => 'a@example.com' ) );
		$this->rest( 'POST', 'certificates/lookup', array( 'code' => 'x', 'email' => 'a@example.com' ) );
		$third = $this->rest( 'POST', 'certificates/lookup', array( 'code' => 'x', 'email' => 'a@example.com' ) );
		$this->assertError( $third, 429, 'Too many attempts. Please wait a minute and try again.' );
		$this->assertArrayHasKey( 'Retry-After', $third->get_headers() );
	}

	public function test_the_demo_gives_a_past_event_certificates_once(): void {
		$event = $this->certified_event();
		global $wpdb;
		// The seeder picks the latest past event with paid attendees: make this one past.
		$this->rest( 'PUT', "events/{$event['id']}", array( 'certificate' => array( 'enabled' => false ) ), $this->admin );
		$wpdb->update( \Eventin\Events\Index::table(), array( 'end_utc' => time() - DAY_IN_SECONDS, 'start_utc' => time() - DAY_IN_SECONDS - 3600 ), array( 'event_id' => $event['id'] ) );
		wp_delete_post( (int) get_page_by_path( CertificateSeeder::PAGE )?->ID, true );
		$this->assertSame( 4, CertificateSeeder::demo() );
		$page = get_page_by_path( CertificateSeeder::PAGE );
		$this->assertStringContainsString( '[etn_certificate]', $page->post_content );
		$this->assertSame( 0, CertificateSeeder::demo(), 'added once' );
	}
}
