<?php
namespace Eventin\Tests\Speakers;

use Eventin\Permissions\Capabilities;
use Eventin\Schedules\Schedule;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tests\TestCase;

final class SpeakersControllerTest extends TestCase {
	private function manager(): int {
		return $this->user( 'organizer_staff', array( Capabilities::ORGANIZER ) );
	}

	private function group( string $name ): int {
		return (int) wp_insert_term( $name, SpeakerGroups::TAXONOMY )['term_id'];
	}

	/** Creates a speaker through the API and returns its item. */
	private function speaker( array $fields, int $as ): array {
		$response = $this->rest(
			'POST',
			'speakers',
			$fields + array(
				'email'    => wp_generate_password( 10, false ) . '@example.com',
				'category' => array( 'speaker' ),
			),
			$as
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_every_route_is_guarded(): void {
		$speaker = $this->speaker( array( 'name' => 'Guarded Gail' ), $this->admin() );
		$id      = $speaker['id'];
		$this->assertGuarded( 'GET', 'speakers' );
		$this->assertGuarded( 'GET', "speakers/{$id}" );
		$this->assertGuarded( 'POST', 'speakers', array( 'name' => 'Nope', 'email' => 'nope@example.com', 'category' => array( 'speaker' ) ) );
		$this->assertGuarded( 'PUT', "speakers/{$id}", array( 'name' => 'Nope' ) );
		$this->assertGuarded( 'DELETE', "speakers/{$id}" );
		$this->assertGuarded( 'DELETE', 'speakers', array( 'ids' => array( $id ) ) );
		$events = $this->user( 'event_staff', array( Capabilities::EVENT ) );
		$this->assertError( $this->rest( 'GET', 'speakers', array(), $events ), 403 );
		$this->assertError( $this->rest( 'POST', 'speakers', array( 'name' => 'Nope' ), $events ), 403 );
		$this->assertSame( 'Guarded Gail', get_userdata( $id )->display_name );
	}

	public function test_schedule_managers_read_speakers_without_emails_and_write_nothing(): void {
		$speaker  = $this->speaker( array( 'name' => 'Readable Rita' ), $this->admin() );
		$schedule = $this->user( 'schedule_staff', array( Capabilities::SCHEDULE ) );
		$list     = $this->rest( 'GET', 'speakers', array( 'search' => 'Readable Rita' ), $schedule );
		$this->assertSame( 200, $list->get_status() );
		$this->assertSame( 'Readable Rita', $list->get_data()[0]['name'] );
		$this->assertSame( '', $list->get_data()[0]['email'] );
		$this->assertError( $this->rest( 'PUT', "speakers/{$speaker['id']}", array( 'name' => 'Nope' ), $schedule ), 403 );
		$this->assertError( $this->rest( 'DELETE', "speakers/{$speaker['id']}", array(), $schedule ), 403 );
	}

	public function test_create_answers_every_field(): void {
		$manager = $this->manager();
		$group   = $this->group( 'Keynotes' );
		$image   = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'Face' ), false, 0, true );
		update_post_meta( $image, '_wp_attachment_metadata', array( 'width' => 10, 'height' => 10, 'file' => 'face.png' ) );
		update_post_meta( $image, '_wp_attached_file', 'face.png' );
		$created = $this->speaker(
			array(
				'name'        => 'Ada Lovelace',
				'email'       => 'ada@example.com',
				'designation' => 'Analyst',
				'company'     => 'Engines Ltd',
				'biography'   => "First line\nSecond line",
				'image_id'    => $image,
				'social'      => array( array( 'network' => 'x', 'url' => 'https://x.com/ada' ) ),
				'group_ids'   => array( $group ),
				'category'    => array( 'speaker', 'organizer' ),
			),
			$manager
		);
		$this->assertSame( 'Ada Lovelace', $created['name'] );
		$this->assertSame( 'ada@example.com', $created['email'] );
		$this->assertSame( 'Analyst', $created['designation'] );
		$this->assertSame( 'Engines Ltd', $created['company'] );
		$this->assertSame( "First line\nSecond line", $created['biography'] );
		$this->assertSame( $image, $created['image_id'] );
		$this->assertStringEndsWith( 'face.png', $created['image'] );
		$this->assertSame( array( array( 'network' => 'x', 'url' => 'https://x.com/ada' ) ), $created['social'] );
		$this->assertSame( array( 'Keynotes' ), $created['speaker_group'] );
		$this->assertSame( array( $group ), $created['group_ids'] );
		$this->assertSame( array( 'speaker', 'organizer' ), $created['category'] );
		$this->assertSame( get_author_posts_url( $created['id'] ), $created['author_url'] );
		$user = get_userdata( $created['id'] );
		$this->assertEqualsCanonicalizing( array( 'etn-speaker', 'etn-organizer' ), $user->roles );
		$this->assertSame( 'ada', $user->user_login );
		$this->assertSame( 1, (int) get_term( $group )->count, 'the group counts its speakers' );
	}

