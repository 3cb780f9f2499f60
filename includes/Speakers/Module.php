<?php
namespace Eventin\Speakers;

use Eventin\Database\Projection;
use Eventin\Modules\Module as Base;

/**
 * Speakers and organizers: their roles, groups, index and routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'deleted_user', array( SpeakerGroups::class, 'on_deleted_user' ) ),
			// clean_user_cache follows every write of a user's row by WordPress (insert, update, delete)
			// and by code that writes the row itself and then cleans the cache, as it should.
			array( 'clean_user_cache', array( Index::class, 'on_user' ) ),
			array( 'set_user_role', array( Index::class, 'on_user' ) ),
			array( 'add_user_role', array( Index::class, 'on_user' ) ),
			array( 'remove_user_role', array( Index::class, 'on_user' ) ),
			array( 'added_user_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'updated_user_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'deleted_user_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'deleted_user', array( Index::class, 'on_deleted' ) ),
			array( 'remove_user_from_blog', array( Index::class, 'on_deleted' ) ),
			array( 'set_object_terms', array( Index::class, 'on_terms' ), 10, 4 ),
			array( 'deleted_term_relationships', array( Index::class, 'on_terms_removed' ), 10, 3 ),
			array( 'pre_delete_term', array( Index::class, 'on_group_deleting' ), 10, 2 ),
			array( 'delete_term', array( Index::class, 'on_group_deleted' ), 10, 3 ),
		);
	}

	public function content(): array {
		return array( array( SpeakerGroups::class, 'register' ) );
	}

	public function controllers(): array {
		return array( SpeakersController::class, SpeakerGroupsController::class );
	}

	public function migrations(): array {
		return array(
			1  => array( SpeakerGroups::class, 'add_roles' ),
			8  => array( Migrations::class, 'add_speaker_index' ),
			11 => array( Migrations::class, 'add_speaker_cards' ),
		);
	}

	public function projections(): array {
		return array( 'speakers index' => new Projection( array( Index::class, 'tables' ), array( Index::class, 'rebuild' ) ) );
	}

	public function data(): array {
		return array(
			'tables'     => Index::tables(),
			'taxonomies' => array( SpeakerGroups::TAXONOMY ),
			'roles'      => array( SpeakerGroups::SPEAKER_ROLE, SpeakerGroups::ORGANIZER_ROLE ),
		);
	}
}
