<?php
namespace Eventin\Tests\Rest;

use Eventin\Rest\Schema;
use Eventin\Tests\TestCase;
use WP_Error;

final class SchemaTest extends TestCase {
	private function tickets(): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'name'  => array(
						'type'         => 'string',
						'format'       => 'text-field',
						'minLength'    => 1,
						'required'     => true,
						'errorMessage' => array( 'required' => 'Name it.' ),
					),
					'price' => array(
						'type'         => 'number',
						'minimum'      => 0,
						'errorMessage' => 'The price of "${1/name}" is not ${0}.',
					),
					'sold'  => array(
						'type'     => 'integer',
						'readonly' => true,
					),
				),
			),
		);
	}

	/** @return array{0: string, 1: string} The field and the message. */
	private function fault( $value, array $schema, string $path = 'tickets' ): array {
		$error = Schema::check( $value, $schema, $path );
		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 400, $error->get_error_data()['status'] );
		return array( array_key_first( $error->get_error_data()['params'] ), $error->get_error_message() );
	}

	public function test_the_deepest_field_is_named_with_our_words_and_the_values_filled_in(): void {
		$this->assertSame(
			array( 'tickets.1.price', 'The price of "Late" is not -5.' ),
			$this->fault( array( array( 'name' => 'Early' ), array( 'name' => '<b>Late</b>', 'price' => -5 ) ), $this->tickets() )
		);
		$this->assertSame( array( 'tickets.0.name', 'Name it.' ), $this->fault( array( array( 'price' => 1 ) ), $this->tickets() ) );
		$this->assertTrue( Schema::check( array( array( 'name' => 'A', 'price' => '2.50', 'sold' => 'read back' ) ), $this->tickets(), 'tickets' ), 'readonly fields are not checked' );
	}

	public function test_without_our_words_wordpress_names_the_field(): void {
		$this->assertSame(
			array( 'tickets.0.name', 'tickets.0.name must be at least 1 character long.' ),
			$this->fault( array( array( 'name' => ' <i></i> ' ) ), $this->tickets() ),
			'text is measured as it will be saved'
		);
		$this->assertSame( array( 'tickets.0', 'tickets.0 is not of type object.' ), $this->fault( array( 'x' ), $this->tickets() ) );
	}

	public function test_a_message_for_the_whole_field_covers_what_is_under_it(): void {
		$weekdays = array(
			'type'         => 'array',
			'items'        => array(
				'type'    => 'integer',
				'maximum' => 7,
			),
			'errorMessage' => 'Weekdays are 1 to 7.',
		);
		$this->assertSame( array( 'weekdays', 'Weekdays are 1 to 7.' ), $this->fault( array( 1, 8 ), $weekdays, 'weekdays' ) );
	}

	public function test_scalars_are_no_lists_and_dates_are_real(): void {
		$this->assertSame( 'tickets', $this->fault( '', $this->tickets() )[0], 'an empty string is not an empty list' );
		$this->assertSame( 'tickets', $this->fault( 'a,b', $this->tickets() )[0] );
		$date = array(
			'type'   => 'string',
			'format' => 'date',
		);
		$this->assertTrue( Schema::check( '2028-02-29', $date, 'day' ) );
		$this->assertSame( array( 'day', 'day must be a date written as YYYY-MM-DD.' ), $this->fault( '2027-02-29', $date, 'day' ) );
	}

	public function test_an_email_is_checked_as_it_will_be_saved(): void {
		$email = array(
			'type'         => 'string',
			'format'       => 'email',
			'errorMessage' => array( 'format' => 'Not an address.' ),
		);
		$this->assertTrue( Schema::check( ' ada@example.com ', $email, 'email' ) );
		$this->assertSame( array( 'email', 'Not an address.' ), $this->fault( 'ada@', $email, 'email' ) );
	}

	public function test_text_that_reverses_its_direction_is_refused(): void {
		foreach ( array( "\u{202E}gpj.exe", "Ann\u{202D}Lee", "Bob \u{2066}Stone\u{2069}", "\u{202A}Cara" ) as $name ) {
			$this->assertSame(
				array( 'tickets.0.name', 'Remove the characters that reverse the direction of the text.' ),
				$this->fault( array( array( 'name' => $name ) ), $this->tickets() ),
				json_encode( $name )
			);
		}
		// Right-to-left text and the marks that only nudge it are names.
		foreach ( array( 'שרה כהן', 'مريم', "Ada\u{200E} (UK)" ) as $name ) {
			$this->assertTrue( Schema::check( array( array( 'name' => $name ) ), $this->tickets(), 'tickets' ), $name );
		}
	}
}
