<?php
namespace Eventin\Speakers;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\TermsController;

/**
 * eventin/v2/speaker/categories: the speaker groups. `count` is the number of speakers in a group.
 */
final class SpeakerGroupsController extends TermsController {
	/** @var string */
	protected $rest_base = 'speaker/categories';

	protected function taxonomy(): string {
		return SpeakerGroups::TAXONOMY;
	}

	protected function capability(): string {
		return Capabilities::ORGANIZER;
	}

	protected function messages(): array {
		return array(
			'required'  => __( 'Group Name is Required!', 'eventin' ),
			'duplicate' => __( 'A group with this name already exists.', 'eventin' ),
			'not_found' => __( 'The group does not exist.', 'eventin' ),
		);
	}
}
