<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Taxonomies;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;

final class CategoriesControllerTest extends TestCase {
	private function count_categories(): int {
		return (int) wp_count_terms( array( 'taxonomy' => Taxonomies::CATEGORY, 'hide_empty' => false ) );
	}

	private function category( string $name, int $parent = 0 ): int {
		return wp_insert_term( $name, Taxonomies::CATEGORY, array( 'parent' => $parent ) )['term_id'];
	}

	public function test_every_route_is_guarded(): void {
		$id = $this->category( 'Guarded' );
		$this->assertGuarded( 'GET', 'event/categories' );
		$this->assertGuarded( 'POST', 'event/categories', array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'GET', "event/categories/{$id}" );
		$this->assertGuarded( 'PUT', "event/categories/{$id}", array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'DELETE', "event/categories/{$id}" );
		$this->assertGuarded( 'DELETE', 'event/categories', array( 'ids' => array( $id ) ) );
		$scheduler = $this->user( 'scheduler', array( Capabilities::SCHEDULE ) );
		$this->assertError( $this->rest( 'GET', 'event/categories', array(), $scheduler ), 403 );
		$this->assertSame( 'Guarded', get_term( $id )->name, 'nothing changed' );
	}

	public function test_the_list_pages_searches_and_counts(): void {
		foreach ( array( 'Alpha Jazz', 'Beta Jazz', 'Gamma Rock', 'Delta Jazz' ) as $name ) {
			$this->category( $name );
		}
		$staff    = $this->user( 'event_staff', array( Capabilities::EVENT ) );
		$response = $this->rest( 'GET', 'event/categories', array( 'search' => 'jazz', 'per_page' => 2, 'paged' => 2 ), $staff );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 3, $response->get_data()['total_items'] );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array( 'Delta Jazz' ), array_column( $response->get_data()['items'], 'name' ) );
		$this->assertTrue( array_is_list( $response->get_data()['items'] ), 'a later page is still a JSON list' );

		$desc = $this->rest( 'GET', 'event/categories', array( 'search' => 'jazz', 'orderby' => 'name', 'order' => 'desc' ), $staff );
		$this->assertSame( array( 'Delta Jazz', 'Beta Jazz', 'Alpha Jazz' ), array_column( $desc->get_data()['items'], 'name' ) );
	}

	public function test_the_list_filters_by_parent(): void {
		$parent = $this->category( 'Parent One' );
		$this->category( 'Child One', $parent );
		$this->category( 'Child Two', $parent );
		$data = $this->rest( 'GET', 'event/categories', array( 'parent' => $parent ), $this->admin() )->get_data();
		$this->assertSame( array( 'Child One', 'Child Two' ), array_column( $data['items'], 'name' ) );
		$this->assertSame( array( $parent, $parent ), array_column( $data['items'], 'parent' ) );
	}

	/** @dataProvider bad_list_queries */
	public function test_bad_list_queries_get_400( array $query ): void {
		$this->assertError( $this->rest( 'GET', 'event/categories', $query, $this->admin() ), 400 );
	}

	public static function bad_list_queries(): array {
		return array(
			'per_page too big' => array( array( 'per_page' => 101 ) ),
			'page zero'        => array( array( 'paged' => 0 ) ),
			'unknown orderby'  => array( array( 'orderby' => 'colour' ) ),
		);
	}

	public function test_create_saves_name_parent_and_description(): void {
		$parent   = $this->category( 'Festivals Root' );
		$response = $this->rest(
			'POST',
			'event/categories',
			array(
				'name'        => '  Summer Festivals ',
				'parent'      => $parent,
				'description' => 'Open air',
			),
			$this->user( 'event_staff', array( Capabilities::EVENT ) )
		);
		$this->assertSame( 201, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'Summer Festivals', $data['name'] );
		$this->assertSame( $parent, $data['parent'] );
		$this->assertSame( 'Open air', $data['description'] );
		$this->assertSame( 'Summer Festivals', get_term( $data['id'] )->name );
	}

	/** @dataProvider invalid_creates */
	public function test_invalid_creates_get_400_and_write_nothing( array $body, string $message ): void {
		$this->category( 'Existing' );
		$before   = $this->count_categories();
		$response = $this->rest( 'POST', 'event/categories', $body, $this->admin() );
		$this->assertError( $response, 400, $message );
		$this->assertSame( $before, $this->count_categories() );
	}

	public static function invalid_creates(): array {
		return array(
			'no name'        => array( array( 'description' => 'x' ), 'Category Name is Required!' ),
			'blank name'     => array( array( 'name' => '   ' ), 'Category Name is Required!' ),
			'duplicate'      => array( array( 'name' => 'Existing' ), 'A category with this name already exists.' ),
			'missing parent' => array( array( 'name' => 'Orphan', 'parent' => 987654 ), 'The parent category does not exist.' ),
			'negative parent' => array( array( 'name' => 'Orphan', 'parent' => -1 ), 'parent must be greater than or equal to 0' ),
			'unknown meta'   => array( array( 'name' => 'Meta', 'meta' => array( 'colour' => 'red' ) ), 'Unknown field: colour.' ),
		);
	}

	public function test_extension_meta_fields_are_saved_and_returned(): void {
		$fields = static fn() => array(
			'featured' => array( 'label' => 'Featured', 'type' => 'boolean' ),
			'priority' => array( 'label' => 'Priority', 'type' => 'number' ),
		);
		add_filter( 'eventin_category_meta_fields', $fields );
		try {
			$admin    = $this->admin();
			$response = $this->rest( 'POST', 'event/categories', array( 'name' => 'With Meta', 'meta' => array( 'featured' => true, 'priority' => '3' ) ), $admin );
			$this->assertSame( 201, $response->get_status() );
			$this->assertSame( array( 'featured' => true, 'priority' => '3' ), $response->get_data()['meta'] );
			$this->assertError(
				$this->rest( 'POST', 'event/categories', array( 'name' => 'Bad Meta', 'meta' => array( 'priority' => 'high' ) ), $admin ),
				400,
				'Priority must be a number.'
			);
		} finally {
			remove_filter( 'eventin_category_meta_fields', $fields );
		}
	}

	public function test_update_changes_fields_and_refuses_loops_and_duplicates(): void {
		$admin  = $this->admin();
		$top    = $this->category( 'Top' );
		$child  = $this->category( 'Child', $top );
		$other  = $this->category( 'Other' );
		$update = $this->rest( 'PUT', "event/categories/{$other}", array( 'name' => 'Renamed', 'parent' => $top ), $admin );
		$this->assertSame( 200, $update->get_status() );
		$this->assertSame( 'Renamed', get_term( $other )->name );
		$this->assertSame( $top, get_term( $other )->parent );

		$this->assertError( $this->rest( 'PUT', "event/categories/{$top}", array( 'parent' => $child ), $admin ), 400 );
		$this->assertError( $this->rest( 'PUT', "event/categories/{$top}", array( 'parent' => $top ), $admin ), 400 );
		$this->assertSame( 0, get_term( $top )->parent );
		$this->assertError( $this->rest( 'PUT', "event/categories/{$child}", array( 'name' => 'Renamed' ), $admin ), 400, 'A category with this name already exists.' );
		$this->assertSame( 'Child', get_term( $child )->name );
		$this->assertError( $this->rest( 'PUT', 'event/categories/987654', array( 'name' => 'Ghost' ), $admin ), 404, 'The category does not exist.' );
	}

	public function test_delete_one_and_bulk_all_or_nothing(): void {
		$admin = $this->admin();
		$a     = $this->category( 'Del A' );
		$b     = $this->category( 'Del B' );
		$c     = $this->category( 'Del C' );
		$this->assertSame( array( 'deleted' => array( $a ) ), $this->rest( 'DELETE', "event/categories/{$a}", array(), $admin )->get_data() );
		$this->assertNull( get_term( $a ) );
		$this->assertError( $this->rest( 'DELETE', "event/categories/{$a}", array(), $admin ), 404 );

		$this->assertError( $this->rest( 'DELETE', 'event/categories', array( 'ids' => array( $b, 987654 ) ), $admin ), 404 );
		$this->assertNotNull( get_term( $b ), 'nothing deleted when one id is unknown' );
		$this->assertError( $this->rest( 'DELETE', 'event/categories', array( 'ids' => 'x,y' ), $admin ), 400 );

		$bulk = $this->rest( 'DELETE', 'event/categories', array( 'ids' => "{$b},{$c}" ), $admin );
		$this->assertSame( array( 'deleted' => array( $b, $c ) ), $bulk->get_data() );
		$this->assertNull( get_term( $b ) );
		$this->assertNull( get_term( $c ) );
	}
}
