<?php
namespace Eventin\Tests\Events;

use Eventin\Permissions\Capabilities;
use Eventin\Schedules\PostType as Schedules;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tests\TestCase;

final class ChoicesControllerTest extends TestCase {
	private function person( string $role, string $name ): int {
		return wp_insert_user(
			array(
				'user_login'   => sanitize_user( strtolower( str_replace( ' ', '', $name ) ) ) . wp_generate_password( 4, false ),
				'user_pass'    => 'password',
				'user_email'   => wp_generate_password( 8, false ) . '@example.com',
				'display_name' => $name,
				'role'         => $role,
			)
		);
	}

	public function test_the_route_is_guarded(): void {
		$this->assertGuarded( 'GET', 'event/choices', array( 'kind' => 'speaker' ) );
	}

	public function test_speakers_and_organizers_come_by_role_for_event_managers(): void {
		$ada     = $this->person( 'etn-speaker', 'Ada Speaker' );
		$grace   = $this->person( 'etn-organizer', 'Grace Organizer' );
		$manager = $this->user( 'event_staff', array( Capabilities::EVENT ) );

		$speakers = $this->rest( 'GET', 'event/choices', array( 'kind' => 'speaker' ), $manager );
		$this->assertSame( 200, $speakers->get_status() );
		$this->assertContains( array( 'id' => $ada, 'label' => 'Ada Speaker' ), $speakers->get_data() );
		$this->assertNotContains( $grace, array_column( $speakers->get_data(), 'id' ) );

		$organizers = $this->rest( 'GET', 'event/choices', array( 'kind' => 'organizer', 'search' => 'grace' ), $manager )->get_data();
		$this->assertSame( array( array( 'id' => $grace, 'label' => 'Grace Organizer' ) ), $organizers );

		$chosen = $this->rest( 'GET', 'event/choices', array( 'kind' => 'speaker', 'include' => (string) $ada ), $manager )->get_data();
		$this->assertSame( array( $ada ), array_column( $chosen, 'id' ) );
	}

	public function test_schedules_are_listed_by_title(): void {
		$keynotes = wp_insert_post( array( 'post_type' => Schedules::NAME, 'post_title' => 'Keynotes', 'post_status' => 'publish' ) );
		$items    = $this->rest( 'GET', 'event/choices', array( 'kind' => 'schedule', 'search' => 'Keynotes' ), $this->admin() )->get_data();
		$this->assertSame( array( array( 'id' => $keynotes, 'label' => 'Keynotes' ) ), $items );
	}

	public function test_speaker_groups_come_by_name_for_event_managers(): void {
		$keynote = wp_insert_term( 'Keynote speakers', SpeakerGroups::TAXONOMY )['term_id'];
		$panel   = wp_insert_term( 'Panel', SpeakerGroups::TAXONOMY )['term_id'];
		$manager = $this->user( 'event_staff', array( Capabilities::EVENT ) );

		$found = $this->rest( 'GET', 'event/choices', array( 'kind' => 'speaker_group', 'search' => 'keynote' ), $manager );
		$this->assertSame( 200, $found->get_status() );
		$this->assertSame( array( array( 'id' => $keynote, 'label' => 'Keynote speakers' ) ), $found->get_data() );

		$chosen = $this->rest( 'GET', 'event/choices', array( 'kind' => 'speaker_group', 'include' => (string) $panel ), $manager )->get_data();
		$this->assertSame( array( array( 'id' => $panel, 'label' => 'Panel' ) ), $chosen );
	}

	public function test_an_unknown_kind_is_a_clear_400(): void {
		$response = $this->rest( 'GET', 'event/choices', array( 'kind' => 'venue' ), $this->admin() );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'kind is not one of speaker, organizer, schedule, and speaker_group.', $response->get_data()['message'] );
	}
}
