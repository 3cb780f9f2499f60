<?php
namespace Eventin\Tests\Database;

use Eventin\Database\Reader;
use Eventin\Tests\TestCase;

final class ReaderTest extends TestCase {
	public function test_a_failed_query_answers_no_rows_and_says_why(): void {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		$this->assertSame( array(), Reader::rows( 'SELECT * FROM no_such_table_here' ) );
		$this->assertStringContainsString( 'no_such_table_here', $wpdb->last_error );
		$this->assertSame( array(), Reader::column( 'SELECT id FROM no_such_table_here' ) );
		$wpdb->suppress_errors( $suppressed );
		$this->assertSame( array( '2' ), array_map( 'strval', Reader::column( 'SELECT 1 + 1' ) ) );
	}
}
