<?php
namespace Eventin\Tests\Rsvp;

use Eventin\Settings\Settings;

/**
 * What the RSVP tests share: RSVP switched on with a rate limit no test reaches, and published
 * events answering RSVPs, made through the events route by the test's administrator.
 */
trait RsvpFixture {
	private int $admin;

	/** The administrator who makes the events; RSVP on, answers never rate-limited. */
	private function set_up_rsvp(): void {
		$this->admin = $this->admin();
		Settings::update(
			array(
				'modules'             => array( 'rsvp' => 'on' ),
				'checkout_rate_limit' => 10000,
			)
		);
	}

	/**
	 * A published event $days ahead, 18:00 to 21:00, with these RSVP settings.
	 *
	 * @param array $fields Further event fields (title, status, timezone: the site's unless said, …).
	 */
	private function rsvp_event( array $rsvp, array $fields = array(), int $days = 10 ): array {
		$day      = gmdate( 'Y-m-d', time() + $days * DAY_IN_SECONDS );
		$response = $this->rest(
			'POST',
			'events',
			$fields + array(
				'title'      => 'Picnic ' . wp_generate_password( 4, false ),
				'status'     => 'publish',
				'start_date' => $day,
				'start_time' => '18:00',
				'end_date'   => $day,
				'end_time'   => '21:00',
				'rsvp'       => $rsvp,
			),
			$this->admin
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}
}
