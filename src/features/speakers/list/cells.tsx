/**
 * The cells of the speaker list: photo, name (a link to the edit page),
 * designation and company, group tags and role tags.
 */
import { Icon } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { commentAuthorAvatar } from '@wordpress/icons';
import { Link } from 'react-router-dom';

import { type Speaker, type SpeakerRole } from '../../../stores/speakers/types';
import { getRoleLabel } from '../../../admin/utils/speakers';
import { speakerEditPath } from '../paths';

/**
 * The photo's thumbnail, or a placeholder.
 * @param props
 * @param props.item The speaker.
 */
export function SpeakerPhoto( { item }: { item: Speaker } ) {
	return item.image ? (
		<img
			className="eventin-speaker-photo"
			src={ item.image }
			alt=""
			width={ 40 }
			height={ 40 }
			loading="lazy"
		/>
	) : (
		<span className="eventin-speaker-photo eventin-speaker-photo--none">
			<Icon icon={ commentAuthorAvatar } size={ 28 } />
		</span>
	);
}

/**
 * The name as the list shows it ('(no name)' when empty).
 *
 * @param speaker The speaker.
 */
export function getSpeakerName( speaker: Pick< Speaker, 'name' > ): string {
	return speaker.name || __( '(no name)', 'eventin' );
}

/**
 * The name, linking to the edit page.
 * @param props
 * @param props.item The speaker.
 */
export function SpeakerName( { item }: { item: Speaker } ) {
	return (
		<Link
			className="eventin-speaker-name"
			to={ speakerEditPath( item.id ) }
		>
			{ getSpeakerName( item ) }
		</Link>
	);
}

/**
 * 'Designation, Company' under the name (nothing when both are empty).
 * @param props
 * @param props.item The speaker.
 */
export function SpeakerDetails( { item }: { item: Speaker } ) {
	const parts = [ item.designation, item.company ].filter(
		( part ) => !! part?.trim()
	);
	if ( ! parts.length ) {
		return null;
	}
	return (
		<span className="eventin-speaker-details">{ parts.join( ', ' ) }</span>
	);
}

function Tags( {
	tags,
	className,
}: {
	/** Each tag's text, and its tone ('blue'…), if any. */
	tags: Array< { key: string; label: string; tone?: string } >;
	className: string;
} ) {
	if ( ! tags.length ) {
		return <span className="eventin-speaker-tags__none">—</span>;
	}
	return (
		<ul className={ `eventin-speaker-tags ${ className }` }>
			{ tags.map( ( { key, label, tone } ) => (
				<li
					key={ key }
					className={ `eventin-tag eventin-speaker-tag${
						tone ? ` eventin-tag--${ tone }` : ''
					}` }
				>
					{ label }
				</li>
			) ) }
		</ul>
	);
}

/**
 * The names of the speaker's groups, as tags.
 * @param props
 * @param props.item The speaker.
 */
export function GroupTags( { item }: { item: Speaker } ) {
	return (
		<Tags
			className="eventin-speaker-tags--groups"
			tags={ ( item.speaker_group ?? [] ).map( ( name, index ) => ( {
				key: `${ index }-${ name }`,
				label: name,
			} ) ) }
		/>
	);
}

const ROLE_TONES: Record< SpeakerRole, string > = {
	speaker: 'blue',
	organizer: 'purple',
};

/**
 * Speaker and/or Organizer, as tags.
 * @param props
 * @param props.item The speaker.
 */
export function RoleTags( { item }: { item: Speaker } ) {
	return (
		<Tags
			className="eventin-speaker-tags--roles"
			tags={ ( item.category ?? [] ).map( ( role ) => ( {
				key: role,
				label: getRoleLabel( role ),
				tone: ROLE_TONES[ role ],
			} ) ) }
		/>
	);
}
