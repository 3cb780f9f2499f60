<?php
namespace Eventin\Tests;

use Eventin\Problem;
use Eventin\Tickets\Tickets;
use PHPUnit\Framework\TestCase as PlainTestCase;

/** What a Problem says, with no database: none of it needs one. */
final class ProblemTest extends PlainTestCase {
	public function test_a_problem_is_a_wp_error_that_names_no_http_status(): void {
		$problem = Problem::conflict( 'eventin_sold_out', 'Sold out: “VIP”.', array( 'left' => 0 ) );
		$this->assertTrue( is_wp_error( $problem ) );
		$this->assertSame( 'eventin_sold_out', $problem->get_error_code() );
		$this->assertSame( 'Sold out: “VIP”.', $problem->get_error_message() );
		$this->assertSame( Problem::CONFLICT, $problem->kind() );
		$this->assertSame( array( 'left' => 0 ), $problem->get_error_data(), 'its data is its details only' );
		$this->assertSame( '', $problem->field() );
		$this->assertSame( 0, $problem->retry_after() );
	}

	public function test_bad_input_names_its_field(): void {
		$problem = Problem::invalid( 'attendees.0.email', 'Give an e-mail address.' );
		$this->assertSame( Problem::INVALID, $problem->kind() );
		$this->assertSame( Problem::INVALID_FIELD, $problem->get_error_code() );
		$this->assertSame( 'attendees.0.email', $problem->field() );
		$this->assertNull( $problem->get_error_data(), 'no data beyond the field' );
	}

	public function test_each_named_constructor_gives_its_kind(): void {
		$kinds = array(
			Problem::INVALID         => Problem::refused( 'c', 'm' ),
			Problem::UNAUTHENTICATED => Problem::unauthenticated( 'c', 'm' ),
			Problem::FORBIDDEN       => Problem::forbidden( 'c', 'm' ),
			Problem::NOT_FOUND       => Problem::not_found( 'c', 'm' ),
			Problem::CONFLICT        => Problem::conflict( 'c', 'm' ),
			Problem::MISMATCH        => Problem::mismatch( 'c', 'm' ),
			Problem::TOO_MANY        => Problem::too_many( 'c', 'm', 30 ),
			Problem::FAILED          => Problem::failed( 'c', 'm' ),
			Problem::UPSTREAM        => Problem::upstream( 'c', 'm' ),
			Problem::UNAVAILABLE     => Problem::unavailable( 'c', 'm' ),
		);
		$this->assertSame( Problem::KINDS, array_keys( $kinds ), 'every kind has its constructor' );
		foreach ( $kinds as $kind => $problem ) {
			$this->assertSame( $kind, $problem->kind() );
		}
	}

	public function test_a_wait_is_kept_and_never_below_a_second_when_too_many(): void {
		$this->assertSame( 42, Problem::too_many( 'c', 'm', 42 )->retry_after() );
		$this->assertSame( 1, Problem::too_many( 'c', 'm', 0 )->retry_after(), 'a refusal always says when to come back' );
		$this->assertSame( 60, Problem::unavailable( 'c', 'm', 60 )->retry_after() );
		$this->assertSame( 0, Problem::unavailable( 'c', 'm' )->retry_after() );
	}

	public function test_at_puts_a_copy_on_a_field_and_leaves_the_original(): void {
		$problem = Problem::unavailable( Problem::INVALID_FIELD, 'Stripe could not be reached.' );
		$at      = $problem->at( 'payments.stripe_secret_key' );
		$this->assertSame( 'payments.stripe_secret_key', $at->field() );
		$this->assertSame( Problem::UNAVAILABLE, $at->kind() );
		$this->assertSame( '', $problem->field() );
	}

	public function test_a_quantity_outside_a_tickets_limits_or_its_sale_is_bad_input(): void {
		$ticket = array(
			'name'          => 'VIP',
			'min_per_order' => 2,
			'max_per_order' => 4,
			'sale_start'    => '',
			'sale_end'      => '2026-01-01 00:00',
		);
		$before = strtotime( '2025-12-31 12:00 UTC' );
		$this->assertNull( Tickets::check_sale( $ticket, 3, 'UTC', $before ) );
		foreach ( array( 1, 5 ) as $quantity ) {
			$problem = Tickets::check_sale( $ticket, $quantity, 'UTC', $before );
			$this->assertInstanceOf( Problem::class, $problem );
			$this->assertSame( Problem::INVALID, $problem->kind() );
			$this->assertSame( 'eventin_ticket_quantity', $problem->get_error_code() );
		}
		$over = Tickets::check_sale( $ticket, 3, 'UTC', strtotime( '2026-01-01 00:00 UTC' ) );
		$this->assertSame( array( Problem::INVALID, 'eventin_ticket_not_on_sale' ), array( $over->kind(), $over->get_error_code() ) );
	}
}
