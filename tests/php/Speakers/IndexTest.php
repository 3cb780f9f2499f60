<?php
namespace Eventin\Tests\Speakers;

use Eventin\Speakers\Index;
use Eventin\Speakers\Speaker;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tests\TestCase;

/**
 * The speakers index follows every change to speakers: through our model and through WordPress's
 * own user, role and term functions; a rebuild gives the same rows and counts.
 */
final class IndexTest extends TestCase {
	private function group( string $name ): int {
		return (int) wp_insert_term( $name, SpeakerGroups::TAXONOMY )['term_id'];
	}

	private function speaker( string $name, array $category = array( 'speaker' ), array $groups = array() ): int {
		$id = Speaker::save(
			0,
			array(
				'name'      => $name,
				'email'     => wp_generate_password( 10, false ) . '@example.com',
				'category'  => $category,
				'group_ids' => $groups,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/** Everything the index holds, in a comparable shape. */
	private function snapshot(): array {
		global $wpdb;
		$rows = static fn( string $sql ) => array_map( static fn( $row ) => implode( '|', $row ), $wpdb->get_results( $sql, ARRAY_N ) );
		return array(
			'speakers' => $rows( 'SELECT user_id, is_speaker, is_organizer, name FROM ' . Index::table() . ' ORDER BY user_id' ),
			'groups'   => $rows( 'SELECT group_id, user_id, name, is_speaker, is_organizer FROM ' . Index::groups_table() . ' ORDER BY group_id, user_id' ),
			'words'    => $rows( 'SELECT word, user_id, name FROM ' . Index::words_table() . ' ORDER BY word, user_id' ),
			'counts'   => $rows( 'SELECT list_key, total FROM ' . Index::counts_table() . ' WHERE total <> 0 ORDER BY list_key' ),
		);
	}

	/** The row of a user in the index, or null. */
	private function row( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT is_speaker, is_organizer, name FROM ' . Index::table() . ' WHERE user_id = %d', $id ), ARRAY_A );
		return $row ? array( (int) $row['is_speaker'], (int) $row['is_organizer'], $row['name'] ) : null;
	}

	/** @return array{0: string[], 1: int} Names of a page and the total. */
	private function page( array $filters, int $page = 1, int $per_page = 100 ): array {
		list( $ids, $total ) = Index::query( $filters, $page, $per_page );
		return array( array_map( static fn( $id ) => get_userdata( $id )->display_name, $ids ), $total );
	}

	public function test_our_model_creates_updates_and_deletes_rows(): void {
		$group = $this->group( 'Index Keynotes' );
		$id    = $this->speaker( 'Qwi Index Ada', array( 'speaker' ), array( $group ) );
		$this->assertSame( array( 1, 0, 'Qwi Index Ada' ), $this->row( $id ) );
		$this->assertSame( array( array( 'Qwi Index Ada' ), 1 ), $this->page( array( 'group' => $group ) ) );
		$this->assertSame( array( array( 'Qwi Index Ada' ), 1 ), $this->page( array( 'search' => 'qwi' ) ) );

		Speaker::save( $id, array( 'name' => 'Qwi Index Grace', 'category' => array( 'organizer' ), 'group_ids' => array() ) );
		$this->assertSame( array( 0, 1, 'Qwi Index Grace' ), $this->row( $id ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'group' => $group ) ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'ada qwi' ) ) );
		$this->assertSame( array( array( 'Qwi Index Grace' ), 1 ), $this->page( array( 'search' => 'grace qwi', 'role' => 'organizer' ) ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'grace qwi', 'role' => 'speaker' ) ) );

		Speaker::remove( get_userdata( $id ), 0 );
		$this->assertNull( $this->row( $id ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'qwi' ) ) );
	}

	public function test_role_changes_and_deletions_made_by_wordpress_follow(): void {
		$before = Index::query( array(), 1, 1 )[1];
		$id     = $this->speaker( 'Zzq Wordpress Role' );
		$this->assertSame( $before + 1, Index::query( array(), 1, 1 )[1] );

		( new \WP_User( $id ) )->set_role( 'subscriber' );
		$this->assertNull( $this->row( $id ), 'a subscriber is no speaker' );
		$this->assertSame( $before, Index::query( array(), 1, 1 )[1] );

		( new \WP_User( $id ) )->add_role( SpeakerGroups::ORGANIZER_ROLE );
		$this->assertSame( array( 0, 1, 'Zzq Wordpress Role' ), $this->row( $id ) );

		wp_update_user( array( 'ID' => $id, 'role' => SpeakerGroups::SPEAKER_ROLE ) );
		$this->assertSame( array( 1, 0, 'Zzq Wordpress Role' ), $this->row( $id ) );

		( new \WP_User( $id ) )->remove_role( SpeakerGroups::SPEAKER_ROLE );
		$this->assertNull( $this->row( $id ) );

		( new \WP_User( $id ) )->add_role( SpeakerGroups::SPEAKER_ROLE );
		$plain = wp_insert_user(
			array(
				'user_login'   => 'zzq_plain',
				'user_pass'    => 'password',
				'user_email'   => 'zzq.plain@example.com',
				'display_name' => 'Zzq Registered Elsewhere',
				'role'         => SpeakerGroups::ORGANIZER_ROLE,
			)
		);
		$this->assertSame( array( 0, 1, 'Zzq Registered Elsewhere' ), $this->row( $plain ), 'users added on the Users screen are indexed' );

		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $id );
		wp_delete_user( $plain );
		$this->assertNull( $this->row( $id ) );
		$this->assertNull( $this->row( $plain ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'zzq' ) ) );
		$this->assertSame( $before, Index::query( array(), 1, 1 )[1] );
	}

	public function test_a_name_changed_through_wordpress_moves_in_the_order_and_the_search(): void {
		$a = $this->speaker( 'Vvk Alpha' );
		$b = $this->speaker( 'Vvk Beta' );
		$this->assertSame( array( array( 'Vvk Alpha', 'Vvk Beta' ), 2 ), $this->page( array( 'search' => 'vvk' ) ) );

		wp_update_user( array( 'ID' => $a, 'display_name' => 'Vvk Omega' ) );
		$this->assertSame( array( 1, 0, 'Vvk Omega' ), $this->row( $a ) );
		$this->assertSame( array( array( 'Vvk Beta', 'Vvk Omega' ), 2 ), $this->page( array( 'search' => 'vvk' ) ) );
		$this->assertSame( array( array( 'Vvk Omega' ), 1 ), $this->page( array( 'search' => 'ome' ) ), 'a word is found by its beginning' );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'vvk alpha' ) ), 'the old name is gone' );
		$this->assertSame( array( array( 'Vvk Beta' ), 2 ), $this->page( array( 'search' => 'vvk' ), 1, 1 ) );
		$this->assertSame( array( array( 'Vvk Omega' ), 2 ), $this->page( array( 'search' => 'vvk' ), 2, 1 ) );
		$this->assertSame( array( 1, 0, 'Vvk Beta' ), $this->row( $b ) );
	}

	public function test_group_assignment_and_deletion_follow(): void {
		$group = $this->group( 'Index Panel' );
		$other = $this->group( 'Index Hosts' );
		$a     = $this->speaker( 'Ggx Anna' );
		$b     = $this->speaker( 'Ggx Bo', array( 'speaker', 'organizer' ) );
		wp_set_object_terms( $a, array( $group ), SpeakerGroups::TAXONOMY );
		wp_set_object_terms( $b, array( $group, $other ), SpeakerGroups::TAXONOMY );
		$this->assertSame( array( array( 'Ggx Anna', 'Ggx Bo' ), 2 ), $this->page( array( 'group' => $group ) ) );
		$this->assertSame( array( array( 'Ggx Bo' ), 1 ), $this->page( array( 'group' => $group, 'role' => 'organizer' ) ) );
		$this->assertSame( array( array( 'Ggx Bo' ), 1 ), $this->page( array( 'group' => $group, 'search' => 'ggx', 'role' => 'organizer' ) ) );
		$this->assertSame( array( array( 'Ggx Anna', 'Ggx Bo' ), 2 ), $this->page( array( 'group' => $group, 'search' => 'ggx' ) ) );

		wp_remove_object_terms( $a, $group, SpeakerGroups::TAXONOMY );
		$this->assertSame( array( array( 'Ggx Bo' ), 1 ), $this->page( array( 'group' => $group ) ) );

		wp_delete_term( $group, SpeakerGroups::TAXONOMY );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'group' => $group ) ) );
		$this->assertSame( array( array( 'Ggx Bo' ), 1 ), $this->page( array( 'group' => $other ) ), 'other groups stay' );
		$this->assertSame( array( 1, 1, 'Ggx Bo' ), $this->row( $b ) );

		$snapshot = $this->snapshot();
		Index::rebuild();
		$this->assertSame( $snapshot, $this->snapshot() );
	}

	public function test_rebuild_gives_the_state_kept_as_things_changed(): void {
		$group = $this->group( 'Index Rebuilt' );
		$ids   = array();
		foreach ( array( 'Rbx One', 'Rbx Two', 'Rbx Three' ) as $n => $name ) {
			$ids[] = $this->speaker( $name, 0 === $n ? array( 'organizer' ) : array( 'speaker', 'organizer' ), array( $group ) );
		}
		wp_update_user( array( 'ID' => $ids[1], 'display_name' => 'Rbx Renamed' ) );
		( new \WP_User( $ids[2] ) )->set_role( 'editor' );
		( new \WP_User( $ids[2] ) )->add_role( SpeakerGroups::SPEAKER_ROLE );
		$kept = $this->snapshot();

		Index::rebuild();
		$this->assertSame( $kept, $this->snapshot() );

		// Rows changed behind the index's back are repaired by a rebuild.
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'display_name' => 'Rbx Behind' ), array( 'ID' => $ids[0] ) );
		clean_user_cache( $ids[0] );
		$wpdb->query( 'DELETE FROM ' . Index::counts_table() );
		Index::rebuild();
		$this->assertSame( array( array( 'Rbx Behind', 'Rbx Renamed', 'Rbx Three' ), 3 ), $this->page( array( 'group' => $group ) ) );
		$this->assertSame( array( array( 'Rbx Renamed', 'Rbx Three' ), 2 ), $this->page( array( 'group' => $group, 'role' => 'speaker' ) ) );
	}

	public function test_the_list_takes_the_same_queries_for_any_page_size_and_depth(): void {
		$group   = $this->group( 'Index Counted' );
		$manager = $this->user( 'organizer_staff', array( \Eventin\Permissions\Capabilities::ORGANIZER ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->speaker( "Cnq Counted $i", 0 === $i % 2 ? array( 'speaker' ) : array( 'organizer' ), array( $group ) );
		}
		$queries = fn( array $query ): int => $this->list_queries( 'speakers', $query, $manager );
		foreach ( array( array(), array( 'category' => 'organizer' ), array( 'speaker_group' => $group ), array( 'search' => 'cnq' ), array( 'search' => 'cnq counted', 'category' => 'speaker' ) ) as $filters ) {
			$few = $queries( $filters + array( 'per_page' => 2 ) );
			$this->assertSame( $few, $queries( $filters + array( 'per_page' => 5 ) ), wp_json_encode( $filters ) );
			$this->assertSame( $few, $queries( $filters + array( 'per_page' => 2, 'paged' => 3 ) ), wp_json_encode( $filters ) );
		}
	}

	public function test_items_are_read_from_the_index_and_follow_changes_made_anywhere(): void {
		$group = $this->group( 'Index Cards' );
		$id    = $this->speaker( 'Crd Card', array( 'speaker' ), array( $group ) );
		update_user_meta( $id, Speaker::META['designation'], 'Chief Tester' );
		update_user_meta( $id, Speaker::META['social'], array( array( 'network' => 'x', 'url' => 'https://x.example/crd' ) ) );
		update_user_meta( $id, 'description', 'Bio set on the profile screen.' );
		wp_update_user( array( 'ID' => $id, 'user_email' => 'crd.changed@example.com' ) );
		wp_set_object_terms( $id, array( $group, $this->group( 'Another Card Group' ) ), SpeakerGroups::TAXONOMY );

		$this->assertArrayHasKey( $id, Index::sources( array( $id ) ), 'the item comes from the index' );
		$item = Speaker::read( $id, true );
		$this->assertSame( 'Chief Tester', $item['designation'] );
		$this->assertSame( array( array( 'network' => 'x', 'url' => 'https://x.example/crd' ) ), $item['social'] );
		$this->assertSame( 'Bio set on the profile screen.', $item['biography'] );
		$this->assertSame( 'crd.changed@example.com', $item['email'] );
		$this->assertSame( array( 'Another Card Group', 'Index Cards' ), $item['speaker_group'] );
		$this->assertSame( array( 'speaker' ), $item['category'] );

		delete_user_meta( $id, Speaker::META['designation'] );
		$this->assertSame( '', Speaker::read( $id, true )['designation'] );

		// A row the index lacks is read from the user.
		global $wpdb;
		$wpdb->delete( Index::table(), array( 'user_id' => $id ) );
		$this->assertSame( array(), Index::sources( array( $id ) ) );
		$this->assertSame( 'crd.changed@example.com', Speaker::read( $id, true )['email'] );
		$this->assertSame( array( 'Another Card Group', 'Index Cards' ), Speaker::read( $id, true )['speaker_group'] );
	}
}
