<?php
namespace Eventin\Events;

/**
 * eventin/v2/event/tags.
 */
final class TagsController extends EventTermsController {
	/** @var string */
	protected $rest_base = 'event/tags';

	protected function taxonomy(): string {
		return Taxonomies::TAG;
	}

	protected function messages(): array {
		return array(
			'required'  => __( 'Tag Name is Required!', 'eventin' ),
			'duplicate' => __( 'A tag with this name already exists.', 'eventin' ),
			'not_found' => __( 'The tag does not exist.', 'eventin' ),
		);
	}
}
