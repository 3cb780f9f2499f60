/**
 * View the author page: the speaker's page on the site, in a new tab
 * (speakers that have one).
 */
import { __, sprintf } from '@wordpress/i18n';
import { external } from '@wordpress/icons';
import type { NavigateFunction } from 'react-router-dom';

import { type Speaker } from '../../../../stores/speakers/types';
import {
	getLinkAction,
	type ListAction,
} from '../../../../admin/components/list-actions';
import { getSpeakerName } from '../cells';

export function getViewAuthorPageAction(
	navigate: NavigateFunction
): ListAction< Speaker > {
	return getLinkAction< Speaker >(
		{
			id: 'view-author-page',
			label: ( [ speaker ] ) =>
				sprintf(
					/* translators: %s: speaker name. */
					__( 'View the author page of “%s”', 'eventin' ),
					getSpeakerName( speaker )
				),
			icon: external,
			isPrimary: true,
			isEligible: ( speaker ) => !! speaker.author_url,
		},
		( speaker ) => ( { href: speaker.author_url } ),
		navigate
	);
}
