<?php
namespace Eventin\Tests\Schedules;

use Eventin\Permissions\Capabilities;
use Eventin\Schedules\PostType;
use Eventin\Tests\TestCase;

final class SchedulesControllerTest extends TestCase {
	private function manager(): int {
		return $this->user( 'schedule_staff', array( Capabilities::SCHEDULE ) );
	}

	private function slot( array $fields = array() ): array {
		return $fields + array(
			'topic'      => 'Welcome',
			'start_time' => '09:00',
			'end_time'   => '09:30',
			'room'       => 'Hall A',
			'objective'  => 'Say hello',
			'speakers'   => array(),
		);
	}

	private function schedule( array $fields, int $as ): array {
		$response = $this->rest( 'POST', 'schedules', $fields + array( 'date' => '2026-05-01', 'slots' => array() ), $as );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	private function schedule_count(): int {
		return (int) array_sum( (array) wp_count_posts( PostType::NAME ) );
	}

	public function test_every_route_is_guarded(): void {
		$id = $this->schedule( array( 'program_title' => 'Guarded Day' ), $this->admin() )['id'];
		$this->assertGuarded( 'GET', 'schedules' );
		$this->assertGuarded( 'GET', "schedules/{$id}" );
		$this->assertGuarded( 'POST', 'schedules', array( 'program_title' => 'Nope', 'date' => '2026-01-01' ) );
		$this->assertGuarded( 'PUT', "schedules/{$id}", array( 'program_title' => 'Nope' ) );
		$this->assertGuarded( 'DELETE', "schedules/{$id}" );
		$this->assertGuarded( 'DELETE', 'schedules', array( 'ids' => array( $id ) ) );
		$this->assertGuarded( 'POST', "schedules/{$id}/clone" );
		$this->assertGuarded( 'POST', "schedules/{$id}/restore" );
		foreach ( array( Capabilities::EVENT, Capabilities::ORGANIZER ) as $key ) {
			$other = $this->user( 'other_' . substr( $key, 11 ), array( $key ) );
			$this->assertError( $this->rest( 'GET', 'schedules', array(), $other ), 403 );
			$this->assertError( $this->rest( 'POST', "schedules/{$id}/clone", array(), $other ), 403 );
		}
		$this->assertSame( 'Guarded Day', get_post( $id )->post_title );
	}

	public function test_create_read_and_partial_update(): void {
		$manager = $this->manager();
		$speaker = $this->user( 'etn-speaker' );
		$created = $this->schedule(
			array(
				'program_title' => 'Day One',
				'date'          => '2026-05-01',
				'slots'         => array( $this->slot( array( 'speakers' => array( $speaker ), 'start_time' => '9:00 AM' ) ), $this->slot( array( 'topic' => 'Lunch', 'start_time' => '12:00', 'end_time' => '13:00' ) ) ),
			),
			$manager
		);
		$this->assertSame( 'Day One', $created['program_title'] );
		$this->assertSame( '2026-05-01', $created['date'] );
		$this->assertSame( 'publish', $created['status'] );
		$this->assertSame( '09:00', $created['slots'][0]['start_time'] );
		$this->assertSame( array( $speaker ), $created['slots'][0]['speakers'] );
		$this->assertSame( 'Lunch', $created['slots'][1]['topic'] );
		$this->assertEquals( $created, $this->rest( 'GET', "schedules/{$created['id']}", array(), $manager )->get_data() );

		$updated = $this->rest( 'PATCH', "schedules/{$created['id']}", array( 'date' => '2026-05-02' ), $manager )->get_data();
		$this->assertSame( 'Day One', $updated['program_title'] );
		$this->assertSame( '2026-05-02', $updated['date'] );
		$this->assertCount( 2, $updated['slots'] );
		$updated = $this->rest( 'PUT', "schedules/{$created['id']}", array( 'program_title' => 'Day 1', 'slots' => array() ), $manager )->get_data();
		$this->assertSame( 'Day 1', $updated['program_title'] );
		$this->assertSame( array(), $updated['slots'] );
		$this->assertError( $this->rest( 'GET', 'schedules/999999', array(), $manager ), 404, 'This schedule does not exist.' );
	}

	public function test_a_change_made_on_an_older_copy_is_refused(): void {
		$manager = $this->manager();
		$read    = $this->schedule( array( 'program_title' => 'Shared', 'date' => '2026-05-01' ), $manager );
		$first   = $this->rest( 'PUT', "schedules/{$read['id']}", array( 'program_title' => 'First', 'modified' => $read['modified'] ), $manager );
		$this->assertSame( 200, $first->get_status(), wp_json_encode( $first->get_data() ) );
		$this->assertGreaterThan( strtotime( $read['modified'] ), strtotime( $first->get_data()['modified'] ) );
		$second = $this->rest( 'PUT', "schedules/{$read['id']}", array( 'program_title' => 'Second', 'modified' => $read['modified'] ), $manager );
		$this->assertError( $second, 409, 'This schedule was changed by someone else' );
		$this->assertSame( 'eventin_schedule_changed', $second->get_data()['code'] );
		$this->assertSame( 'First', $this->rest( 'GET', "schedules/{$read['id']}", array(), $manager )->get_data()['program_title'] );
	}

	public function test_list_filters_by_year_and_title_newest_date_first(): void {
		$manager = $this->manager();
		$this->schedule( array( 'program_title' => 'Yearly Alpha', 'date' => '2031-03-01' ), $manager );
		$this->schedule( array( 'program_title' => 'Yearly Beta', 'date' => '2031-12-31' ), $manager );
		$this->schedule( array( 'program_title' => 'Yearly Gamma', 'date' => '2032-01-01' ), $manager );
		$titles = fn( array $query ) => array_column( $this->rest( 'GET', 'schedules', $query, $manager )->get_data()['items'], 'program_title' );
		$this->assertSame( array( 'Yearly Beta', 'Yearly Alpha' ), $titles( array( 'year' => 2031 ) ) );
		$this->assertSame( array( 'Yearly Gamma', 'Yearly Beta', 'Yearly Alpha' ), $titles( array( 'search' => 'yearly' ) ) );
		$this->assertSame( array( 'Yearly Gamma' ), $titles( array( 'search' => 'gamma', 'year' => 2032 ) ) );

		$page = $this->rest( 'GET', 'schedules', array( 'search' => 'yearly', 'per_page' => 2, 'paged' => 2 ), $manager );
		$this->assertSame( 3, $page->get_data()['total_items'] );
		$this->assertSame( array( 'Yearly Alpha' ), array_column( $page->get_data()['items'], 'program_title' ) );
		$this->assertSame( '3', $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );
		$this->assertError( $this->rest( 'GET', 'schedules', array( 'year' => 'soon' ), $manager ), 400 );
	}

	public function test_list_takes_a_bounded_number_of_queries(): void {
		$manager = $this->manager();
		for ( $i = 0; $i < 12; $i++ ) {
			$this->schedule( array( 'program_title' => "Counted $i", 'slots' => array( $this->slot() ) ), $manager );
		}
		$count = fn( int $per_page ): int => $this->list_queries( 'schedules', array( 'search' => 'Counted', 'per_page' => $per_page ), $manager );
		$this->assertSame( $count( 2 ), $count( 12 ) );
	}

	public function test_bad_input_gets_400_naming_the_field_and_writes_nothing(): void {
		$manager = $this->manager();
		$editor  = $this->user( 'editor' );
		$before  = $this->schedule_count();
		$cases   = array(
			array( array( 'program_title' => ' ' ), 'program_title', 'Please enter the program title.' ),
			array( array( 'date' => '' ), 'date', 'Please choose the date.' ),
			array( array( 'date' => '2026-02-30' ), 'date', 'The date must be written as YYYY-MM-DD.' ),
			array( array( 'slots' => 'many' ), 'slots', 'The time slots must be a list.' ),
			array( array( 'slots' => array( $this->slot(), $this->slot( array( 'topic' => '' ) ) ) ), 'slots.1.topic', 'Please enter the topic.' ),
			array( array( 'slots' => array( $this->slot( array( 'start_time' => '25:00' ) ) ) ), 'slots.0.start_time', 'Please enter the start time as HH:mm.' ),
			array( array( 'slots' => array( $this->slot( array( 'end_time' => '' ) ) ) ), 'slots.0.end_time', 'Please enter the end time as HH:mm.' ),
			array( array( 'slots' => array( $this->slot(), $this->slot(), $this->slot( array( 'end_time' => '08:00' ) ) ) ), 'slots.2.end_time', 'The slot must end after it starts.' ),
			array( array( 'slots' => array( $this->slot( array( 'end_time' => '09:00' ) ) ) ), 'slots.0.end_time', 'The slot must end after it starts.' ),
			array( array( 'slots' => array( $this->slot( array( 'speakers' => array( $editor ) ) ) ) ), 'slots.0.speakers', 'One of the chosen speakers does not exist.' ),
			array( array( 'slots' => array( $this->slot( array( 'speakers' => 'x' ) ) ) ), 'slots.0.speakers', 'One of the chosen speakers does not exist.' ),
			array( array( 'slots' => array_fill( 0, 101, $this->slot() ) ), 'slots', 'A schedule can have at most 100 time slots.' ),
		);
		foreach ( $cases as list( $fields, $field, $message ) ) {
			$response = $this->rest( 'POST', 'schedules', $fields + array( 'program_title' => 'Bad', 'date' => '2026-05-01' ), $manager );
			$this->assertError( $response, 400, $message );
			$this->assertSame( array( $field => $message ), $response->get_data()['data']['params'] );
		}
		$this->assertSame( $before, $this->schedule_count() );

		$kept = $this->schedule( array( 'program_title' => 'Kept', 'slots' => array( $this->slot() ) ), $manager );
		$this->assertError( $this->rest( 'PUT', "schedules/{$kept['id']}", array( 'program_title' => 'Changed', 'slots' => array( $this->slot( array( 'end_time' => '01:00' ) ) ) ), $manager ), 400 );
		$this->assertEquals( $kept, $this->rest( 'GET', "schedules/{$kept['id']}", array(), $manager )->get_data() );
	}

	public function test_delete_trashes_restores_and_deletes_for_good(): void {
		$manager  = $this->manager();
		$schedule = $this->schedule( array( 'program_title' => 'Trashable' ), $manager );
		$id       = $schedule['id'];
		$event    = $this->rest(
			'POST',
			'events',
			array(
				'title'      => 'Uses it',
				'start_date' => '2030-01-01',
				'end_date'   => '2030-01-01',
				'start_time' => '10:00',
				'end_time'   => '11:00',
				'timezone'   => 'UTC',
				'schedules'  => array( $id ),
			),
			$this->admin()
		)->get_data()['id'];

		$this->assertError( $this->rest( 'DELETE', "schedules/{$id}", array( 'force' => true ), $manager ), 400 );
		$this->assertSame( array( 'deleted' => array( $id ), 'trashed' => true ), $this->rest( 'DELETE', "schedules/{$id}", array(), $manager )->get_data() );
		$this->assertSame( array(), $this->rest( 'GET', 'schedules', array( 'search' => 'Trashable' ), $manager )->get_data()['items'] );
		$this->assertSame( 'trash', $this->rest( 'GET', 'schedules', array( 'search' => 'Trashable', 'status' => 'trash' ), $manager )->get_data()['items'][0]['status'] );
		$this->assertError( $this->rest( 'PUT', "schedules/{$id}", array( 'program_title' => 'x' ), $manager ), 409, 'Restore the schedule from the trash before changing it.' );
		$kept = $this->rest( 'PATCH', "events/{$event}", array( 'schedules' => array( $id ) ), $this->admin() );
		$this->assertSame( 200, $kept->get_status(), wp_json_encode( $kept->get_data() ) );

		$this->assertSame( 'publish', $this->rest( 'POST', "schedules/{$id}/restore", array(), $manager )->get_data()['status'] );
		$this->assertSame( 'Trashable', $this->rest( 'GET', 'schedules', array( 'search' => 'Trashable' ), $manager )->get_data()['items'][0]['program_title'] );

		$this->rest( 'DELETE', "schedules/{$id}", array(), $manager );
		$this->assertSame( array( 'deleted' => array( $id ), 'trashed' => false ), $this->rest( 'DELETE', "schedules/{$id}", array( 'force' => true ), $manager )->get_data() );
		$this->assertNull( get_post( $id ) );
		$this->assertSame( array(), get_post_meta( $event, 'etn_event_schedule', true ), 'events lose the link' );
	}

	public function test_bulk_delete_is_all_or_nothing(): void {
		$manager = $this->manager();
		$one     = $this->schedule( array( 'program_title' => 'Bulk One' ), $manager )['id'];
		$two     = $this->schedule( array( 'program_title' => 'Bulk Two' ), $manager )['id'];
		$event   = wp_insert_post( array( 'post_type' => 'etn', 'post_title' => 'Not a schedule' ) );
		$this->assertError( $this->rest( 'DELETE', 'schedules', array( 'ids' => array( $one, $event ) ), $manager ), 404 );
		$this->assertSame( 'publish', get_post_status( $one ) );
		$this->assertSame( array( 'deleted' => array( $one, $two ), 'trashed' => true ), $this->rest( 'DELETE', 'schedules', array( 'ids' => "$one,$two" ), $manager )->get_data() );
		$this->assertSame( 'trash', get_post_status( $two ) );
	}

	public function test_clone_copies_date_and_slots_by_post_and_get(): void {
		$manager = $this->manager();
		$source  = $this->schedule( array( 'program_title' => 'Original', 'date' => '2026-06-01', 'slots' => array( $this->slot() ) ), $manager );
		foreach ( array( 'POST', 'GET' ) as $method ) {
			$copy = $this->rest( $method, "schedules/{$source['id']}/clone", array(), $manager );
			$this->assertSame( 201, $copy->get_status() );
			$this->assertNotSame( $source['id'], $copy->get_data()['id'] );
			$this->assertSame( 'Original (Copy)', $copy->get_data()['program_title'] );
			$this->assertSame( '2026-06-01', $copy->get_data()['date'] );
			$this->assertSame( $source['slots'], $copy->get_data()['slots'] );
		}
		$this->assertError( $this->rest( 'POST', 'schedules/999999/clone', array(), $manager ), 404 );
	}

	public function test_schedules_saved_before_the_sort_key_get_it_from_the_migration(): void {
		global $wpdb;
		$manager = $this->manager();
		$old     = $this->schedule( array( 'program_title' => 'Sortkey Old', 'date' => '2035-03-04' ), $manager )['id'];
		$new     = $this->schedule( array( 'program_title' => 'Sortkey New', 'date' => '2035-01-02' ), $manager )['id'];
		$wpdb->update( $wpdb->posts, array( 'menu_order' => 0 ), array( 'ID' => $old ) );
		clean_post_cache( $old );
		$ids = fn() => array_column( $this->rest( 'GET', 'schedules', array( 'search' => 'Sortkey', 'year' => 2035 ), $manager )->get_data()['items'], 'id' );
		$this->assertSame( array( $old, $new ), $ids(), 'the list sorts by the date itself (the schedules index), whatever menu_order holds' );

		\Eventin\Schedules\Schedule::fill_sort_keys();
		$this->assertSame( array( $old, $new ), $ids() );
		$this->assertSame( 20350304, (int) get_post( $old )->menu_order, 'the schedule widgets sort by it' );
	}
}
