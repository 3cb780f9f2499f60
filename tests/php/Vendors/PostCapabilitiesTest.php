<?php
namespace Eventin\Tests\Vendors;

use Eventin\Events\PostType;
use Eventin\Jobs\Jobs;
use Eventin\Mail\Mailer;
use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;
use Eventin\Vendors\Moderation;
use WP_Query;

/**
 * WordPress's own screens for events obey Eventin's keys: a vendor whose role also has WordPress's
 * post rights edits only their own events there, publishes only through review, and lists only
 * their own; widgets in a vendor's content show only their own events.
 */
final class PostCapabilitiesTest extends TestCase {
	/** A role with an author's rights on posts besides the vendors' key. */
	private const AUTHOR_RIGHTS = array(
		'read'                   => true,
		'edit_posts'             => true,
		'publish_posts'          => true,
		'edit_published_posts'   => true,
		'delete_posts'           => true,
		'delete_published_posts' => true,
		'upload_files'           => true,
	);

	private int $vendor;
	private int $neighbour;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/post.php';
		add_role( 'vendor_author', 'Vendor author', self::AUTHOR_RIGHTS );
		$this->vendor    = $this->user( 'vendor_author', array( Capabilities::OWN_EVENTS ) );
		$this->neighbour = $this->user( 'vendor_author' );
	}

	protected function tearDown(): void {
		remove_role( 'vendor_author' );
		$_POST = array();
		parent::tearDown();
	}

	private function event( int $author, string $status, string $title = 'Harbour fair' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => PostType::NAME,
				'post_title'  => $title,
				'post_status' => $status,
				'post_author' => $author,
			)
		);
	}

	private function type_cap( string $generic ): string {
		return get_post_type_object( PostType::NAME )->cap->$generic;
	}

	public function test_the_post_type_has_its_own_capabilities(): void {
		$this->assertSame( 'edit_etn_events', $this->type_cap( 'edit_posts' ) );
		$this->assertSame( 'publish_etn_events', $this->type_cap( 'publish_posts' ) );
		$this->assertSame( 'edit_others_etn_events', $this->type_cap( 'edit_others_posts' ) );
	}

	public function test_a_vendor_edits_and_deletes_only_their_own_events(): void {
		$mine   = $this->event( $this->vendor, 'publish' );
		$draft  = $this->event( $this->neighbour, 'draft' );
		$theirs = $this->event( $this->neighbour, 'publish' );
		foreach ( array( 'edit_post', 'delete_post' ) as $cap ) {
			$this->assertTrue( user_can( $this->vendor, $cap, $mine ), "{$cap}: own event" );
			$this->assertFalse( user_can( $this->vendor, $cap, $theirs ), "{$cap}: another vendor's event" );
			$this->assertFalse( user_can( $this->vendor, $cap, $draft ), "{$cap}: another vendor's draft" );
		}
		$this->assertFalse( user_can( $this->vendor, 'read_post', $draft ), "another vendor's draft is not theirs to read" );
		$this->assertFalse( user_can( $this->vendor, $this->type_cap( 'edit_others_posts' ) ) );
		$this->assertTrue( user_can( $this->vendor, $this->type_cap( 'create_posts' ) ) );
	}

	public function test_a_vendor_publishes_only_when_their_new_events_are_published_at_once(): void {
		$this->assertSame( 'pending', Settings::get()['vendor_new_events'] );
		$this->assertFalse( user_can( $this->vendor, $this->type_cap( 'publish_posts' ) ) );
		Settings::update( array( 'vendor_new_events' => 'publish' ) );
		$this->assertTrue( user_can( $this->vendor, $this->type_cap( 'publish_posts' ) ) );
	}

	public function test_post_rights_alone_reach_no_event_and_managers_reach_every_one(): void {
		$author  = $this->user( 'author' );
		$own     = $this->event( $author, 'draft' );
		$manager = $this->user( 'event_manager', array( Capabilities::EVENT ) );
		$theirs  = $this->event( $this->neighbour, 'draft' );
		$this->assertFalse( user_can( $author, 'edit_post', $own ), "WordPress's author role is no event manager" );
		$this->assertFalse( user_can( $author, $this->type_cap( 'edit_posts' ) ) );
		foreach ( array( $manager, $this->admin() ) as $user ) {
			$this->assertTrue( user_can( $user, 'edit_post', $theirs ) );
			$this->assertTrue( user_can( $user, 'delete_post', $theirs ) );
			$this->assertTrue( user_can( $user, $this->type_cap( 'publish_posts' ) ) );
		}
	}

	/** What post.php and Quick Edit send: WordPress's edit_post() with a Publish. */
	private function publish_through_wp_admin( int $id ): string {
		$_POST = array(
			'post_ID'     => $id,
			'post_type'   => PostType::NAME,
			'post_title'  => 'Harbour fair, published',
			'publish'     => 'Publish',
			'post_status' => 'publish',
			'_status'     => 'publish',
		);
		edit_post();
		clean_post_cache( $id );
		return get_post_status( $id );
	}

	public function test_a_publish_through_wp_admin_waits_for_review_and_mails_the_administrators(): void {
		wp_set_current_user( $this->vendor );
		$draft = $this->event( $this->vendor, 'draft' );
		$this->assertSame( 'pending', $this->publish_through_wp_admin( $draft ) );
		$this->assertSame( 1, $this->queued_reviews(), 'the administrators hear of it' );
		// Asked directly (another plugin, a forged request): the same.
		$other = $this->event( $this->vendor, 'draft' );
		wp_update_post( array( 'ID' => $other, 'post_status' => 'publish' ) );
		$this->assertSame( 'pending', get_post_status( $other ) );
		// As the settings say otherwise, published.
		Settings::update( array( 'vendor_new_events' => 'publish' ) );
		$this->assertSame( 'publish', $this->publish_through_wp_admin( $this->event( $this->vendor, 'draft' ) ) );
	}

	public function test_an_edit_of_a_published_event_goes_back_to_review_when_the_setting_says_so(): void {
		$published = $this->event( $this->vendor, 'publish' );
		$other     = $this->event( $this->vendor, 'publish' );
		wp_set_current_user( $this->vendor );
		$this->assertSame( 'publish', $this->publish_through_wp_admin( $published ), 'off: it stays published' );
		Settings::update( array( 'vendor_edit_review' => 'on' ) );
		$this->assertSame( 'pending', $this->publish_through_wp_admin( $published ) );
		// The trash is theirs to choose.
		wp_trash_post( $other );
		$this->assertSame( 'trash', get_post_status( $other ) );
	}

	public function test_managers_publish_through_wp_admin_as_they_ask(): void {
		wp_set_current_user( $this->user( 'event_manager', array( Capabilities::EVENT ) ) );
		$this->assertSame( 'publish', $this->publish_through_wp_admin( $this->event( $this->vendor, 'draft' ) ) );
		$this->assertSame( 0, $this->queued_reviews() );
	}

	public function test_a_vendors_events_list_in_wp_admin_holds_only_their_own(): void {
		$mine   = $this->event( $this->vendor, 'draft' );
		$theirs = $this->event( $this->neighbour, 'draft' );
		$public = $this->event( $this->neighbour, 'publish' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		global $wp_the_query;
		$saved = $wp_the_query;
		set_current_screen( 'edit-' . PostType::NAME );
		try {
			$list = function () {
				global $wp_the_query;
				$wp_the_query = new WP_Query();
				return array_map(
					'intval',
					$wp_the_query->query(
						array(
							'post_type'      => PostType::NAME,
							'post_status'    => 'any',
							'fields'         => 'ids',
							'posts_per_page' => -1,
						)
					)
				);
			};
			wp_set_current_user( $this->vendor );
			$this->assertSame( array( $mine ), $list() );
			$counts = wp_count_posts( PostType::NAME, 'readable' );
			$this->assertSame( array( 1, 0 ), array( (int) $counts->draft, (int) $counts->publish ), 'the views count their own events' );
			wp_set_current_user( $this->admin() );
			$all = $list();
			$this->assertContains( $theirs, $all );
			$this->assertContains( $public, $all );
		} finally {
			$GLOBALS['current_screen'] = null;
			$wp_the_query              = $saved;
		}
	}

	public function test_widgets_in_a_vendors_content_show_only_their_own_events(): void {
		$mine      = $this->event( $this->vendor, 'publish', 'Own fair' );
		$theirs    = $this->event( $this->neighbour, 'publish', 'Neighbour fair' );
		$countdown = static fn( int $event_id ) => '<p>Before</p>[etn_pro_countdown event_id="' . $event_id . '"]';
		$this->assertStringContainsString( 'eventin-countdown', $this->content_of( $mine, $countdown( $mine ) ), 'their own event shows' );
		$other = $this->content_of( $mine, $countdown( $theirs ) );
		$this->assertStringContainsString( 'Before', $other );
		$this->assertStringNotContainsString( 'eventin-countdown', $other, "another vendor's event renders nothing in a vendor's content" );
		$this->assertStringNotContainsString( 'eventin-attendee', $this->content_of( $mine, '[etn_pro_attendee_list id="' . $theirs . '"]' ) );
		// A manager's page shows any event.
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Fairs',
				'post_status' => 'publish',
				'post_author' => $this->user( 'event_manager', array( Capabilities::EVENT ) ),
			)
		);
		$this->assertStringContainsString( 'eventin-countdown', $this->content_of( $page, $countdown( $theirs ) ) );
	}

	private function content_of( int $in, string $content ): string {
		global $post;
		$post = get_post( $in );
		setup_postdata( $post );
		try {
			return (string) apply_filters( 'the_content', $content );
		} finally {
			wp_reset_postdata();
		}
	}

	private function queued_reviews(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Jobs::table() . ' WHERE hook = %s AND args LIKE %s', Mailer::HOOK, '%' . $wpdb->esc_like( Moderation::SUBMITTED ) . '%' ) );
	}
}
