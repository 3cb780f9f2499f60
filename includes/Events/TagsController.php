<?php
namespace Eventin\Events;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\TermsController;

/**
 * eventin/v2/event/tags.
 */
final class TagsController extends TermsController {
	/** @var string */
	protected $rest_base = 'event/tags';

	protected function taxonomy(): string {
		return Taxonomies::TAG;
	}

	/** Vendors choose their events' categories and tags; only event managers change them. */
	protected function readers(): array {
		return array( Capabilities::EVENT, Capabilities::OWN_EVENTS );
	}

	protected function capability(): string {
		return Capabilities::EVENT;
	}

	protected function messages(): array {
		return array(
			'required'  => __( 'Tag Name is Required!', 'eventin' ),
			'duplicate' => __( 'A tag with this name already exists.', 'eventin' ),
			'not_found' => __( 'The tag does not exist.', 'eventin' ),
		);
	}
}
