<?php
namespace Eventin\Tests\Embed;

use Eventin\Embed\Embed;
use Eventin\Embed\ExternalScript;
use Eventin\Embed\PostType;
use Eventin\Events\Event;
use Eventin\Tests\TestCase;

final class EmbedTest extends TestCase {
	public function test_one_shortcode_of_the_kind_is_parsed_into_its_attributes(): void {
		$this->assertSame( array( 'limit' => '5' ), Embed::parse( 'events', ' [events limit="5"] ' ) );
		$this->assertSame( array( 'limit' => '5' ), Embed::parse( 'events', '[etn_pro_events_classic limit="5"]' ), 'an alias' );
		$this->assertSame( array(), Embed::parse( 'events', '[events]' ) );
		$this->assertSame( array(), Embed::parse( 'events', '[events /]' ) );
		$this->assertSame( array( 'event_id' => '12' ), Embed::parse( 'event', '[eventin_event event_id="12"]' ) );
	}

	/** @return array<string, array{0: string, 1: string, 2: string, 3: string}> */
	public static function refused(): array {
		return array(
			'unknown kind'       => array( 'nope', '[events]', 'post_name', 'There is no widget kind “nope”.' ),
			'another tag'        => array( 'events', '[speakers]', 'shortcode', '[speakers] is not a shortcode of the “events” widget; it starts with [events.' ),
			'an unknown tag'     => array( 'events', '[gallery ids="1"]', 'shortcode', '[gallery] is not a shortcode of the “events” widget; it starts with [events.' ),
			'two shortcodes'     => array( 'events', '[events][events]', 'shortcode', 'Give one shortcode only, like [events], with no other shortcode in or after it.' ),
			'nested'             => array( 'events', '[events limit="[speakers]"]', 'shortcode', 'Give one shortcode only, like [events], with no other shortcode in or after it.' ),
			'with content'       => array( 'events', '[events]x[/events]', 'shortcode', 'Give one shortcode only, like [events], with no other shortcode in or after it.' ),
			'trailing text'      => array( 'events', '[events] and more', 'shortcode', 'This is not a shortcode like [events], alone with nothing before or after it.' ),
			'leading text'       => array( 'events', 'see [events]', 'shortcode', 'This is not a shortcode like [events], alone with nothing before or after it.' ),
			'no shortcode'       => array( 'events', 'events', 'shortcode', 'This is not a shortcode like [events], alone with nothing before or after it.' ),
			'markup'             => array( 'events', '[events limit="<b>"]', 'shortcode', 'Shortcode attributes cannot hold <, > or &.' ),
			'no space after tag' => array( 'events', '[eventslimit="5"]', 'shortcode', 'This is not a shortcode like [events], alone with nothing before or after it.' ),
			'a closing tag'      => array( 'events', '[/events]', 'shortcode', 'This is not a shortcode like [events], alone with nothing before or after it.' ),
		);
	}

	/** @dataProvider refused */
	public function test_anything_but_one_shortcode_of_the_kind_is_refused_naming_the_field( string $kind, string $shortcode, string $field, string $message ): void {
		$error = Embed::parse( $kind, $shortcode );
		$this->assertInstanceOf( \Eventin\Problem::class, $error );
		$this->assertSame( \Eventin\Problem::INVALID, $error->kind() );
		$this->assertSame( array( $field, $message ), array( $error->field(), $error->get_error_message() ) );
	}

