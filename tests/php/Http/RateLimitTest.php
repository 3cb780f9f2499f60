<?php
namespace Eventin\Tests\Http;

use Eventin\Http\RateLimit;
use Eventin\Problem;
use Eventin\Rest\Problems;
use Eventin\Tests\TestCase;

final class RateLimitTest extends TestCase {
	/** A minute's start: 2026-11-27 10:00:00 UTC. */
	private const MINUTE = 1795773600;

	private function rows(): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT action, visitor, window_start, attempts, expires_at FROM ' . RateLimit::table() . ' ORDER BY action, window_start, attempts', ARRAY_A );
	}

	public function test_attempts_count_per_action_visitor_and_window(): void {
		$now     = self::MINUTE + 10;
		$attempt = static fn( string $action, string $visitor, int $at, int $window = 60 ) => RateLimit::attempt( $action, 3, $window, $visitor, $at );
		$this->assertSame( array( 0, 0, 0, 50, 49 ), array( $attempt( 'book', '203.0.113.7', $now ), $attempt( 'book', '203.0.113.7', $now ), $attempt( 'book', '203.0.113.7', $now ), $attempt( 'book', '203.0.113.7', $now ), $attempt( 'book', '203.0.113.7', $now + 1 ) ), 'the fourth waits for the minute to end' );
		$this->assertSame( 0, $attempt( 'book', '203.0.113.8', $now ), 'another visitor' );
		$this->assertSame( 0, $attempt( 'rsvp', '203.0.113.7', $now ), 'another action' );
		$summary = fn() => array_map( static fn( $row ) => array( $row['action'], (int) $row['window_start'], (int) $row['attempts'] ), $this->rows() );
		$this->assertSame( array( array( 'book', self::MINUTE, 1 ), array( 'book', self::MINUTE, 5 ), array( 'rsvp', self::MINUTE, 1 ) ), $summary() );
		$rows = $this->rows();
		$this->assertSame( self::MINUTE + 60, (int) $rows[0]['expires_at'] );
		// Visitors are kept as keyed hashes, never as addresses.
		foreach ( $rows as $row ) {
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $row['visitor'] );
			$this->assertStringNotContainsString( '203.0.113', implode( ' ', $row ) );
		}
		$this->assertNotSame( $rows[0]['visitor'], $rows[1]['visitor'] );

		$this->assertSame( 0, $attempt( 'book', '203.0.113.7', self::MINUTE + 60 ), 'the next minute' );
		// An action's own window: an hour, from the hour's start.
		foreach ( array( 0, 0, 0 ) as $expected ) {
			$this->assertSame( $expected, $attempt( 'invite', '203.0.113.7', self::MINUTE + 100, 3600 ) );
		}
		$this->assertSame( 3500, $attempt( 'invite', '203.0.113.7', self::MINUTE + 100, 3600 ) );
		$this->assertSame( 3490, $attempt( 'invite', '203.0.113.7', self::MINUTE + 110, 3600 ) );

		// The minute's rows ended with it: the next window's first attempt deleted them.
		$this->assertSame( array( array( 'book', self::MINUTE + 60, 1 ), array( 'invite', self::MINUTE, 5 ) ), $summary() );
		$this->assertSame( self::MINUTE + 3600, (int) $this->rows()[1]['expires_at'] );
	}

	public function test_the_visitor_is_who_the_request_comes_from(): void {
		$_SERVER['REMOTE_ADDR']          = '203.0.113.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$this->assertSame( 0, RateLimit::attempt( 'book', 1, 60, null, self::MINUTE ) );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.2';
		$this->assertSame( 60, RateLimit::attempt( 'book', 1, 60, null, self::MINUTE ), 'a forged header is the same visitor' );
		$this->assertSame( 60, RateLimit::attempt( 'book', 1, 60, '203.0.113.7', self::MINUTE ) );
		unset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}

	public function test_ended_windows_are_deleted_a_few_at_a_time_by_new_ones(): void {
		global $wpdb;
		$rows = array();
		for ( $i = 0; $i < 120; $i++ ) {
			$rows[] = $wpdb->prepare( '(%s, %s, %d, 1, %d)', 'book', md5( (string) $i ), self::MINUTE - 120, self::MINUTE - 60 );
		}
		$wpdb->query( 'INSERT INTO ' . RateLimit::table() . ' (action, visitor, window_start, attempts, expires_at) VALUES ' . implode( ', ', $rows ) );
		$ended = fn() => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . RateLimit::table() . ' WHERE expires_at <= %d', self::MINUTE ) );

		RateLimit::attempt( 'book', 5, 60, 'a', self::MINUTE );
		$this->assertSame( 70, $ended(), 'a new window deletes 50' );
		RateLimit::attempt( 'book', 5, 60, 'a', self::MINUTE + 1 );
		$this->assertSame( 70, $ended(), 'an attempt in a window there is deletes none' );
		RateLimit::attempt( 'book', 5, 60, 'b', self::MINUTE + 2 );
		RateLimit::attempt( 'book', 5, 60, 'c', self::MINUTE + 3 );
		$this->assertSame( 0, $ended() );
		$this->assertSame( 3, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . RateLimit::table() ), 'the windows going on stay' );
	}

	public function test_a_refusal_is_a_429_with_retry_after(): void {
		$refusal = RateLimit::refusal( 'eventin_too_many_bookings', 'Too many booking attempts. Please wait a minute and try again.', 42 );
		$this->assertSame( Problem::TOO_MANY, $refusal->kind() );
		$this->assertSame( 42, $refusal->retry_after() );
		$response = Problems::response( $refusal );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( array( 'Retry-After' => '42' ), $response->get_headers() );
		$this->assertSame(
			array(
				'code'    => 'eventin_too_many_bookings',
				'message' => 'Too many booking attempts. Please wait a minute and try again.',
				'data'    => array(
					'status'      => 429,
					'retry_after' => 42,
				),
			),
			$response->get_data()
		);
	}
}
