<?php
namespace Eventin\Tests\Speakers;

use Eventin\Permissions\Capabilities;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tests\TestCase;

final class SpeakerGroupsControllerTest extends TestCase {
	public function test_every_route_is_guarded(): void {
		$id = wp_insert_term( 'Guarded Group', SpeakerGroups::TAXONOMY )['term_id'];
		$this->assertGuarded( 'GET', 'speaker/categories' );
		$this->assertGuarded( 'POST', 'speaker/categories', array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'PUT', "speaker/categories/{$id}", array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'DELETE', "speaker/categories/{$id}" );
		foreach ( array( Capabilities::EVENT, Capabilities::SCHEDULE ) as $key ) {
			$other = $this->user( 'other_' . substr( $key, 11 ), array( $key ) );
			$this->assertError( $this->rest( 'GET', 'speaker/categories', array(), $other ), 403 );
		}
		$this->assertSame( 'Guarded Group', get_term( $id )->name );
	}

	public function test_create_list_count_and_delete(): void {
		$manager = $this->user( 'organizer_staff', array( Capabilities::ORGANIZER ) );
		$created = $this->rest( 'POST', 'speaker/categories', array( 'name' => 'Panelists' ), $manager );
		$this->assertSame( 201, $created->get_status() );
		$id      = $created->get_data()['id'];
		$speaker = $this->user( 'etn-speaker' );
		$this->rest( 'PUT', "speakers/{$speaker}", array( 'group_ids' => array( $id ) ), $manager );

		$list = $this->rest( 'GET', 'speaker/categories', array( 'search' => 'panel' ), $manager )->get_data();
		$this->assertSame( 1, $list['total_items'] );
		$this->assertSame( 1, $list['items'][0]['count'], 'count is the number of speakers' );

		$this->rest( 'DELETE', 'speaker/categories', array( 'ids' => array( $id ) ), $manager );
		$this->assertSame( 0, $this->rest( 'GET', 'speaker/categories', array( 'search' => 'panel' ), $manager )->get_data()['total_items'] );
		$this->assertSame( array(), wp_get_object_terms( $speaker, SpeakerGroups::TAXONOMY ) );
	}

	public function test_empty_and_duplicate_names_get_400_and_write_nothing(): void {
		$admin = $this->admin();
		wp_insert_term( 'Taken Group', SpeakerGroups::TAXONOMY );
		$count = (int) wp_count_terms( array( 'taxonomy' => SpeakerGroups::TAXONOMY, 'hide_empty' => false ) );
		$this->assertError( $this->rest( 'POST', 'speaker/categories', array( 'name' => '' ), $admin ), 400, 'Group Name is Required!' );
		$this->assertError( $this->rest( 'POST', 'speaker/categories', array( 'name' => 'taken group' ), $admin ), 400, 'A group with this name already exists.' );
		$this->assertSame( $count, (int) wp_count_terms( array( 'taxonomy' => SpeakerGroups::TAXONOMY, 'hide_empty' => false ) ) );
	}
}
