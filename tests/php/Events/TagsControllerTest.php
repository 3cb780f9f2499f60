<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Taxonomies;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;

final class TagsControllerTest extends TestCase {
	public function test_every_route_is_guarded(): void {
		$id = wp_insert_term( 'Guarded Tag', Taxonomies::TAG )['term_id'];
		$this->assertGuarded( 'GET', 'event/tags' );
		$this->assertGuarded( 'POST', 'event/tags', array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'PUT', "event/tags/{$id}", array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'DELETE', "event/tags/{$id}" );
		$this->assertSame( 'Guarded Tag', get_term( $id )->name );
	}

	public function test_create_list_and_delete(): void {
		$staff   = $this->user( 'event_staff', array( Capabilities::EVENT ) );
		$created = $this->rest( 'POST', 'event/tags', array( 'name' => 'Outdoorsy', 'description' => 'Fresh air' ), $staff );
		$this->assertSame( 201, $created->get_status() );
		$this->assertArrayNotHasKey( 'parent', $created->get_data(), 'tags are flat' );

		$list = $this->rest( 'GET', 'event/tags', array( 'search' => 'outdoorsy' ), $staff )->get_data();
		$this->assertSame( 1, $list['total_items'] );
		$this->assertSame( 'Fresh air', $list['items'][0]['description'] );

		$this->rest( 'DELETE', 'event/tags', array( 'ids' => array( $created->get_data()['id'] ) ), $staff );
		$this->assertSame( 0, $this->rest( 'GET', 'event/tags', array( 'search' => 'outdoorsy' ), $staff )->get_data()['total_items'] );
	}

	public function test_empty_and_duplicate_names_get_400_and_write_nothing(): void {
		$admin = $this->admin();
		wp_insert_term( 'Taken', Taxonomies::TAG );
		$count = (int) wp_count_terms( array( 'taxonomy' => Taxonomies::TAG, 'hide_empty' => false ) );
		$this->assertError( $this->rest( 'POST', 'event/tags', array( 'name' => '' ), $admin ), 400, 'Tag Name is Required!' );
		$this->assertError( $this->rest( 'POST', 'event/tags', array( 'name' => 'taken' ), $admin ), 400, 'A tag with this name already exists.' );
		$this->assertSame( $count, (int) wp_count_terms( array( 'taxonomy' => Taxonomies::TAG, 'hide_empty' => false ) ) );
	}
}