	public function test_list_filters_by_group_role_and_name_with_total_headers(): void {
		$manager = $this->manager();
		$group   = $this->group( 'Filter Group' );
		$this->speaker( array( 'name' => 'Zed Filter A', 'group_ids' => array( $group ) ), $manager );
		$this->speaker( array( 'name' => 'Zed Filter B', 'group_ids' => array( $group ), 'category' => array( 'organizer' ) ), $manager );
		$this->speaker( array( 'name' => 'Zed Filter C' ), $manager );

		$names = fn( array $query ) => array_column( $this->rest( 'GET', 'speakers', $query, $manager )->get_data(), 'name' );
		$this->assertSame( array( 'Zed Filter A', 'Zed Filter B' ), $names( array( 'speaker_group' => $group ) ) );
		$this->assertSame( array( 'Zed Filter B' ), $names( array( 'speaker_group' => $group, 'category' => 'organizer' ) ) );
		$this->assertSame( array( 'Zed Filter A', 'Zed Filter C' ), $names( array( 'search' => 'zed filter', 'category' => 'speaker' ) ) );
		$this->assertSame( array(), $names( array( 'speaker_group' => $this->group( 'Empty Group' ) ) ) );

		$page = $this->rest( 'GET', 'speakers', array( 'search' => 'Zed Filter', 'per_page' => 2, 'paged' => 2 ), $manager );
		$this->assertSame( array( 'Zed Filter C' ), array_column( $page->get_data(), 'name' ) );
		$this->assertSame( '3', $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );
	}

