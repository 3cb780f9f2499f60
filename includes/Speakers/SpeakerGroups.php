<?php
namespace Eventin\Speakers;


/**
 * Speakers and organizers are users with these roles; speaker groups are a user taxonomy.
 */
final class SpeakerGroups {
	public const TAXONOMY       = 'etn_speaker_category';
	public const SPEAKER_ROLE   = 'etn-speaker';
	public const ORGANIZER_ROLE = 'etn-organizer';

	public static function register(): void {
		register_taxonomy(
			self::TAXONOMY,
			'user',
			array(
				'labels'       => array(
					'name'          => __( 'Speaker Groups', 'eventin' ),
					'singular_name' => __( 'Speaker Group', 'eventin' ),
				),
				'public'       => false,
				'hierarchical' => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				// Counts the users in each group (the default only counts published posts).
				'update_count_callback' => '_update_generic_term_count',
			)
		);
	}

	/** A user deleted anywhere (the Users screen too) leaves their groups, events and slots. */
	/** A user deleted leaves their groups, and the events and schedules naming them (action deleted_user). */
	public static function on_deleted_user( int $user_id ): void {
		wp_delete_object_term_relationships( $user_id, self::TAXONOMY );
		Speaker::unlink( $user_id );
	}

	/** Called by the migrations: the roles live in the database. */
	public static function add_roles(): void {
		add_role( self::SPEAKER_ROLE, __( 'Speaker', 'eventin' ), array( 'read' => true ) );
		add_role( self::ORGANIZER_ROLE, __( 'Organizer', 'eventin' ), array( 'read' => true ) );
	}
}
