<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Recurrence;
use Eventin\Tests\TestCase;

final class RecurrenceTest extends TestCase {
	private function dates( array $rule, string $start ): ?array {
		$clean = Recurrence::validate( $rule, $start );
		$this->assertIsArray( $clean, is_wp_error( $clean ) ? $clean->get_error_message() : '' );
		return Recurrence::dates( $clean, $start );
	}

	public function test_daily_every_two_days_after_a_count(): void {
		$this->assertSame(
			array( '2026-12-03', '2026-12-05', '2026-12-07' ),
			$this->dates( array( 'frequency' => 'daily', 'interval' => 2, 'ends' => 'after', 'count' => 4 ), '2026-12-01' )
		);
	}

	public function test_weekly_on_weekdays_until_a_date(): void {
		// 2026-12-01 is a Tuesday; Mondays and Thursdays, every other week, until 2026-12-31.
		$this->assertSame(
			array( '2026-12-03', '2026-12-14', '2026-12-17', '2026-12-28', '2026-12-31' ),
			$this->dates( array( 'frequency' => 'weekly', 'interval' => 2, 'weekdays' => array( 4, 1 ), 'ends' => 'on', 'until' => '2026-12-31' ), '2026-12-01' )
		);
	}

	public function test_monthly_by_date_skips_short_months(): void {
		$this->assertSame(
			array( '2027-03-31', '2027-05-31' ),
			$this->dates( array( 'frequency' => 'monthly', 'monthly_by' => 'date', 'ends' => 'on', 'until' => '2027-06-15' ), '2027-01-31' )
		);
	}

	public function test_monthly_by_nth_weekday(): void {
		// 2026-11-23 is the 4th Monday of November.
		$this->assertSame(
			array( '2026-12-28', '2027-01-25', '2027-02-22' ),
			$this->dates( array( 'frequency' => 'monthly', 'monthly_by' => 'weekday', 'ends' => 'after', 'count' => 4 ), '2026-11-23' )
		);
	}

	public function test_yearly_on_29_february(): void {
		$this->assertSame(
			array( '2032-02-29' ),
			$this->dates( array( 'frequency' => 'yearly', 'ends' => 'after', 'count' => 2 ), '2028-02-29' )
		);
	}

	public function test_bad_rules_are_refused_with_a_reason(): void {
		$cases = array(
			array( array( 'frequency' => 'hourly' ), 'The recurrence must repeat daily, weekly, monthly or yearly.' ),
			array( array( 'interval' => 0 ), 'The recurrence interval must be a whole number from 1 to 365.' ),
			array( array( 'weekdays' => array( 8 ) ), 'Weekdays are numbers from 1 (Monday) to 7 (Sunday).' ),
			array( array( 'ends' => 'on', 'until' => '2026-01-01' ), 'The recurrence must end on a date (YYYY-MM-DD) on or after the event starts.' ),
			array( array( 'ends' => 'after', 'count' => 1 ), 'The number of events must be from 2 to 365.' ),
			array( array( 'frequency' => 'daily', 'ends' => 'on', 'until' => '2028-12-01' ), 'This recurrence would make more than 365 events; choose an earlier end.' ),
		);
		foreach ( $cases as list( $rule, $message ) ) {
			$result = Recurrence::validate( $rule, '2026-12-01' );
			$this->assertWPError( $result );
			$this->assertSame( $message, $result->get_error_message() );
		}
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
