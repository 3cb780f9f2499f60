<?php
namespace Eventin\Tests\Seed;

use Eventin\Seed\PageSeeder;
use Eventin\Seed\Seeder;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Widgets;

final class PageSeederTest extends TestCase {
	public function test_the_widget_pages_are_added_once_and_hold_only_known_widgets(): void {
		$events = Seeder::seeded_events();
		$this->assertSame( 4, PageSeeder::pages() );
		$this->assertSame( 0, PageSeeder::pages(), 'pages are added once' );
		$this->assertSame( $events, Seeder::seeded_events(), 'pages do not count as events' );

		$page = get_page_by_path( 'eventin-calendar' );
		$this->assertSame( 'Event calendar', $page->post_title );
		$this->assertSame( 'publish', $page->post_status );
		preg_match_all( '/\[([a-z_]+)/', implode( '', array_map( static fn( $slug ) => get_page_by_path( $slug )->post_content, array( 'eventin-events', 'eventin-calendar', 'eventin-speakers', 'eventin-schedules' ) ) ), $tags );
		foreach ( $tags[1] as $tag ) {
			$this->assertNotNull( Widgets::kind_of_tag( $tag ), "[{$tag}] is a widget of the catalogue" );
		}
	}
}
