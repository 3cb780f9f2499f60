<?php
namespace Eventin\Tests\Embed;

use Eventin\Tests\TestCase;

/**
 * A script for the ticket form (or the RSVP form) names its event: on another site's page there is no event of the
 * page to fall back on.
 */
final class TicketFormScriptTest extends TestCase {
	public function test_the_ticket_form_script_wants_an_event(): void {
		$admin = $this->admin();
		$embeds = static fn() => count( get_posts( array( 'post_type' => 'etn-embed', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
		$before = $embeds();
		foreach ( array( '[etn_pro_ticket_form]', '[etn_pro_ticket_form style="style-2"]', '[etn_pro_ticket_form event_id="0"]', '[etn_pro_ticket_form event_id="x"]' ) as $shortcode ) {
			$response = $this->rest(
				'POST',
				'shortcodes/script',
				array(
					'post_name' => 'ticket-form',
					'shortcode' => $shortcode,
				),
				$admin
			);
			$this->assertError( $response, 400, 'Choose an event to get a script: a page on another site has no event of its own.' );
			$this->assertSame( 'Choose an event to get a script: a page on another site has no event of its own.', $response->get_data()['data']['params']['shortcode'], $shortcode );
		}
		$this->assertSame( $before, $embeds(), 'nothing stored' );

		$response = $this->rest(
			'POST',
			'shortcodes/script',
			array(
				'post_name' => 'ticket-form',
				'shortcode' => '[etn_pro_ticket_form event_id="12"]',
			),
			$admin
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		// The RSVP form's too.
		$before = $embeds();
		foreach ( array( '[etn_rsvp_form]', '[etn_rsvp_form event_id="0"]' ) as $shortcode ) {
			$response = $this->rest(
				'POST',
				'shortcodes/script',
				array(
					'post_name' => 'rsvp-form',
					'shortcode' => $shortcode,
				),
				$admin
			);
			$this->assertError( $response, 400, 'Choose an event to get a script: a page on another site has no event of its own.' );
		}
		$this->assertSame( $before, $embeds(), 'nothing stored' );
		$response = $this->rest(
			'POST',
			'shortcodes/script',
			array(
				'post_name' => 'rsvp-form',
				'shortcode' => '[etn_rsvp_form event_id="12"]',
			),
			$admin
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		// Other kinds fall back on what they show without one.
		$response = $this->rest(
			'POST',
			'shortcodes/script',
			array(
				'post_name' => 'countdown',
				'shortcode' => '[etn_pro_countdown]',
			),
			$admin
		);
		$this->assertSame( 201, $response->get_status() );
	}
}