	public function test_a_shortcode_is_stored_once_per_kind_and_text_and_withdrawn_for_good(): void {
		$first = Embed::save( 'events', '[events limit="5"]' );
		$this->assertTrue( $first['created'] );
		$this->assertSame(
			array(
				'id'        => $first['id'],
				'post_name' => 'events',
				'shortcode' => '[events limit="5"]',
			),
			Embed::get( $first['id'] )
		);
		$this->assertSame( array( 'id' => $first['id'], 'created' => false ), Embed::save( 'events', '[events limit="5"]' ) );
		// Same kind, another text; the kind is the slug of every one, not made unique.
		$second = Embed::save( 'events', '[events limit="6"]' );
		$this->assertTrue( $second['created'] );
		$this->assertNotSame( $first['id'], $second['id'] );
		$this->assertSame( 'events', get_post_field( 'post_name', $second['id'] ) );
		$this->assertSame( PostType::NAME, get_post_type( $second['id'] ) );
		$upper = Embed::save( 'events', '[events order="ASC"]' );
		$lower = Embed::save( 'events', '[events order="asc"]' );
		$this->assertNotSame( $upper['id'], $lower['id'], 'texts are compared byte for byte' );

		$this->assertTrue( Embed::delete( $first['id'] ) );
		$this->assertNull( Embed::get( $first['id'] ) );
		$this->assertNull( get_post( $first['id'] ) );
		$this->assertFalse( Embed::delete( $first['id'] ) );
		// Ids of other posts are no embeds.
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'A page',
				'post_content' => '[events]',
			)
		);
		$this->assertNull( Embed::get( $page ) );
		$this->assertFalse( Embed::delete( $page ) );
		$this->assertNotNull( get_post( $page ) );
	}

	public function test_the_private_post_type_has_no_screen_query_or_address(): void {
		$type = get_post_type_object( PostType::NAME );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertFalse( $type->show_ui );
		$this->assertFalse( $type->show_in_rest );
		$this->assertFalse( $type->query_var );
	}

	public function test_the_script_tag_keeps_eventins_path_or_uses_a_query_on_plain_permalinks(): void {
		$home = untrailingslashit( home_url() );
		$this->assertSame( '<script src="' . $home . '/eventin-external-script?id=42"></script>', Embed::script_tag( 42 ) );
		update_option( 'permalink_structure', '' );
		$this->assertSame( '<script src="' . $home . '/?eventin-external-script=1&#038;id=42"></script>', Embed::script_tag( 42 ) );
		$this->assertSame( $home . '/?eventin-external-script=1&id=42', Embed::script_url( 42 ) );
	}

	public function test_the_script_is_served_at_its_path_or_query_only(): void {
		$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$this->assertSame( 42, ExternalScript::requested_id( $home . '/eventin-external-script?id=42', array( 'id' => '42' ) ) );
		$this->assertSame( 42, ExternalScript::requested_id( $home . '/eventin-external-script/?id=42', array( 'id' => '42' ) ) );
		$this->assertSame( 42, ExternalScript::requested_id( $home . '/?eventin-external-script=1&id=42', array( 'eventin-external-script' => '1', 'id' => '42' ) ) );
		$this->assertSame( 0, ExternalScript::requested_id( $home . '/eventin-external-script?id=x', array( 'id' => 'x' ) ) );
		$this->assertSame( 0, ExternalScript::requested_id( $home . '/eventin-external-script', array( 'id' => array( '1' ) ) ) );
		$this->assertNull( ExternalScript::requested_id( $home . '/some-page/?id=42', array( 'id' => '42' ) ) );
		$this->assertNull( ExternalScript::requested_id( $home . '/eventin-external-script-not?id=42', array( 'id' => '42' ) ) );
		$this->assertNull( ExternalScript::requested_id( $home . '/a/?eventin-external-script=1&id=42', array( 'eventin-external-script' => '1', 'id' => '42' ) ) );
	}

	public function test_the_script_carries_its_configuration_and_unknown_ids_answer_a_comment(): void {
		$id                    = Embed::save( 'events', '[events limit="5"]' )['id'];
		list( $status, $body ) = ExternalScript::answer( $id );
		$this->assertSame( 200, $status );
		$this->assertStringStartsWith( "(function () {\nvar eventinEmbedConfig = {\"id\":{$id},\"dataUrl\":\"" . rest_url( "eventin/v2/shortcodes/{$id}/embed" ) . '","warning":"Eventin: this widget is not shown because %s is not a registered domain', $body );
		$this->assertStringContainsString( 'eventin:mount', $body );
		$this->assertStringNotContainsString( 'sourceMappingURL', $body );
		$this->assertStringEndsWith( "\n}());\n", $body );

		Embed::delete( $id );
		$this->assertSame( array( 404, "/* Eventin: this widget script does not exist (any more). */\n" ), ExternalScript::answer( $id ) );
		$this->assertSame( 404, ExternalScript::answer( 0 )[0] );
	}

	public function test_the_embed_data_is_the_kinds_render_with_the_files_it_enqueued(): void {
		$event = Event::save(
			0,
			array(
				'title'      => 'Harbour Night',
				'status'     => 'publish',
				'start_date' => '2031-03-05',
				'end_date'   => '2031-03-05',
				'start_time' => '18:00',
				'end_time'   => '21:00',
				'timezone'   => 'UTC',
			)
		);
		$id   = Embed::save( 'event', '[eventin_event event_id="' . $event . '"]' )['id'];
		$data = Embed::render( $id );
		$this->assertSame( array( 'html', 'styles', 'scripts' ), array_keys( $data ) );
		$this->assertStringContainsString( 'class="eventin-widget eventin-event', $data['html'] );
		$this->assertStringContainsString( '>Harbour Night</a>', $data['html'] );
		// The shadow root gets the base stylesheet first, then the event card's, and no other widget's.
		$files = array_map( static fn( $url ) => basename( (string) wp_parse_url( $url, PHP_URL_PATH ) ), $data['styles'] );
		$this->assertSame( array( 'widgets-style.css', 'widgets-style-events.css' ), array_values( array_filter( $files, static fn( $file ) => str_starts_with( $file, 'widgets-style' ) ) ) );
		$this->assertCount( 1, array_filter( $data['styles'], static fn( $url ) => str_contains( $url, '/build/widgets-style.css?ver=' ) ) );
		foreach ( array_merge( $data['styles'], $data['scripts'] ) as $url ) {
			$this->assertMatchesRegularExpression( '#^https?://#', $url );
		}
		$this->assertNull( Embed::render( $id + 1000 ) );
	}
}
