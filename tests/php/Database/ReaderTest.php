<?php
namespace Eventin\Tests\Database;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Tests\TestCase;

final class ReaderTest extends TestCase {
	/** What attackers type, and what quoting gets wrong between MySQL and SQLite. */
	private const HOSTILE = array( "' OR 1=1 --", "@') OR 1=1 --", "\\' OR 1=1 -- ", "') UNION SELECT 1 --", '"', '\\', '%', '_', "a\0b", 'what?', '!%_' );

	public function test_a_failed_query_answers_no_rows_and_says_why(): void {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		$this->assertSame( array(), Reader::rows( 'SELECT * FROM no_such_table_here' ) );
		$this->assertStringContainsString( 'no_such_table_here', $wpdb->last_error );
		$this->assertSame( array(), Reader::column( 'SELECT id FROM no_such_table_here' ) );
		$wpdb->suppress_errors( $suppressed );
		$this->assertSame( array( '2' ), array_map( 'strval', Reader::column( 'SELECT 1 + 1' ) ) );
	}

	public function test_values_are_bound_never_read_as_sql(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . $wpdb->options . " WHERE option_name LIKE 'eventin_reader_test_%'" );
		foreach ( self::HOSTILE as $i => $value ) {
			add_option( 'eventin_reader_test_' . $i, $value, '', false );
		}
		foreach ( self::HOSTILE as $i => $value ) {
			// A NUL byte is dropped from a value (never part of what anyone meant to type), on the
			// way in as well as out on MariaDB: that value finds its own row or none.
			$expected = str_replace( "\0", '', $value );
			$found    = Reader::column( Sql::concat( "SELECT option_name FROM {$wpdb->options} WHERE ", Sql::starts_with( 'option_name', 'eventin_reader_test_' ), Sql::of( ' AND option_value = ?', $value ) ) );
			$this->assertSame( $expected === $value ? array( 'eventin_reader_test_' . $i ) : array(), array_values( array_diff( $found, $expected === $value ? array() : array( 'eventin_reader_test_' . $i ) ) ), 'the value ' . wp_json_encode( $value ) . ' finds its own row only' );
			$this->assertSame( array(), Reader::column( Sql::of( "SELECT option_name FROM {$wpdb->options} WHERE option_name = ?", $value ) ), wp_json_encode( $value ) . ' is no option name' );
			$this->assertSame( array( $expected ), array_map( 'strval', Reader::column( Sql::of( 'SELECT ?', $value ) ) ) );
		}
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_like_takes_wildcards_in_the_text_literally(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . $wpdb->options . " WHERE option_name LIKE 'eventin_like%'" );
		foreach ( array( 'eventin_like_50%_off', 'eventin_like_50x_off', 'eventin_like_a!b' ) as $name ) {
			add_option( $name, '1', '', false );
		}
		$names = static fn( Sql $where ) => Reader::column( Sql::concat( "SELECT option_name FROM {$wpdb->options} WHERE ", $where, ' ORDER BY option_name' ) );
		$this->assertSame( array( 'eventin_like_50%_off' ), $names( Sql::starts_with( 'option_name', 'eventin_like_50%' ) ) );
		$this->assertSame( array( 'eventin_like_50%_off' ), $names( Sql::contains( 'option_name', '%_o' ) ) );
		$this->assertSame( array( 'eventin_like_a!b' ), $names( Sql::contains( 'option_name', 'a!b' ) ) );
		$this->assertSame( array(), $names( Sql::contains( 'option_name', "eventin_like_' OR 1=1 --" ) ) );
	}

	public function test_sql_refuses_a_placeholder_without_its_value(): void {
		$this->expectException( \InvalidArgumentException::class );
		Sql::concat( 'SELECT * FROM t WHERE a = ?' );
	}

	public function test_pieces_keep_their_values_in_order_and_lists_bind_each_id(): void {
		$sql = Sql::concat( 'SELECT ', Sql::of( '? AS a', 'x' ), ' WHERE id IN (', Sql::ids( array( '3', 4 ) ), ') AND ', Sql::of( 'b = ?', null ) );
		$this->assertSame( 'SELECT ? AS a WHERE id IN (?, ?) AND b = ?', $sql->text );
		$this->assertSame( array( 'x', 3, 4, null ), $sql->values );
		$this->assertSame( 'NULL', Sql::ids( array() )->text );
	}
}