	public function test_list_takes_a_bounded_number_of_queries(): void {
		$manager = $this->manager();
		$group   = $this->group( 'Counted' );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->speaker( array( 'name' => "Counted $i", 'group_ids' => array( $group ) ), $manager );
		}
		$count = fn( int $per_page ): int => $this->list_queries( 'speakers', array( 'search' => 'Counted', 'per_page' => $per_page ), $manager );
		$this->assertSame( $count( 2 ), $count( 12 ) );
	}

	public function test_bad_input_gets_400_naming_the_field_and_writes_nothing(): void {
		$manager = $this->manager();
		$this->speaker( array( 'name' => 'Taken', 'email' => 'taken@example.com' ), $manager );
		$users = count_users()['total_users'];
		$cases = array(
			array( array( 'name' => '' ), 'name', 'Please enter the name.' ),
			array( array( 'email' => '' ), 'email', 'Please enter the email.' ),
			array( array( 'email' => 'not-an-email' ), 'email', 'Please enter a valid email.' ),
			array( array( 'email' => 'TAKEN@example.com' ), 'email', 'A user with this email already exists.' ),
			array( array( 'category' => array() ), 'category', 'Choose at least one role: speaker or organizer.' ),
			array( array( 'category' => array( 'admin' ) ), 'category', 'Choose at least one role: speaker or organizer.' ),
			array( array( 'image_id' => 999999 ), 'image_id', 'The photo must be an image from the media library.' ),
			array( array( 'social' => array( array( 'network' => 'myspace', 'url' => 'https://a.b' ) ) ), 'social.0.network', 'Choose a network from the list.' ),
			array( array( 'social' => array( array( 'network' => 'x', 'url' => 'https://a.b' ), array( 'network' => 'x', 'url' => 'javascript:alert(1)' ) ) ), 'social.1.url', 'Please enter a valid link starting with http:// or https://.' ),
			array( array( 'social' => array_fill( 0, 11, array( 'network' => 'x', 'url' => 'https://a.b' ) ) ), 'social', 'Add at most 10 social links.' ),
			array( array( 'group_ids' => array( 999999 ) ), 'group_ids', 'One of the chosen groups does not exist.' ),
		);
		foreach ( $cases as list( $fields, $field, $message ) ) {
			$response = $this->rest( 'POST', 'speakers', $fields + array( 'name' => 'Bad', 'email' => 'bad@example.com', 'category' => array( 'speaker' ) ), $manager );
			$this->assertError( $response, 400, $message );
			$this->assertSame( array( $field => $message ), $response->get_data()['data']['params'] );
		}
		$this->assertSame( $users, count_users()['total_users'] );
		$this->assertFalse( email_exists( 'bad@example.com' ) );
	}

	public function test_update_is_partial_and_changes_roles_and_groups(): void {
		$manager = $this->manager();
		$group   = $this->group( 'Moved To' );
		$created = $this->speaker( array( 'name' => 'Partial Pat', 'designation' => 'Host', 'category' => array( 'speaker', 'organizer' ) ), $manager );
		$updated = $this->rest( 'PATCH', "speakers/{$created['id']}", array( 'category' => array( 'organizer' ), 'group_ids' => array( $group ) ), $manager )->get_data();
		$this->assertSame( 'Partial Pat', $updated['name'] );
		$this->assertSame( 'Host', $updated['designation'] );
		$this->assertSame( array( 'organizer' ), $updated['category'] );
		$this->assertSame( array( 'Moved To' ), $updated['speaker_group'] );
		$this->assertSame( array( 'etn-organizer' ), array_values( get_userdata( $created['id'] )->roles ) );
		$this->assertError( $this->rest( 'PUT', "speakers/{$created['id']}", array( 'email' => 'x' ), $manager ), 400, 'Please enter a valid email.' );
		$this->assertSame( $created['email'], get_userdata( $created['id'] )->user_email );
	}

	public function test_plain_users_are_not_speakers(): void {
		$manager = $this->manager();
		$editor  = $this->user( 'editor' );
		$this->assertError( $this->rest( 'GET', "speakers/{$editor}", array(), $manager ), 404 );
		$this->assertError( $this->rest( 'DELETE', "speakers/{$editor}", array(), $manager ), 404 );
		$this->assertError( $this->rest( 'DELETE', 'speakers', array( 'ids' => array( $editor ) ), $manager ), 404 );
		$this->assertNotFalse( get_userdata( $editor ) );
	}

	public function test_delete_keeps_content_and_says_so(): void {
		$manager  = $this->manager();
		$speaker  = $this->speaker( array( 'name' => 'Leaving Lee', 'category' => array( 'speaker', 'organizer' ) ), $manager );
		$other    = $this->speaker( array( 'name' => 'Staying Sue' ), $manager );
		$group    = $this->group( 'Left Behind' );
		wp_set_object_terms( $speaker['id'], array( $group ), SpeakerGroups::TAXONOMY );
		$post     = wp_insert_post( array( 'post_title' => 'A talk write-up', 'post_author' => $speaker['id'], 'post_status' => 'publish' ) );
		$event    = wp_insert_post( array( 'post_type' => 'etn', 'post_title' => 'Conf', 'post_status' => 'publish' ) );
		update_post_meta( $event, 'etn_event_speaker', array( $speaker['id'], $other['id'] ) );
		update_post_meta( $event, 'etn_event_organizer', array( $speaker['id'] ) );
		$schedule = Schedule::save( 0, array( 'program_title' => 'Day', 'date' => '2026-05-01', 'slots' => array( array( 'topic' => 'T', 'start_time' => '09:00', 'end_time' => '10:00', 'room' => '', 'objective' => '', 'speakers' => array( $speaker['id'], $other['id'] ) ) ) ) );

		$answer = $this->rest( 'DELETE', "speakers/{$speaker['id']}", array(), $manager )->get_data();
		$this->assertSame( array( $speaker['id'] ), $answer['deleted'] );
		$this->assertSame( $manager, $answer['reassigned_to'] );
		$this->assertSame( 1, $answer['posts_reassigned'] );
		$this->assertSame( 1, $answer['events_unlinked'] );
		$this->assertSame( 1, $answer['schedules_unlinked'] );
		$this->assertFalse( get_userdata( $speaker['id'] ) );
		$this->assertSame( $manager, (int) get_post( $post )->post_author );
		$this->assertSame( array( $other['id'] ), get_post_meta( $event, 'etn_event_speaker', true ) );
		$this->assertSame( array(), get_post_meta( $event, 'etn_event_organizer', true ) );
		$this->assertSame( array( $other['id'] ), Schedule::read( $schedule )['slots'][0]['speakers'] );
		$this->assertSame( 0, (int) get_term( $group )->count );
	}

	public function test_users_with_other_roles_lose_only_the_speaker_roles_and_only_to_administrators(): void {
		$manager = $this->manager();
		$editor  = $this->user( 'editor' );
		( new \WP_User( $editor ) )->add_role( 'etn-speaker' );
		$this->assertError( $this->rest( 'PUT', "speakers/{$editor}", array( 'email' => 'takeover@example.com' ), $manager ), 403 );
		$this->assertError( $this->rest( 'DELETE', "speakers/{$editor}", array(), $manager ), 403 );
		$this->assertNotSame( 'takeover@example.com', get_userdata( $editor )->user_email );

		$answer = $this->rest( 'DELETE', "speakers/{$editor}", array(), $this->admin() )->get_data();
		$this->assertSame( array( $editor ), $answer['roles_removed'] );
		$this->assertSame( array( 'editor' ), array_values( get_userdata( $editor )->roles ) );
	}

	public function test_bulk_delete_is_all_or_nothing(): void {
		$manager = $this->manager();
		$one     = $this->speaker( array( 'name' => 'Bulk One' ), $manager );
		$two     = $this->speaker( array( 'name' => 'Bulk Two' ), $manager );
		$this->assertError( $this->rest( 'DELETE', 'speakers', array( 'ids' => array( $one['id'], 999999 ) ), $manager ), 404 );
		$this->assertNotFalse( get_userdata( $one['id'] ) );
		$this->assertError( $this->rest( 'DELETE', 'speakers', array( 'ids' => 'x' ), $manager ), 400 );

		$answer = $this->rest( 'DELETE', 'speakers', array( 'ids' => $one['id'] . ',' . $two['id'] ), $manager )->get_data();
		$this->assertSame( array( $one['id'], $two['id'] ), $answer['deleted'] );
		$this->assertFalse( get_userdata( $two['id'] ) );
	}

	public function test_a_manager_cannot_delete_themselves(): void {
		$manager = $this->manager();
		( new \WP_User( $manager ) )->add_role( 'etn-speaker' );
		( new \WP_User( $manager ) )->remove_role( 'organizer_staff' );
		// Now only a speaker: the permission came from the removed role, so grant it to the speaker role.
		update_option( Capabilities::OPTION, array( 'etn-speaker' => array( Capabilities::ORGANIZER ) ) );
		$this->assertError( $this->rest( 'DELETE', "speakers/{$manager}", array(), $manager ), 403, 'You cannot delete yourself.' );
		$this->assertNotFalse( get_userdata( $manager ) );
	}
}
