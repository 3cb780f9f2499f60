<?php
namespace Eventin\Events;

use Eventin\Database\Projection;
use Eventin\Modules\Module as Base;

/**
 * Events: the post type and taxonomies, the events index, the .ics files, the events routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'save_post_' . PostType::NAME, array( Index::class, 'on_change' ), 20 ),
			array( 'deleted_post', array( Index::class, 'on_delete' ), 10, 2 ),
			array( 'added_post_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'updated_post_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'deleted_post_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'set_object_terms', array( Index::class, 'on_terms' ), 10, 4 ),
			array( 'deleted_term_relationships', array( Index::class, 'on_terms' ), 10, 3 ),
			array( 'eventin_mail_placeholders', array( Location::class, 'mail_placeholders' ), 5, 2 ),
			array( 'template_redirect', self::on_our_requests( array( CalendarFile::class, 'serve' ) ), 0 ),
			array( 'eventin_tickets_sold', array( Index::class, 'add_sold' ), 10, 2 ),
			array( 'deleted_post', array( Event::class, 'on_post_deleted' ), 10, 2 ),
			array( 'eventin_speaker_unlinked', array( Event::class, 'on_speaker_unlinked' ), 10, 2 ),
		);
	}

	public function content(): array {
		return array( array( PostType::class, 'register' ), array( Taxonomies::class, 'register' ) );
	}

	public function controllers(): array {
		return array( CategoriesController::class, TagsController::class, ChoicesController::class, EventsController::class );
	}

	public function migrations(): array {
		return array(
			2  => array( Migrations::class, 'add_event_tables' ),
			10 => array( Migrations::class, 'add_event_days' ),
			13 => array( Migrations::class, 'add_event_calendar_columns' ),
			19 => array( Migrations::class, 'add_event_owners' ),
		);
	}

	public function projections(): array {
		return array(
			'events index' => new Projection( array( self::class, 'tables' ), array( Index::class, 'rebuild' ) ),
		);
	}

	public function settings(): array {
		return array( 'disable_category_and_tags' => 'off' );
	}

	public function data(): array {
		return array(
			'tables'     => self::tables(),
			'post_types' => array( PostType::NAME ),
			'taxonomies' => array( Taxonomies::CATEGORY, Taxonomies::TAG ),
		);
	}

	/** @return string[] The events index's tables. */
	public static function tables(): array {
		return array( Index::table(), Index::words_table(), Index::counts_table(), Days::table(), WordPairs::table() );
	}
}
